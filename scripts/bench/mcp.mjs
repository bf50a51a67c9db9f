/**
 * The MCP server's search latency (docs/decisions/mcp-server.md): `search_docs` as an agent meets it, from the SDK's
 * client to the server process over stdio and back, on the real site and on the generated search
 * corpus (10,000 pages by default). Each site gets a fresh server, one warm-up pass over the fixed
 * queries (./search.mjs `QUERIES`, which loads the index files they need), then `rounds` timed
 * passes: p50 and p95 over every call of every pass. The first call of a fresh server, which also
 * loads the index's manifest, is reported beside them.
 *
 *   node scripts/bench/mcp.mjs [--pages N] [--rounds N]   this part alone: exits 1 when a goal is missed
 *   npm run bench                                          with the rest, on the search suite's corpus
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { generateCorpus } from "./corpus.mjs";
import { QUERIES, buildContentIndex } from "./search.mjs";

const require = createRequire(import.meta.url);
const { Client } = require("@modelcontextprotocol/sdk/client/index.js");
const { StdioClientTransport } = require("@modelcontextprotocol/sdk/client/stdio.js");
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const serverBin = path.join(root, "mcp", "bin", "cairn-docs-mcp.cjs");

export const MCP_GOALS = {
  /** search_docs, warm, p95, client to server and back. */
  realP95Ms: 20,
  corpusP95Ms: 50,
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round2 = (n) => Math.round(n * 100) / 100;

/** search_docs latency on the built site in `siteDir`, through a fresh server process. */
export async function benchSearchDocs(siteDir, { rounds = 10, queries = QUERIES } = {}) {
  const transport = new StdioClientTransport({ command: process.execPath, args: [serverBin, "--site", siteDir], stderr: "ignore" });
  const client = new Client({ name: "cairn-bench", version: "1.0.0" });
  await client.connect(transport);
  try {
    const search = async (query) => {
      const started = performance.now();
      const result = await client.callTool({ name: "search_docs", arguments: { query } });
      const ms = performance.now() - started;
      if (result.isError) throw new Error(`search_docs "${query}" failed: ${result.content?.[0]?.text}`);
      return ms;
    };
    const firstCallMs = await search(queries[0]);
    for (const query of queries) await search(query);
    const samples = [];
    for (let round = 0; round < rounds; round += 1) for (const query of queries) samples.push(await search(query));
    samples.sort((a, b) => a - b);
    return { queries: queries.length, samples: samples.length, firstCallMs: round2(firstCallMs), p50Ms: round2(percentile(samples, 50)), p95Ms: round2(percentile(samples, 95)), maxMs: round2(samples.at(-1)) };
  } finally {
    await client.close();
  }
}

/** Both figures: the real site's `public/`, and a built corpus index (a folder holding search-index.json). */
export async function benchMcp({ realPublic, corpusSite, corpusPages, log, rounds }) {
  log("mcp: search_docs on the real site…");
  const real = await benchSearchDocs(realPublic, { rounds });
  log(`mcp: search_docs on the ${corpusPages}-page corpus…`);
  const corpus = { pages: corpusPages, ...(await benchSearchDocs(corpusSite, { rounds })) };
  return { real, corpus };
}

export function mcpGoals(m, add) {
  add(`MCP search_docs p95, real site (stdio round trip, warm, ${m.real.samples} calls)`, m.real.p95Ms, `< ${MCP_GOALS.realP95Ms}`, m.real.p95Ms < MCP_GOALS.realP95Ms, " ms");
  add(`MCP search_docs p95, ${m.corpus.pages} pages (stdio round trip, warm, ${m.corpus.samples} calls)`, m.corpus.p95Ms, `< ${MCP_GOALS.corpusP95Ms}`, m.corpus.p95Ms < MCP_GOALS.corpusP95Ms, " ms");
}

export function mcpTable(m) {
  const row = (label, r) => `${label}: p50 ${r.p50Ms} ms, p95 ${r.p95Ms} ms, max ${r.maxMs} ms over ${r.samples} calls; a fresh server's first call ${r.firstCallMs} ms`;
  return [`MCP search_docs (client → server over stdio → answer, ${m.real.queries} fixed queries):`, row("  real site", m.real), row(`  ${m.corpus.pages}-page corpus`, m.corpus)].join("\n");
}

/** `node scripts/bench/mcp.mjs`: this part alone, on a corpus generated here. */
async function main(argv) {
  let pages = 10000;
  let rounds = 10;
  for (let i = 0; i < argv.length; i += 1) {
    const value = Number(argv[i + 1]);
    if ((argv[i] !== "--pages" && argv[i] !== "--rounds") || !Number.isInteger(value) || value < 1) throw new Error(`usage: node scripts/bench/mcp.mjs [--pages N] [--rounds N] (got ${argv.slice(i, i + 2).join(" ")})`);
    if (argv[i] === "--pages") pages = value;
    else rounds = value;
    i += 1;
  }
  const realPublic = path.join(root, "public");
  if (!fs.existsSync(path.join(realPublic, "search-index.json"))) throw new Error(`${realPublic} holds no built site: run npm run build first`);
  const log = (line) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-bench-mcp-"));
  try {
    log(`mcp: generating a ${pages}-page corpus and its search index…`);
    const corpus = generateCorpus({ pages, dir: path.join(work, "corpus"), realDocs: true });
    const built = await buildContentIndex(corpus.contentDir, path.join(work, "corpus-site", "search-index.json"));
    const results = await benchMcp({ realPublic, corpusSite: path.dirname(built.file), corpusPages: built.pages, log, rounds });
    console.log(mcpTable(results));
    const goals = [];
    mcpGoals(results, (name, value, limit, met, unit = "") => goals.push({ name, value, limit, unit, met }));
    for (const g of goals) console.log(`${g.met ? "met    " : "NOT MET"}  ${g.name}: ${g.value}${g.unit} (goal ${g.limit}${g.unit})`);
    if (goals.some((g) => !g.met)) process.exitCode = 1;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
