/**
 * The embedded search backend's answers: records as hits in the shape the hosted DocSearch index
 * returns, so the same modal renders either. The index itself is split into files the browser
 * fetches as queries need them (./shards, ./sharded).
 */
import type { SearchRecord } from "./records";
import { highlight, snippet, type HighlightResult } from "./highlight";
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

export interface LocalSearchOptions {
  /**
   * Answer with at most this many hits of each site section (lvl0), in rank order: DocSearch's
   * modal shows no more than `maxResultsPerGroup` of a section, so fetching the text of the rest
   * would be wasted. `nbHits` still counts every match.
   */
  perSection?: number;
  /**
   * Asked before the hits' text is fetched: true when the reader has typed on and this answer will
   * be thrown away (DocSearch uses only the latest), so its text is not fetched at all.
   */
  isStale?: () => boolean;
  /**
   * Resolves after a pause in the reader's typing (./client): an answer whose hits' text is not yet
   * fetched waits for it, then asks `isStale`, and fetches no text for a query the reader has typed
   * past, whose hits would never be drawn.
   */
  settle?: Promise<void>;
}

export interface LocalSearchIndex {
  search(query: string, limit?: number, options?: LocalSearchOptions): Promise<{ hits: DocSearchHitShape[]; nbHits: number }>;
}

/** Cuts a query to the length the engine considers, at a word boundary when it can. */
export function normaliseQuery(query: string): string {
  return truncateAtWord(query.trim().replace(/\s+/g, " "), MAX_QUERY_LENGTH).trim();
}

/**
 * A query whose last word is a single letter after other words ("rds p") is one whose reader has
 * only begun that word: the letter would match, as a whole word, records that happen to hold it
 * ("-p" in a shell command), narrowing the hits to those. So it is left out until a second letter
 * comes ("rds p" answers as "rds" does). A letter followed by a space or other characters is a word
 * the reader finished, and stays; a query of one letter alone is the first keystroke's (./starter).
 */
export function withoutLoneLastLetter(query: string): string {
  const letter = /(?:^|[^\p{L}\p{N}_])([\p{L}\p{N}_])$/u.exec(query)?.[1];
  if (letter === undefined) return query;
  const before = query.slice(0, query.length - letter.length);
  return /[\p{L}\p{N}_]/u.test(before) ? before : query;
}

/** A record as a DocSearch hit, its text highlighted for the query's terms. */
export function toHit(record: SearchRecord, terms: readonly string[]): DocSearchHitShape {
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

/** A DocSearch search request, in either of the shapes the client sends (`params` as a string is not read). */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  params?: string | { query?: string; hitsPerPage?: number };
  hitsPerPage?: number;
}

/** Answers DocSearch's `search({ requests })` call from the local index, as Algolia would. */
export async function answerRequests(index: LocalSearchIndex, requests: readonly SearchRequest[], options: LocalSearchOptions = {}) {
  return {
    results: await Promise.all(
      requests.map(async (request) => {
        const params = typeof request.params === "object" ? request.params : {};
        const query = request.query ?? params.query ?? "";
        const hitsPerPage = request.hitsPerPage ?? params.hitsPerPage ?? 20;
        const { hits, nbHits } = await index.search(query, hitsPerPage, options);
        return { hits, nbHits, page: 0, nbPages: 1, hitsPerPage, processingTimeMS: 0, exhaustiveNbHits: true, query, params: "", index: request.indexName ?? "local" };
      }),
    ),
  };
}
