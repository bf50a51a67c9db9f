/**
 * The MCP server (docs/mcp.md), started as an agent starts it (`node mcp/bin/cairn-docs-mcp.cjs`, the
 * package's `bin`) with the SDK's client over stdio, on the built site: read from public/ and from
 * the static server the e2e setup runs (E2E_BASE_URL), through a proxy that counts requests.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { CallToolResultSchema, GetPromptResultSchema, McpError, ReadResourceResultSchema, type CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { validateCatalogModule, type CatalogModule } from "../../src/lib/content/catalog";
import { terraformUsage, terragruntUsage } from "../../src/lib/content/usage";
import { groupHitsByPage } from "../../src/lib/search/group";
import { loadLocalIndex } from "../../src/lib/search/load";
import { parseRelevanceQueries } from "../../scripts/search-quality/relevance";
import { baseUrl, openPage, shareBrowser } from "./support/browser";
import { projectRoot, randomValue, seededRandom, startCountingProxy, startServer, type CountingProxy, type RunningServer } from "./support/mcp";

jest.setTimeout(60_000);

const publicDir = path.join(projectRoot, "public");
const queries = parseRelevanceQueries(parseYaml(fs.readFileSync(path.join(projectRoot, "content", "search-queries.yaml"), "utf8"))).map((q) => q.query);

/** Every doc the build wrote Markdown for, by path. */
function builtDocs(dir = publicDir, prefix = "/"): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile() && entry.name === "index.md") return [prefix];
    return entry.isDirectory() && entry.name !== "page-data" ? builtDocs(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [];
  });
}
const docs = builtDocs().sort();

/** Every module of content/catalog, as the catalog validator reads it, by slug. */
const catalog = new Map<string, CatalogModule>(
  fs.readdirSync(path.join(projectRoot, "content", "catalog")).flatMap((category) =>
    fs.readdirSync(path.join(projectRoot, "content", "catalog", category)).map((file): [string, CatalogModule] => {
      const { module, problems } = validateCatalogModule(parseYaml(fs.readFileSync(path.join(projectRoot, "content", "catalog", category, file), "utf8")));
      if (!module) throw new Error(`${category}/${file}: ${JSON.stringify(problems)}`);
      return [`${category}/${file.replace(/\.yaml$/, "")}`, module];
    }),
  ),
);

/** The site's own search for each query, computed as the results page does: the browser's loader over HTTP, hits grouped by page. */
const siteTop3 = new Map<string, string[]>();
beforeAll(async () => {
  const index = await loadLocalIndex(`${baseUrl()}/search-index.json`, (input) => fetch(input));
  for (const query of queries) siteTop3.set(query, groupHitsByPage((await index.search(query, 50)).hits).slice(0, 3).map((group) => group.url));
});

const call = async (client: Client, name: string, args: Record<string, unknown> = {}) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const textOf = (result: CallToolResult) => result.content.map((c) => (c.type === "text" ? c.text : "")).join("");
const structured = <T>(result: CallToolResult): T => {
  if (result.isError) throw new Error(textOf(result));
  return result.structuredContent as T;
};

/** `ask` for every item, a few calls in flight at once (as an agent may send them), answers by item. */
async function askAll<T>(items: readonly string[], ask: (item: string) => Promise<T>): Promise<Map<string, T>> {
  const answers = new Map<string, T>();
  const queue = [...items];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) answers.set(item, await ask(item));
    }),
  );
  return new Map(items.map((item) => [item, answers.get(item)!]));
}

/** The answers the acceptance is about, for one running server. */
async function answersOf(client: Client, only?: { queries: string[]; docs: string[]; modules: string[] }) {
  return {
    search: await askAll(only?.queries ?? queries, async (query) => structured<{ results: { path: string }[] }>(await call(client, "search_docs", { query, limit: 3 })).results.map((r) => r.path)),
    markdown: await askAll(only?.docs ?? docs, async (doc) => structured<{ markdown: string }>(await call(client, "read_doc", { path_or_url: doc })).markdown),
    modules: await askAll(only?.modules ?? [...catalog.keys()], async (slug) => structured<{ inputs: unknown; outputs: unknown; version: string; usage: unknown }>(await call(client, "get_module", { name: slug }))),
  };
}

function expectSameAsTheSite(answers: Awaited<ReturnType<typeof answersOf>>) {
  expect(answers.search.size).toBe(queries.length);
  for (const [query, top3] of answers.search) expect({ query, top3 }).toEqual({ query, top3: siteTop3.get(query) });
  expect(answers.markdown.size).toBe(docs.length);
  for (const [doc, markdown] of answers.markdown) expect({ doc, same: markdown === fs.readFileSync(path.join(publicDir, doc, "index.md"), "utf8") }).toEqual({ doc, same: true });
  expect(answers.modules.size).toBe(catalog.size);
  for (const [slug, { inputs, outputs, version, usage }] of answers.modules) {
    const expected = catalog.get(slug)!;
    expect({ slug, inputs, outputs, version, usage }).toEqual({ slug, inputs: expected.inputs, outputs: expected.outputs, version: expected.version, usage: { terraform: terraformUsage(expected), terragrunt: terragruntUsage(expected) } });
  }
}

const TOOLS = ["search_docs", "read_doc", "get_module", "list_modules", "list_sections"];
const ARGUMENT_NAMES = ["query", "limit", "section", "path_or_url", "name", "category"];

/**
 * Sends `count` random and malformed calls (seeded): tools with wrong, missing, extra or huge
 * arguments, unknown tools, malformed requests, resources and prompts. Each must come back as a
 * result or an MCP error; returns every text answered, to look for what must never be in one.
 */
async function fuzz(client: Client, count: number, seed: number): Promise<{ results: number; errors: number; texts: string[] }> {
  const random = seededRandom(seed);
  const any = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const tally = { results: 0, errors: 0, texts: [] as string[] };
  for (let i = 0; i < count; i += 1) {
    const kind = random();
    let request: Promise<unknown>;
    if (kind < 0.7) {
      const name = random() < 0.85 ? any(TOOLS) : any(["", "search", "read_docs", "../read_doc", "__proto__", "x".repeat(5000)]);
      const args = random() < 0.7 ? Object.fromEntries(ARGUMENT_NAMES.filter(() => random() < 0.4).map((key) => [key, randomValue(random)])) : randomValue(random);
      request = client.request({ method: "tools/call", params: { name, arguments: args } }, CallToolResultSchema);
    } else if (kind < 0.8) {
      request = client.request({ method: "tools/call", params: randomValue(random) as Record<string, unknown> }, CallToolResultSchema);
    } else if (kind < 0.9) {
      const uri = any(["cairn-docs://docs", "cairn-docs://modules/", "file://", "https://evil.example/", ""]) + String(randomValue(random)).slice(0, 2000);
      request = client.request({ method: "resources/read", params: { uri } }, ReadResourceResultSchema);
    } else {
      request = client.request({ method: "prompts/get", params: { name: any(["write_terragrunt_unit", "answer_from_docs", "nope"]), arguments: randomValue(random) as Record<string, string> } }, GetPromptResultSchema);
    }
    try {
      const answer = await request;
      tally.results += 1;
      tally.texts.push(JSON.stringify(answer));
    } catch (error) {
      expect(error).toBeInstanceOf(McpError);
      tally.errors += 1;
      tally.texts.push(String((error as Error).message));
    }
  }
  return tally;
}

/** Text that would only be in an answer read outside the site. */
const OUTSIDE = ["root:x:0:", `"name": "cairn-docs"`, "[boot loader]"];

describe("cairn-docs-mcp over public/", () => {
  let server: RunningServer;
  beforeAll(async () => (server = await startServer(["--site", publicDir, "--verbose"])));
  afterAll(() => server.close());

  it("lists its tools, each with a JSON schema and a description", async () => {
    const { tools } = await server.client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(["get_module", "list_modules", "list_sections", "read_doc", "search_docs"]);
    for (const tool of tools) expect(tool).toMatchObject({ description: expect.any(String), inputSchema: { type: "object" }, outputSchema: { type: "object" } });
  });

  it(`gets the site's top-3 pages for each of the ${queries.length} committed queries, the Markdown of every built doc and every module's catalog data`, async () => {
    expectSameAsTheSite(await answersOf(server.client));
  });

  it("reads a doc with its title, breadcrumbs, tags and the build's stamp", async () => {
    const doc = structured<Record<string, unknown>>(await call(server.client, "read_doc", { path_or_url: "https://docs.cairn.example/reference/services/networking/vpc/" }));
    const html = fs.readFileSync(path.join(publicDir, "reference/services/networking/vpc/index.html"), "utf8");
    expect(doc).toMatchObject({ title: "VPC", breadcrumbs: [{ label: "Networking" }, { label: "VPC" }], builtAt: /<meta name="buildTime" content="([^"]+)"/.exec(html)![1] });
    expect((doc.tags as { slug: string }[]).map((t) => t.slug)).toEqual(expect.arrayContaining(["vpc", "networking"]));
  });

  it("lists every module and every sidebar page", async () => {
    expect(structured<{ modules: unknown[] }>(await call(server.client, "list_modules")).modules).toHaveLength(catalog.size);
    const sections = structured<{ sidebars: { name: string }[]; otherPages: { path: string }[] }>(await call(server.client, "list_sections"));
    expect(sections.sidebars.map((s) => s.name)).toEqual(expect.arrayContaining(["intro", "guides", "services", "vpc", "upgrades"]));
    const listed = JSON.stringify(sections);
    for (const doc of docs) expect({ doc, listed: listed.includes(`"path":"${doc}"`) }).toEqual({ doc, listed: true });
  });

  it("answers 1,000 random and malformed calls with results or MCP errors, and keeps answering", async () => {
    const tally = await fuzz(server.client, 1000, 33);
    expect(tally.results + tally.errors).toBe(1000);
    expect(tally.errors).toBeGreaterThan(100);
    for (const text of tally.texts) for (const marker of OUTSIDE) expect(text.includes(marker)).toBe(false);
    expect(structured<{ results: { path: string }[] }>(await call(server.client, "search_docs", { query: "vpc", limit: 3 })).results.map((r) => r.path)).toEqual(siteTop3.get("vpc"));
  });

  it("read nothing outside public/", () => {
    const reads = server.stderr.filter((line) => line.startsWith("[cairn-docs-mcp] read ")).map((line) => line.slice("[cairn-docs-mcp] read ".length));
    expect(reads.length).toBeGreaterThan(docs.length);
    const root = `${fs.realpathSync(publicDir)}${path.sep}`;
    expect(reads.filter((file) => !file.startsWith(root))).toEqual([]);
  });
});

describe("cairn-docs-mcp over the static server, with its cache", () => {
  let proxy: CountingProxy;
  let cacheDir: string;
  beforeAll(async () => {
    proxy = await startCountingProxy(baseUrl());
    cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-docs-mcp-cache-"));
  });
  afterAll(async () => {
    await proxy.close().catch(() => undefined);
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it("answers as the site does, reading only the base URL", async () => {
    const server = await startServer(["--site", proxy.url, "--cache-dir", cacheDir]);
    try {
      expectSameAsTheSite(await answersOf(server.client));
    } finally {
      await server.close();
    }
    expect(proxy.requests.length).toBeGreaterThan(docs.length);
    expect(proxy.requests.filter((request) => !request.startsWith("/") || request.includes(".."))).toEqual([]);
  });

  it("requests nothing outside the base URL for hostile calls", async () => {
    const server = await startServer(["--site", proxy.url, "--cache-dir", cacheDir]);
    const before = proxy.requests.length;
    try {
      const tally = await fuzz(server.client, 200, 34);
      for (const text of tally.texts) for (const marker of OUTSIDE) expect(text.includes(marker)).toBe(false);
    } finally {
      await server.close();
    }
    expect(proxy.requests.slice(before).filter((request) => !request.startsWith("/") || /\.\.|%2e%2e/i.test(request))).toEqual([]);
  });

  it("answers a second run from its cache, with no request to the site, even once the site is gone", async () => {
    proxy.requests.length = 0;
    const second = await startServer(["--site", proxy.url, "--cache-dir", cacheDir]);
    try {
      expectSameAsTheSite(await answersOf(second.client));
    } finally {
      await second.close();
    }
    expect(proxy.requests).toEqual([]);
    await proxy.close();
    const offline = await startServer(["--site", proxy.url, "--cache-dir", cacheDir]);
    try {
      const sample = { queries: queries.slice(0, 5), docs: docs.slice(0, 5), modules: [...catalog.keys()].slice(0, 3) };
      const answers = await answersOf(offline.client, sample);
      for (const [query, top3] of answers.search) expect(top3).toEqual(siteTop3.get(query));
    } finally {
      await offline.close();
    }
  });

  it("says which site it could not reach and what to do, when it has no copy", async () => {
    const server = await startServer(["--site", proxy.url, "--no-cache"]);
    try {
      const result = await call(server.client, "search_docs", { query: "vpc" });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(new RegExp(`^Could not reach ${proxy.url.replace(/[.]/g, "\\.")} \\(.+\\)\\. Check the URL and your network connection, or read a local build instead with --site <folder>`));
    } finally {
      await server.close();
    }
  });
});

describe("cairn-docs-mcp over a folder with no build", () => {
  it("says the build is missing and how to make it", async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-docs-mcp-empty-"));
    const server = await startServer(["--site", empty]);
    try {
      const result = await call(server.client, "read_doc", { path_or_url: "/intro/" });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toContain(`${empty} holds no built Cairn Docs site (no search-index.json). Run \`npm run build\``);
      expect(server.stderr.join("\n")).toContain("holds no built Cairn Docs site");
    } finally {
      await server.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe("the site's search in Chromium and search_docs", () => {
  let browser: import("playwright-core").Browser;
  shareBrowser((launched) => (browser = launched));

  it("show the same first three pages on /search?q= for a sample of the committed queries", async () => {
    const server = await startServer(["--site", publicDir]);
    try {
      for (const query of queries.filter((_, i) => i % 21 === 0)) {
        const { page } = await openPage(browser);
        await page.goto(`${baseUrl()}/search/?q=${encodeURIComponent(query)}`);
        await page.getByText(/^\d+ results?$/).waitFor();
        const shown = (await page.locator("main ol h2 a").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))).slice(0, 3);
        await page.context().close();
        const answered = structured<{ results: { path: string }[] }>(await call(server.client, "search_docs", { query, limit: 3 })).results.map((r) => r.path);
        expect({ query, answered }).toEqual({ query, answered: shown });
      }
    } finally {
      await server.close();
    }
  });
});

describe("each doc's head", () => {
  it("links its Markdown as an alternate of type text/markdown", () => {
    for (const doc of docs) {
      const html = fs.readFileSync(path.join(publicDir, doc, "index.html"), "utf8");
      const head = html.slice(0, html.indexOf("</head>"));
      expect({ doc, link: /<link[^>]*rel="alternate"[^>]*type="text\/markdown"[^>]*href="([^"]+)"/.exec(head)?.[1] }).toEqual({ doc, link: `${doc}index.md` });
    }
  });
});
