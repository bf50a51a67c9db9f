/**
 * Search figures: the split index's size, raw and gzip, the bytes a reader's
 * first query fetches, and query latency p50/p95 over a fixed list of 50 queries, in Node, through
 * the same code the browser runs (including the highlight and snippet markup of every hit).
 *
 * For a generated corpus the index is built here from its MDX, with the site's own compiler and
 * record builder, so the figures need no Gatsby build of that corpus.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
require("./ts-require.cjs");
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const lib = (file) => require(path.join(root, "src", file));

/**
 * The fixed queries: what readers type, as they type it. Whole words and phrases, prefixes mid-word,
 * typos, identifiers from code and module inputs, questions with stop words, and a few that match
 * nothing (the slowest path: every word, then any word).
 */
export const QUERIES = [
  "vpc", "terraform upgrade", "eks", "vpc_id", "iam role", "kubernetes", "landing zone", "terragrunt",
  "pipeline", "cidr", "te", "terr", "terraf", "dep", "deploy a service", "aws account baseline",
  "how do i deploy a new service", "remote state", "s3 bucket", "dynamodb lock", "rds", "aurora",
  "ecs", "fargate", "load balancer", "alb", "route 53", "certificates", "tls", "secrets manager",
  "kms", "cloudtrail", "guardduty", "cis", "compliance", "packer ami", "docker image", "helm",
  "karpenter", "autoscaling", "subnet", "nat gateway", "bastion", "vpn", "kuberntes", "terrafrom",
  "enable_", "instance_type", "xyzzy", "quantum entanglement",
];

/** Hits the search modal shows of each site section (src/theme/SearchModal/index.tsx), which a query fetches the packs of. */
const MODAL_HITS_PER_SECTION = 5;

/** Every file of a split index (manifest first): the manifest's text and each blob's bytes, by name. */
function readIndexDir(manifestFile) {
  const manifestJson = fs.readFileSync(manifestFile, "utf8");
  const folder = path.dirname(manifestFile);
  const manifest = JSON.parse(manifestJson);
  const { blobFileName } = lib("lib/search/index-files.ts");
  const names = ["t", "r"].flatMap((kind) => manifest.files[kind].blobs.map(([hash]) => blobFileName(manifest.files.folder, kind, hash)));
  const blobs = new Map(names.map((name) => [name, fs.readFileSync(path.join(folder, name))]));
  return { manifest, manifestJson, blobs, manifestGzip: zlib.gzipSync(Buffer.from(manifestJson)).length };
}

/**
 * A fetch of the index's blobs from memory, answering byte ranges as a static host does (206 and
 * Content-Range), that adds up the bytes it answered: as the blobs are compressed already, hosts
 * send them as they are, and these are the bytes on the wire.
 */
export function rangeFetch(blobs) {
  const counter = { bytes: 0, requests: 0 };
  const fetchImpl = async (url, init) => {
    const bytes = blobs.get(String(url).replace(/^\//, ""));
    if (!bytes) return new Response("Not found", { status: 404 });
    const [, first, last] = /^bytes=(\d+)-(\d+)$/.exec(new Headers(init?.headers).get("range") ?? "") ?? [];
    if (first === undefined) throw new Error(`A blob was fetched without a byte range: ${url}`);
    const body = bytes.subarray(Number(first), Number(last) + 1);
    counter.bytes += body.length;
    counter.requests += 1;
    return new Response(body, { status: 206, headers: { "Content-Range": `bytes ${first}-${last}/${bytes.length}` } });
  };
  return { fetchImpl, counter };
}

/** The split index of a read index folder, its blobs served from memory, counting the bytes each query fetches (the manifest's gzip included). */
function openIndex(dir) {
  const { createShardedIndex } = lib("lib/search/sharded.ts");
  const { createEntryReader } = lib("lib/search/index-reader.ts");
  const { fetchImpl, counter } = rangeFetch(dir.blobs);
  const manifest = JSON.parse(dir.manifestJson);
  const readEntries = createEntryReader(manifest, "/", fetchImpl);
  const index = createShardedIndex(manifest, readEntries);
  return { index, readEntries, counter, bytes: () => dir.manifestGzip + counter.bytes };
}

/** Sizes of the whole index as a host stores and serves it: the manifest, raw and gzip, and the blobs, compressed already. */
export function indexSize(manifestFile) {
  const dir = readIndexDir(manifestFile);
  const blobBytes = [...dir.blobs.values()].reduce((n, bytes) => n + bytes.length, 0);
  return {
    files: 1 + dir.blobs.size,
    rawBytes: Buffer.byteLength(dir.manifestJson) + blobBytes,
    gzipBytes: dir.manifestGzip + blobBytes,
    manifestGzipBytes: dir.manifestGzip,
    units: { t: dir.manifest.files.t.unit, r: dir.manifest.files.r.unit },
  };
}

/** The pages whose records the index's packs hold. */
async function indexedPages(dir) {
  const { decodeNumbers } = lib("lib/search/compact-numbers.ts");
  const { readEntries } = openIndex(dir);
  const packs = await Promise.all(readEntries("r", decodeNumbers(dir.manifest.packs).map((_, i) => i)));
  return new Set(packs.flatMap((pack) => pack.pages.map((page) => page[0]))).size;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The split index of `manifestFile`, in Node, through the same code the browser runs (including
 * the highlight and snippet markup of every hit): for each query on a cold index, the gzip bytes
 * of the files it fetched (the manifest included), as a reader's first query would; then on a warm
 * index one warm-up pass and `rounds` timed passes, every query of every pass one sample.
 */
export async function benchIndexFile(manifestFile, { rounds = 10, queries = QUERIES } = {}) {
  const dir = readIndexDir(manifestFile);
  const firstQueryBytes = [];
  const firstQueryRequests = [];
  for (const query of queries) {
    const cold = openIndex(dir);
    await cold.index.search(query, 20, { perSection: MODAL_HITS_PER_SECTION });
    firstQueryBytes.push(cold.bytes());
    firstQueryRequests.push(cold.counter.requests);
  }
  firstQueryBytes.sort((a, b) => a - b);
  firstQueryRequests.sort((a, b) => a - b);
  const warm = openIndex(dir);
  for (const query of queries) await warm.index.search(query);
  const samples = [];
  const slowest = new Map();
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const started = performance.now();
      await warm.index.search(query);
      const ms = performance.now() - started;
      samples.push(ms);
      slowest.set(query, Math.max(slowest.get(query) ?? 0, ms));
    }
  }
  samples.sort((a, b) => a - b);
  const worst = [...slowest.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([q, ms]) => `${q} (${ms.toFixed(1)} ms)`);
  return {
    ...indexSize(manifestFile),
    records: dir.manifest.records,
    pages: await indexedPages(dir),
    queries: queries.length,
    samples: samples.length,
    firstQueryGzipBytes: { median: percentile(firstQueryBytes, 50), p95: percentile(firstQueryBytes, 95), max: firstQueryBytes.at(-1) },
    firstQueryRequests: { median: percentile(firstQueryRequests, 50), max: firstQueryRequests.at(-1) },
    p50Ms: round2(percentile(samples, 50)),
    p95Ms: round2(percentile(samples, 95)),
    slowest: worst,
  };
}

/**
 * Relevance over the committed query set (content/search-queries.yaml): top-3 hit rate and MRR@10
 * of a built index, the same figures the unit test holds to its goal.
 */
export async function relevanceOfIndexFile(manifestFile, queriesFile = path.join(root, "content", "search-queries.yaml")) {
  const { evaluateRelevance, parseRelevanceQueries } = require(path.join(root, "scripts", "search-quality", "relevance.ts"));
  const { parse } = require("yaml");
  const { index } = openIndex(readIndexDir(manifestFile));
  const queries = parseRelevanceQueries(parse(fs.readFileSync(queriesFile, "utf8")));
  const answers = new Map();
  for (const { query } of queries) answers.set(query, (await index.search(query, 50)).hits.map((hit) => hit.url));
  const report = evaluateRelevance(queries, (query) => answers.get(query) ?? []);
  return { queries: report.queries, top3: report.top3, mrr10: report.mrr10, misses: report.misses.map((m) => m.query) };
}

const round1 = (n) => Math.round(n * 10) / 10;
const round2 = (n) => Math.round(n * 100) / 100;

function listMdx(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMdx(full);
    return entry.name.endsWith(".mdx") ? [full] : [];
  });
}

/**
 * Builds the split index of every doc in a content folder and of its service catalog's inputs and
 * outputs, as the site's build does: the manifest at `outFile`, its files beside it. Returns the
 * manifest's path, the seconds the split index took to build, its pages and its records.
 */
export async function buildContentIndex(contentDir, outFile) {
  const matter = require("gray-matter");
  const { parse: parseYaml } = require("yaml");
  const { validateCatalogModule } = lib("lib/content/catalog.ts");
  const { moduleSearchRecords } = lib("lib/search/module-records.ts");
  const { compileDoc } = lib("gatsby/node/compile/index.ts");
  const { buildDocRecords, sectionOf } = lib("lib/search/records.ts");
  const { buildIndexFiles } = lib("lib/search/index-blobs.ts");
  const { docIdFromRelativePath, docPath, applyTrailingSlash } = lib("lib/navigation/paths.ts");
  const { siteConfig } = lib("site-config.ts");
  const docsDir = path.join(contentDir, "docs");
  const records = [];
  for (const file of listMdx(docsDir).sort()) {
    const raw = fs.readFileSync(file, "utf8");
    const { data, content } = matter(raw);
    const id = docIdFromRelativePath(path.relative(docsDir, file).split(path.sep).join("/"));
    const compiled = await compileDoc(content, {
      file: path.relative(contentDir, file),
      lineOffset: 0,
      normaliseInternalPath: (p) => applyTrailingSlash(p, siteConfig.trailingSlash),
      resolveMarkdownLink: () => undefined,
    });
    const pagePath = docPath(id, siteConfig.trailingSlash, data.slug);
    const title = data.title ?? compiled.leadingTitle ?? id;
    const description = data.description ?? compiled.firstParagraph ?? "";
    records.push(...buildDocRecords({ path: pagePath, title, description, body: compiled.tree }, sectionOf(pagePath, siteConfig.search.sections)));
  }
  const catalogDir = path.join(contentDir, "catalog");
  for (const category of fs.existsSync(catalogDir) ? fs.readdirSync(catalogDir).sort() : []) {
    for (const file of fs.readdirSync(path.join(catalogDir, category)).sort()) {
      const { module } = validateCatalogModule(parseYaml(fs.readFileSync(path.join(catalogDir, category, file), "utf8")));
      if (module) records.push(...moduleSearchRecords({ ...module, path: applyTrailingSlash(`/reference/services/${category}/${file.replace(/\.ya?ml$/, "")}`, siteConfig.trailingSlash) }));
    }
  }
  // Timed alone: what the build's search-index step costs at this size.
  const started = performance.now();
  const { manifest, files } = buildIndexFiles(records, { folder: path.basename(outFile, ".json") });
  const buildSeconds = round1((performance.now() - started) / 1000);
  fs.rmSync(path.join(path.dirname(outFile), manifest.files.folder), { recursive: true, force: true });
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(path.dirname(outFile), file.name)), { recursive: true });
    fs.writeFileSync(path.join(path.dirname(outFile), file.name), file.bytes);
  }
  fs.writeFileSync(outFile, JSON.stringify(manifest));
  return { file: outFile, buildSeconds, pages: new Set(records.map((r) => r.url.split("#")[0])).size, records };
}
