/**
 * Relevance on the real site (docs/search.md, "Relevance"): every query of `content/search-queries.yaml` runs against
 * an index built from `content/` the way the build builds it (docs, then module inputs and
 * outputs), and the expected page must be among the first three result pages for at least 90 %
 * of them. A ranking change that hurts readers fails here; the bench prints the same figures.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { parse as parseYaml } from "yaml";
import { compileDoc } from "../../../../src/gatsby/node/compile";
import { buildDocRecords, sectionOf, type SearchRecord } from "../../../../src/lib/search/records";
import { moduleSearchRecords } from "../../../../src/lib/search/module-records";
import { createLocalIndex } from "../../../../scripts/search-quality/memory-index";
import { evaluateRelevance, parseRelevanceQueries, rankOf, type RelevanceReport } from "../../../../scripts/search-quality/relevance";
import { validateCatalogModule } from "../../../../src/lib/content/catalog";
import { docIdFromRelativePath, docPath } from "../../../../src/lib/navigation/paths";
import { siteConfig } from "../../../../src/site-config";
import { resolveFacts } from "../../../../src/lib/content/facts";
import { readContentFacts } from "../../../../scripts/content-checks/facts-from-disk";

jest.setTimeout(120_000);

/** The share of queries that must find an expected page in the top 3. */
const TOP3_GOAL = 0.9;

const contentDir = path.join(__dirname, "..", "..", "..", "..", "content");

function listMdx(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listMdx(full) : entry.name.endsWith(".mdx") ? [full] : [];
  });
}

/** The records the build writes to search-index.json, from the same content. */
async function siteRecords(): Promise<SearchRecord[]> {
  const docsDir = path.join(contentDir, "docs");
  const facts = readContentFacts(contentDir);
  const records: SearchRecord[] = [];
  for (const file of listMdx(docsDir).sort()) {
    const { data, content } = matter(fs.readFileSync(file, "utf8"));
    const id = docIdFromRelativePath(path.relative(docsDir, file).split(path.sep).join("/"));
    const compiled = await compileDoc(content, { file, lineOffset: 0, resolveMarkdownLink: () => undefined, normaliseInternalPath: (p) => p });
    const pagePath = docPath(id, siteConfig.trailingSlash, data.slug as string | undefined);
    const title = (data.title as string | undefined) ?? compiled.leadingTitle ?? id;
    const description = (data.description as string | undefined) ?? compiled.firstParagraph ?? "";
    // As the build indexes it: the facts the page states from the catalog and versions.yaml put in.
    const body = resolveFacts(compiled.tree, facts.table);
    records.push(...buildDocRecords({ path: pagePath, title, description, body }, sectionOf(pagePath, siteConfig.search.sections)));
  }
  const catalogDir = path.join(contentDir, "catalog");
  for (const category of fs.readdirSync(catalogDir)) {
    for (const file of fs.readdirSync(path.join(catalogDir, category))) {
      const { module } = validateCatalogModule(parseYaml(fs.readFileSync(path.join(catalogDir, category, file), "utf8")));
      if (module) records.push(...moduleSearchRecords({ ...module, path: `/reference/services/${category}/${file.replace(/\.ya?ml$/, "")}/` }));
    }
  }
  return records;
}

describe("rankOf", () => {
  it("ranks distinct pages in hit order and needs an expected heading among the hits", () => {
    const hits = ["/a/#x", "/a/#y", "/b/", "/c/#z"];
    expect(rankOf(hits, ["/c/"]).rank).toBe(3);
    expect(rankOf(hits, ["/b/", "/a/#y"]).rank).toBe(1);
    expect(rankOf(hits, ["/a/#nope"]).rank).toBeNull();
    expect(rankOf(hits, ["/d/"]).rank).toBeNull();
    expect(rankOf(hits, ["/c/"], 2).rank).toBeNull();
  });
});

describe("search relevance on the real site", () => {
  let report: RelevanceReport;

  beforeAll(async () => {
    const queries = parseRelevanceQueries(parseYaml(fs.readFileSync(path.join(contentDir, "search-queries.yaml"), "utf8")));
    const index = createLocalIndex(await siteRecords());
    const answers = new Map<string, string[]>();
    for (const { query } of queries) answers.set(query, (await index.search(query, 50)).hits.map((hit) => hit.url));
    report = evaluateRelevance(queries, (query) => answers.get(query) ?? []);
    process.stdout.write(
      [
        "",
        `search relevance: ${report.queries} queries, top-3 hit rate ${report.top3} (goal ≥ ${TOP3_GOAL}), MRR@10 ${report.mrr10}`,
        ...Object.entries(report.byKind).map(([kind, k]) => `  ${kind.padEnd(8)} ${String(k.queries).padStart(3)} queries, top-3 ${k.top3}`),
        ...report.misses.map((m) => `  miss: "${m.query}" (${m.kind}) rank ${m.rank ?? "-"}; top: ${m.top.join(", ")}`),
        "",
      ].join("\n"),
    );
  });

  it("has a query set of at least 60 queries of every kind a reader types", () => {
    expect(report.queries).toBeGreaterThanOrEqual(60);
    expect(Object.keys(report.byKind).sort()).toEqual(["concept", "error", "input", "module", "tag", "task", "typo"]);
  });

  it(`finds an expected page in the top 3 for at least ${TOP3_GOAL * 100} % of the queries`, () => {
    expect(report.top3).toBeGreaterThanOrEqual(TOP3_GOAL);
  });
});
