/**
 * Support for the MCP server's end-to-end test: the server started as its own process (as an
 * agent starts it) under the SDK's stdio client, a proxy that counts the requests reaching the
 * static server, and the seeded stream of malformed calls the fuzz test sends.
 */
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";

export const projectRoot = path.join(__dirname, "..", "..", "..");
export const serverBin = path.join(projectRoot, "mcp", "bin", "cairn-docs-mcp.cjs");

export interface RunningServer {
  client: Client;
  /** What the server wrote to stderr so far, line by line. */
  stderr: string[];
  close(): Promise<void>;
}

/** Starts `cairn-docs-mcp <args>` and connects the SDK's client to it over stdio. */
export async function startServer(args: readonly string[]): Promise<RunningServer> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [serverBin, ...args], stderr: "pipe", env: { ...process.env, NODE_OPTIONS: "" } as Record<string, string> });
  const stderr: string[] = [];
  let partial = "";
  transport.stderr?.on("data", (chunk: Buffer) => {
    const lines = (partial + chunk.toString("utf8")).split("\n");
    partial = lines.pop() ?? "";
    stderr.push(...lines);
  });
  const client = new Client({ name: "cairn-docs-e2e", version: "1.0.0" });
  await client.connect(transport);
  return { client, stderr, close: () => client.close() };
}

export interface CountingProxy {
  url: string;
  /** Paths requested since the last reset. */
  requests: string[];
  close(): Promise<void>;
}

/** Forwards every request to `target`, recording its path: proves what a run fetched, or that it fetched nothing. */
export function startCountingProxy(target: string): Promise<CountingProxy> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? "");
    const upstream = http.request(new URL(req.url ?? "/", target), { method: req.method, headers: { ...req.headers, host: new URL(target).host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** mulberry32, as scripts/bench/corpus.mjs seeds its corpus: the same seed sends the same calls. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Strings that try to read outside the site, break parsers or exhaust memory. */
export const HOSTILE_STRINGS = [
  "../../etc/passwd",
  "/../../../../etc/passwd",
  "..%2f..%2f..%2fetc%2fpasswd",
  "%2e%2e/%2e%2e/package.json",
  "/intro/../../package.json",
  "....//....//etc/passwd",
  "file:///etc/passwd",
  "/etc/passwd",
  "\\..\\..\\windows\\win.ini",
  "cairn-docs://docs/..%2f..%2fpackage.json",
  "http://169.254.169.254/latest/meta-data/",
  "https://evil.example/reference/services/networking/vpc/",
  "/reference/services/networking/vpc.json/../../../../package.json",
  "/%00/etc/passwd",
  "/intro/\u0000",
  "#",
  "?",
  "",
  " ",
  "\u202e\u0000\uffff",
  "😀".repeat(50),
  "constructor",
  "__proto__",
  "vpc",
  "networking/vpc",
  "/intro/overview/intro-to-cairn/",
  "terragrunt dependency",
];

/** A random JSON value of any type, strings drawn from HOSTILE_STRINGS or huge. */
export function randomValue(random: () => number, depth = 0): unknown {
  const pick = random();
  if (pick < 0.45) {
    if (random() < 0.04) return "A".repeat(100_000 + Math.floor(random() * 900_000));
    return HOSTILE_STRINGS[Math.floor(random() * HOSTILE_STRINGS.length)];
  }
  if (pick < 0.6) return [0, -1, 1.5, 1e308, -1e308, 20, 21, 2 ** 53][Math.floor(random() * 8)];
  if (pick < 0.68) return random() < 0.5;
  if (pick < 0.75) return null;
  if (pick < 0.87 && depth < 3) return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
  if (depth < 3) return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, (_, i) => [["__proto__", "constructor", "query", "name", "x"][Math.floor(random() * 5)] + (i > 2 ? i : ""), randomValue(random, depth + 1)]));
  return "leaf";
}
