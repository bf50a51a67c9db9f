/**
 * One `gatsby develop` for every file of the develop project (it takes a minute or more to start),
 * on a copy of content/ in a temporary folder (CAIRN_CONTENT_DIR), so tests can break and fix
 * files without touching the repository's. The tests find it through the environment (./server.ts).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import siteFiles from "../../../scripts/site-files.json";
import type { DevelopServerHandle } from "./server";

const root = path.join(__dirname, "..", "..", "..");
const START_TIMEOUT_MS = 300_000;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * True once the server answers GraphQL and has built the browser bundle the pages need. Asked on a
 * connection of its own, closed after the answer: the tests run in this process (`--runInBand`),
 * and fetch would hand the first test this connection kept alive, which the server closes after
 * five idle seconds, sometimes just as the test sends its request on it (ECONNRESET).
 */
async function isReady(url: string, logFile: string): Promise<boolean> {
  if (!/success Building development bundle/.test(fs.readFileSync(logFile, "utf8"))) return false;
  const body = JSON.stringify({ query: "{ site { id } }" });
  return new Promise((resolve) => {
    const request = http.request(`${url}/___graphql`, { method: "POST", agent: false, headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode === 200));
    });
    request.on("error", () => resolve(false));
    request.end(body);
  });
}

export default async function globalSetup(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-develop-"));
  const contentDir = path.join(dir, "content");
  fs.cpSync(path.join(root, "content"), contentDir, { recursive: true });
  const logFile = path.join(dir, "develop.log");
  const log = fs.openSync(logFile, "a");
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // As `npm start` runs it, with the preload (scripts/site-files.json).
  const server = spawn(process.execPath, ["--require", path.join(root, siteFiles.preload), require.resolve("gatsby/cli"), "develop", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: root,
    // Jest sets NODE_ENV=test, which Gatsby's Babel setup must not see.
    env: { ...process.env, CAIRN_CONTENT_DIR: contentDir, NODE_ENV: "development", BABEL_ENV: "", GATSBY_TELEMETRY_DISABLED: "1", NO_COLOR: "1", CI: "true" },
    detached: true,
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  const handle: DevelopServerHandle = { pid: server.pid!, dir };
  (globalThis as { __DEVELOP_SERVER__?: DevelopServerHandle }).__DEVELOP_SERVER__ = handle;
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await isReady(url, logFile))) {
    const output = () => fs.readFileSync(logFile, "utf8");
    if (server.exitCode !== null) throw new Error(`gatsby develop exited early:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`gatsby develop did not start in ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  Object.assign(process.env, { DEVELOP_BASE_URL: url, DEVELOP_CONTENT_DIR: contentDir, DEVELOP_LOG_FILE: logFile });
}
