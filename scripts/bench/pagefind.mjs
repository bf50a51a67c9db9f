/* global window -- the harness functions run in the page, through page.evaluate */
/**
 * Pagefind beside our search (docs/decisions/embedded-search-engine.md), on the same built site
 * and the same queries.
 *
 * Pagefind (npm `pagefind`, pinned) indexes a copy of the built `public/`: the doc's article (its
 * title and body, without breadcrumbs and buttons), as a site would configure it. Then, in Chromium,
 * on a page of the same site served gzip-compressed:
 *
 * - bytes to first results: each query in a fresh browser, from calling Pagefind to having the top
 *   five results' data (their URLs, titles, excerpts: what a results list shows), counting what
 *   was fetched (its script, WebAssembly, index chunks and fragments), gzip on the wire;
 * - latency: every query once to warm, then timed again, p50/p95;
 * - relevance: content/search-queries.yaml, ranks by page (with sub-result anchors for the
 *   expectations that name a heading), through the same evaluation as ours.
 *
 * Its index's files and bytes are also taken at the generated corpus's size, without a site: the
 * corpus's pages given to Pagefind as HTML made from our search records (`pagefindRecordsIndex`).
 *
 * Ours on the same terms, for the table: the bytes a first query fetches besides the modal's
 * interface (the search library's chunk and the index files) and the search's main-thread time per
 * query, both measured by ./search-suite.mjs.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import { serveStatic } from "../static-server.mjs";

const require = createRequire(import.meta.url);
require("./ts-require.cjs");
const { chromium } = require("playwright-core");
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const CHROME_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/** Indexes a copy of `publicDir` with Pagefind; returns the copy, the index size and the seconds it took. */
export async function pagefindIndex(publicDir, work) {
  const pagefind = await import("pagefind");
  const site = path.join(work, "pagefind-site");
  fs.cpSync(publicDir, site, { recursive: true });
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ rootSelector: "main article", excludeSelectors: ["nav", "button", "[aria-hidden=true]"], forceLanguage: "en" });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  const added = await index.addDirectory({ path: site });
  if (added.errors.length > 0) throw new Error(`Pagefind: ${added.errors.join("; ")}`);
  await index.writeFiles({ outputPath: path.join(site, "pagefind") });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  await pagefind.close();
  fs.writeFileSync(path.join(site, "__pagefind-bench.html"), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pagefind bench</title></head><body></body></html>');
  return { site, pages: added.page_count, seconds, ...outputSize(path.join(site, "pagefind")), version: pagefindVersion() };
}

const pagefindVersion = () => JSON.parse(fs.readFileSync(path.join(root, "node_modules", "pagefind", "package.json"), "utf8")).version;

/** The files Pagefind wrote under `dir`: how many, their bytes, and their bytes on the wire. */
function outputSize(dir) {
  let files = 0;
  let raw = 0;
  let gzip = 0;
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        files += 1;
        raw += fs.statSync(file).size;
        // Pagefind's index files are gzip already; served as they are.
        gzip += wireBytes(file);
      }
    }
  };
  walk(dir);
  return { files, rawBytes: raw, gzipBytes: gzip };
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

/**
 * Pagefind's index of pages given as our search records (each page's title, its sections' headings
 * with their anchors, and their text), written under `work`: its files and bytes, for the size of
 * a corpus that has no built site.
 */
export async function pagefindRecordsIndex(records, work) {
  const pagefind = await import("pagefind");
  const pages = new Map();
  for (const record of records) {
    const [url, anchor] = record.url.split("#");
    if (!pages.has(url)) pages.set(url, { title: record.lvl1, body: [] });
    const heading = record.type === "lvl1" ? "" : record[record.type] ?? "";
    const tag = record.type === "lvl3" ? "h3" : "h2";
    pages.get(url).body.push(`${heading ? `<${tag} id="${escapeHtml(anchor ?? "")}">${escapeHtml(heading)}</${tag}>` : ""}<p>${escapeHtml(record.content)}</p>`);
  }
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ rootSelector: "main article", forceLanguage: "en" });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  for (const [url, page] of pages) {
    const content = `<!doctype html><html lang="en"><head><title>${escapeHtml(page.title)}</title></head><body><main><article><h1>${escapeHtml(page.title)}</h1>${page.body.join("")}</article></main></body></html>`;
    const added = await index.addHTMLFile({ url, content });
    if (added.errors.length > 0) throw new Error(`Pagefind, ${url}: ${added.errors.join("; ")}`);
  }
  const out = path.join(work, "pagefind-records");
  fs.rmSync(out, { recursive: true, force: true });
  await index.writeFiles({ outputPath: out });
  await pagefind.close();
  const size = outputSize(out);
  fs.rmSync(out, { recursive: true, force: true });
  return { pages: pages.size, seconds: Math.round((performance.now() - started) / 100) / 10, ...size, version: pagefindVersion() };
}

/** In the page: installs `window.pagefindSearch`, Pagefind's top results for a query, the first five with their data. */
function installPagefindSearch() {
  let pagefind;
  window.pagefindSearch = async (query) => {
    pagefind ??= await import("/pagefind/pagefind.js");
    const found = await pagefind.search(query);
    const data = await Promise.all(found.results.slice(0, 5).map((r) => r.data()));
    return { count: found.results.length, urls: data.flatMap((d) => [d.url, ...(d.sub_results ?? []).map((s) => s.url)]) };
  };
}

async function timedSearch(query) {
  const started = performance.now();
  await window.pagefindSearch(query);
  return performance.now() - started;
}

const pick = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 100) / 100;
};

/** What a file of the site weighs on the wire: Pagefind's index files are gzip already and served as they are; the rest is compressed by the server. */
function wireBytes(file) {
  const bytes = fs.readFileSync(file);
  return /\.(pf_\w+|wasm\.\w+)$/.test(file) ? bytes.length : zlib.gzipSync(bytes).length;
}

/** Bytes to first results, latency and relevance of Pagefind over its indexed copy of the site. */
export async function measurePagefind({ site, queries, relevanceQueries }) {
  const { evaluateRelevance } = require(path.join(root, "scripts", "search-quality", "relevance.ts"));
  const server = await serveStatic(site, 0, { compress: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROME_ARGS });
  const open = async (context) => {
    const page = await context.newPage();
    await page.goto(`${server.url}/__pagefind-bench.html`);
    await page.evaluate(installPagefindSearch);
    return page;
  };
  try {
    const bytes = [];
    const empty = [];
    for (const query of queries) {
      const context = await browser.newContext();
      const page = await open(context);
      // Pagefind fetches its WebAssembly, index and fragments from a worker, whose requests the
      // page's Resource Timing does not list: they are counted from the browser's network events.
      const finished = [];
      context.on("requestfinished", (request) => finished.push(request));
      const { count } = await page.evaluate((q) => window.pagefindSearch(q), query);
      await page.waitForTimeout(300);
      // Chromium reports 0 bytes for a worker's own script (Pagefind's ~12 KB worker): a body that
      // arrived but was not counted is weighed from the file it was served from.
      const sizes = await Promise.all(
        finished.map(async (r) => {
          const counted = (await r.sizes()).responseBodySize;
          const status = (await r.response())?.status() ?? 0;
          const file = path.join(site, decodeURIComponent(new URL(r.url()).pathname));
          return { url: r.url(), bytes: counted === 0 && status === 200 && fs.existsSync(file) && fs.statSync(file).isFile() ? wireBytes(file) : counted };
        }),
      );
      if (count > 0 && !sizes.some((f) => /\.pf_fragment$/.test(f.url))) throw new Error(`Pagefind "${query}": no fragment among ${sizes.map((f) => f.url).join(", ")}`);
      bytes.push(sizes.reduce((sum, f) => sum + f.bytes, 0));
      if (count === 0) empty.push(query);
      await context.close();
    }
    const page = await open(await browser.newContext());
    for (const query of queries) await page.evaluate(timedSearch, query);
    const times = [];
    for (const query of queries) times.push(await page.evaluate(timedSearch, query));
    const answers = new Map();
    for (const { query } of relevanceQueries) {
      const { urls } = await page.evaluate((q) => window.pagefindSearch(q), query);
      answers.set(query, urls.map((u) => new URL(u, server.url).pathname + (new URL(u, server.url).hash || "")));
    }
    const relevance = evaluateRelevance(relevanceQueries, (query) => answers.get(query) ?? []);
    return { medianBytes: pick(bytes, 50), maxBytes: Math.max(...bytes), p50Ms: pick(times, 50), p95Ms: pick(times, 95), top3: relevance.top3, mrr10: relevance.mrr10, noResults: empty };
  } finally {
    await browser.close();
    await server.close();
  }
}
