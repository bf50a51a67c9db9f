/**
 * Relevance of the search, measured on a set of queries readers type (`content/search-queries.yaml`),
 * each with the pages (or page#heading) a knowledgeable colleague would send them to. Ranks count
 * distinct pages in hit order, as the modal groups hits by page; an expectation with an anchor also
 * needs that heading among the page's hits.
 */

export interface RelevanceQuery {
  query: string;
  /** Pages or page#anchor; any one of them counts. */
  expect: string[];
  kind: string;
}

export interface QueryOutcome {
  query: string;
  kind: string;
  /** 1-based rank of the first expected page among distinct result pages, or null beyond 10. */
  rank: number | null;
  /** The first three result pages, for reading a miss. */
  top: string[];
}

export interface RelevanceReport {
  queries: number;
  /** Share of queries with an expected page among the first three result pages. */
  top3: number;
  /** Mean reciprocal rank of the first expected page within the first ten result pages. */
  mrr10: number;
  /** Top-3 hit rate per kind of query. */
  byKind: Record<string, { queries: number; top3: number }>;
  misses: QueryOutcome[];
}

/** Validates the YAML of the query set; throws naming the entry that is malformed. */
export function parseRelevanceQueries(raw: unknown): RelevanceQuery[] {
  if (!Array.isArray(raw)) throw new Error("the query set must be a list of { query, expect, kind }");
  return raw.map((entry, i) => {
    const item = entry as Partial<RelevanceQuery> | null;
    const expect = item?.expect;
    if (!item || typeof item.query !== "string" || !item.query.trim() || !Array.isArray(expect) || expect.length === 0 || !expect.every((e) => typeof e === "string" && e.startsWith("/"))) {
      throw new Error(`query set entry ${i + 1}: expected { query: text, expect: [/path/ or /path/#anchor, …], kind }`);
    }
    return { query: item.query, expect, kind: typeof item.kind === "string" ? item.kind : "other" };
  });
}

/** Where the first expected page ranks among the hits' distinct pages (1-based), or null past `depth`. */
export function rankOf(hitUrls: readonly string[], expected: readonly string[], depth = 10): { rank: number | null; pages: string[] } {
  const pages: string[] = [];
  for (const url of hitUrls) {
    const page = url.split("#")[0];
    if (!pages.includes(page)) pages.push(page);
  }
  let best: number | null = null;
  for (const target of expected) {
    const [page, anchor] = target.split("#");
    const at = pages.indexOf(page);
    if (at === -1 || at >= depth) continue;
    if (anchor && !hitUrls.includes(target)) continue;
    if (best === null || at + 1 < best) best = at + 1;
  }
  return { rank: best, pages };
}

/** Runs every query through `search` (which returns hit URLs, best first) and scores the ranks. */
export function evaluateRelevance(queries: readonly RelevanceQuery[], search: (query: string) => readonly string[]): RelevanceReport {
  const outcomes: QueryOutcome[] = queries.map((q) => {
    const { rank, pages } = rankOf(search(q.query), q.expect);
    return { query: q.query, kind: q.kind, rank, top: pages.slice(0, 3) };
  });
  const inTop3 = (o: QueryOutcome) => o.rank !== null && o.rank <= 3;
  const byKind: RelevanceReport["byKind"] = {};
  for (const o of outcomes) {
    const entry = (byKind[o.kind] ??= { queries: 0, top3: 0 });
    entry.queries += 1;
    if (inTop3(o)) entry.top3 += 1;
  }
  for (const entry of Object.values(byKind)) entry.top3 = round(entry.top3 / entry.queries);
  const count = Math.max(1, outcomes.length);
  return {
    queries: outcomes.length,
    top3: round(outcomes.filter(inTop3).length / count),
    mrr10: round(outcomes.reduce((sum, o) => sum + (o.rank === null ? 0 : 1 / o.rank), 0) / count),
    byKind,
    misses: outcomes.filter((o) => !inTop3(o)),
  };
}

const round = (n: number) => Math.round(n * 1000) / 1000;
