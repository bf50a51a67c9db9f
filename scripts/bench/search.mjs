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

/** Every file of a split index (manifest first), with its raw and gzip sizes. */
function readIndexDir(manifestFile) {
  const manifestJson = fs.readFileSync(manifestFile, "utf8");
  const folder = path.dirname(manifestFile);
  const manifest = JSON.parse(manifestJson);
  const { shardFileName, packFileName } = lib("lib/search/shards.ts");
  const names = [...manifest.shards.map((_, i) => shardFileName(manifest, i)), ...manifest.packs.map((_, i) => packFileName(manifest, i))];
  const files = new Map(names.map((name) => [name, fs.readFileSync(path.join(folder, name), "utf8")]));
  const gzip = (text) => zlib.gzipSync(Buffer.from(text)).length;
  const sizes = new Map(names.map((name) => [name, gzip(files.get(name))]));
  return { manifest, manifestJson, files, sizes, manifestGzip: gzip(manifestJson) };
}

/** The split index of `manifestFile` served from memory, counting the gzip bytes each query fetches. */
function openIndex(dir) {
  const { createShardedIndex } = lib("lib/search/sharded.ts");
  const fetched = new Set();
  const index = createShardedIndex(JSON.parse(dir.manifestJson), async (name) => {
    fetched.add(name);
    return JSON.parse(dir.files.get(name));
  });
  const bytes = () => dir.manifestGzip + [...fetched].reduce((sum, name) => sum + dir.sizes.get(name), 0);
  return { index, fetched, bytes };
}

/** Sizes of the whole index as served: raw, gzip (default level, as servers compress) and brotli. */
export function indexSize(manifestFile) {
  const dir = readIndexDir(manifestFile);
  const all = [dir.manifestJson, ...dir.files.values()].map((text) => Buffer.from(text));
  return {
    files: all.length,
    rawBytes: all.reduce((n, b) => n + b.length, 0),
    gzipBytes: all.reduce((n, b) => n + zlib.gzipSync(b).length, 0),
    manifestGzipBytes: dir.manifestGzip,
  };
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
  for (const query of queries) {
    const cold = openIndex(dir);
    await cold.index.search(query);
    firstQueryBytes.push(cold.bytes());
  }
  firstQueryBytes.sort((a, b) => a - b);
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
    pages: new Set([...dir.files.values()].flatMap((json) => (json.startsWith('{"first"') ? JSON.parse(json).pages.map((p) => p[0]) : []))).size,
    queries: queries.length,
    samples: samples.length,
    firstQueryGzipBytes: { median: percentile(firstQueryBytes, 50), p95: percentile(firstQueryBytes, 95), max: firstQueryBytes.at(-1) },
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
  const { buildShardedIndex } = lib("lib/search/shards.ts");
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
  const { manifest, files } = buildShardedIndex(records, { folder: path.basename(outFile, ".json") });
  const buildSeconds = round1((performance.now() - started) / 1000);
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(path.dirname(outFile), file.name)), { recursive: true });
    fs.writeFileSync(path.join(path.dirname(outFile), file.name), file.json);
  }
  fs.writeFileSync(outFile, JSON.stringify(manifest));
  return { file: outFile, buildSeconds, pages: new Set(records.map((r) => r.url.split("#")[0])).size, records };
}
