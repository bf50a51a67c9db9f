/**
 * Search figures (issue 6): the embedded index's size, raw and gzip, and query latency p50/p95
 * over a fixed list of 50 queries, in Node, through the same engine the browser runs (including
 * the highlight and snippet markup of every hit returned).
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

/** Sizes of the index file as served: raw, gzip (default level, as servers compress) and brotli. */
export function indexSize(file) {
  const raw = fs.readFileSync(file);
  return { rawBytes: raw.length, gzipBytes: zlib.gzipSync(raw).length, brotliBytes: zlib.brotliCompressSync(raw).length };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Loads a packed index file into the engine and times the queries: one warm-up pass, then
 * `rounds` passes; every query of every pass is one sample.
 */
export function benchIndexFile(file, { rounds = 10, queries = QUERIES } = {}) {
  const { unpackRecords } = lib("lib/search/pack.ts");
  const { createLocalIndex } = lib("lib/search/engine.ts");
  const packed = JSON.parse(fs.readFileSync(file, "utf8"));
  let started = performance.now();
  const records = unpackRecords(packed);
  const index = createLocalIndex(records);
  const loadMs = performance.now() - started;
  for (const query of queries) index.search(query);
  const samples = [];
  const slowest = new Map();
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      started = performance.now();
      index.search(query);
      const ms = performance.now() - started;
      samples.push(ms);
      slowest.set(query, Math.max(slowest.get(query) ?? 0, ms));
    }
  }
  samples.sort((a, b) => a - b);
  const worst = [...slowest.entries()].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([q, ms]) => `${q} (${ms.toFixed(1)} ms)`);
  return {
    ...indexSize(file),
    records: records.length,
    pages: packed.pages.length,
    queries: queries.length,
    samples: samples.length,
    loadMs: round1(loadMs),
    p50Ms: round2(percentile(samples, 50)),
    p95Ms: round2(percentile(samples, 95)),
    slowest: worst,
  };
}

/**
 * Relevance over the committed query set (content/search-queries.yaml): top-3 hit rate and MRR@10
 * of a built index, the same figures the unit test holds to its goal.
 */
export function relevanceOfIndexFile(file, queriesFile = path.join(root, "content", "search-queries.yaml")) {
  const { unpackRecords } = lib("lib/search/pack.ts");
  const { createLocalIndex } = lib("lib/search/engine.ts");
  const { evaluateRelevance, parseRelevanceQueries } = lib("lib/search/relevance.ts");
  const { parse } = require("yaml");
  const index = createLocalIndex(unpackRecords(JSON.parse(fs.readFileSync(file, "utf8"))));
  const queries = parseRelevanceQueries(parse(fs.readFileSync(queriesFile, "utf8")));
  const report = evaluateRelevance(queries, (query) => index.search(query, 50).hits.map((hit) => hit.url));
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
 * Builds the packed index of every doc in a content folder, as the site's build would (docs
 * only; a real build adds the service catalog's inputs and outputs) and writes it to `outFile`.
 */
export async function buildContentIndex(contentDir, outFile) {
  const matter = require("gray-matter");
  const { compileDoc } = lib("gatsby/node/compile/index.ts");
  const { buildDocRecords, sectionOf } = lib("lib/search/records.ts");
  const { packRecords } = lib("lib/search/pack.ts");
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
  fs.mkdirSync(path.dirname(outFile), { recursive: true });
  fs.writeFileSync(outFile, JSON.stringify(packRecords(records)));
  return outFile;
}
