/**
 * The embedded search backend: the build's records in an inverted index (./inverted-index),
 * answering with the hit shape the hosted DocSearch index returns, so the same modal renders either.
 */
import type { SearchRecord } from "./records";
import { highlight, queryTerms, snippet, type HighlightResult } from "./highlight";
import { InvertedIndex, type FieldSpec } from "./inverted-index";
import { splitWords } from "./terms";
import { truncateAtWord } from "../content/text";

/** Longest query the engine looks at; the rest is ignored, not an error. */
export const MAX_QUERY_LENGTH = 120;

type Level = "lvl0" | "lvl1" | "lvl2" | "lvl3" | "lvl4" | "lvl5" | "lvl6";

/** One hit, as DocSearch expects it from Algolia. */
export interface DocSearchHitShape {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: "lvl1" | "lvl2" | "lvl3" | "content";
  content: string | null;
  hierarchy: Record<Level, string | null>;
  _highlightResult: { content?: HighlightResult; hierarchy: Partial<Record<Level, HighlightResult>> };
  _snippetResult: { content?: { value: string; matchLevel: HighlightResult["matchLevel"] }; hierarchy?: Partial<Record<Level, { value: string; matchLevel: HighlightResult["matchLevel"] }>> };
}

export interface LocalSearchIndex {
  search(query: string, limit?: number): { hits: DocSearchHitShape[]; nbHits: number };
}

/** Cuts a query to the length the engine considers, at a word boundary when it can. */
export function normaliseQuery(query: string): string {
  return truncateAtWord(query.trim().replace(/\s+/g, " "), MAX_QUERY_LENGTH).trim();
}

function toHit(record: SearchRecord, terms: readonly string[]): DocSearchHitShape {
  const hierarchy: Record<Level, string | null> = { lvl0: record.lvl0, lvl1: record.lvl1, lvl2: record.lvl2 ?? null, lvl3: record.lvl3 ?? null, lvl4: null, lvl5: null, lvl6: null };
  const highlighted: Partial<Record<Level, HighlightResult>> = {};
  for (const level of ["lvl0", "lvl1", "lvl2", "lvl3"] as const) {
    const text = hierarchy[level];
    if (text) highlighted[level] = highlight(text, terms);
  }
  const ownHeading = highlighted[record.type];
  // A match in the section's own heading shows the heading; a match in its text shows the text.
  const headingMatched = ownHeading !== undefined && ownHeading.matchLevel !== "none";
  const text = record.content || record.code || "";
  const contentSnippet = snippet(text, terms);
  const [path, anchor] = record.url.split("#");
  return {
    objectID: record.id,
    url: record.url,
    url_without_anchor: path,
    anchor: anchor ?? null,
    type: headingMatched || !text ? record.type : "content",
    content: text || null,
    hierarchy,
    _highlightResult: { content: highlight(text.slice(0, 300), terms), hierarchy: highlighted },
    _snippetResult: {
      content: { value: contentSnippet.value, matchLevel: contentSnippet.matchLevel },
      hierarchy: Object.fromEntries(Object.entries(highlighted).map(([k, v]) => [k, { value: v!.value, matchLevel: v!.matchLevel }])),
    },
  };
}

const FIELDS: FieldSpec<SearchRecord>[] = [
  { boost: 5, text: (r) => r.lvl1 },
  { boost: 3, text: (r) => [r.lvl2, r.lvl3].filter(Boolean).join(" ") },
  { boost: 1, text: (r) => r.content },
  // Code is indexed by its identifiers, ranked below prose.
  { boost: 0.3, text: (r) => r.code ?? "" },
];

const isModuleItem = (record: SearchRecord) => record.lvl2 === "Inputs" || record.lvl2 === "Outputs";

/** A heading as an exact-match key: its words, lowercased, single-spaced ("Step 1: VPC" → "step 1 vpc"). */
export function headingKey(text: string): string {
  return splitWords(text).join(" ").toLowerCase();
}

/**
 * Records by the exact text of their own heading (a page's title, a section's heading, a module
 * input's name). A query that is exactly a heading leads with it, as hosted DocSearch ranks exact
 * attribute matches first: "vpc" opens with the page titled "VPC", not with the sections that
 * mention VPC most often.
 */
function indexHeadings(records: readonly SearchRecord[]): Map<string, number[]> {
  const byHeading = new Map<string, number[]>();
  records.forEach((record, id) => {
    const heading = record[record.type];
    if (!heading) return;
    const key = headingKey(heading);
    const ids = byHeading.get(key) ?? [];
    ids.push(id);
    byHeading.set(key, ids);
  });
  return byHeading;
}

/** The exact heading matches first (pages, then sections, each in rank order), then the other hits. */
function leadWithExact(records: readonly SearchRecord[], exact: readonly number[], ranked: readonly number[]): number[] {
  const position = new Map(ranked.map((id, i) => [id, i]));
  const at = (id: number) => position.get(id) ?? ranked.length + id;
  const isPage = (id: number) => (records[id].type === "lvl1" ? 0 : 1);
  const lead = [...exact].sort((a, b) => isPage(a) - isPage(b) || at(a) - at(b));
  const chosen = new Set(lead);
  return [...lead, ...ranked.filter((id) => !chosen.has(id))];
}

/** Builds the index in memory, once per session, when search is first used. */
export function createLocalIndex(records: readonly SearchRecord[]): LocalSearchIndex {
  const index = new InvertedIndex<SearchRecord>(records, {
    fields: FIELDS,
    // Pages first; a module's inputs and outputs rank low unless the query names one exactly.
    termDependent: isModuleItem,
    recordBoost: (record, term) => (isModuleItem(record) ? (record.lvl3 === term ? 4 : 0.25) : record.type === "lvl1" ? 1.3 : 1),
  });
  const headings = indexHeadings(records);
  return {
    search(rawQuery, limit = 20) {
      const query = normaliseQuery(rawQuery);
      if (!query) return { hits: [], nbHits: 0 };
      const { ids, total } = index.search(query, limit);
      const exact = headings.get(headingKey(query));
      const ranked = exact ? leadWithExact(records, exact, ids).slice(0, limit) : ids;
      const terms = queryTerms(query);
      return { hits: ranked.map((id) => toHit(records[id], terms)), nbHits: Math.max(total, exact?.length ?? 0) };
    },
  };
}

/** A DocSearch search request, in either of the shapes the client sends (`params` as a string is not read). */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: string | { query?: string; hitsPerPage?: number };
  hitsPerPage?: number;
}

/** Answers DocSearch's `search({ requests })` call from the local index, as Algolia would. */
export function answerRequests(index: LocalSearchIndex, requests: readonly SearchRequest[]) {
  return {
    results: requests.map((request) => {
      const params = typeof request.params === "object" ? request.params : {};
      const query = request.query ?? params.query ?? "";
      const hitsPerPage = request.hitsPerPage ?? params.hitsPerPage ?? 20;
      const { hits, nbHits } = index.search(query, hitsPerPage);
      return { hits, nbHits, page: 0, nbPages: 1, hitsPerPage, processingTimeMS: 0, exhaustiveNbHits: true, query, params: "", index: request.indexName ?? "local" };
    }),
  };
}
