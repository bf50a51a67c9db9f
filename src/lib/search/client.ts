/**
 * The one search client of the site. It decides once whether queries go to the hosted DocSearch
 * index (when its keys are configured; docs/decisions/embedded-search-engine.md) or to the
 * embedded index the build writes, answers either way in DocSearch's hit shape, and serves both
 * the modal (as DocSearch's client) and the full results page (through `createLatestSearch`, which
 * debounces typing and drops answers to queries the reader has already typed past).
 */
import type { LegacySearchMethodProps, LiteClient, SearchMethodParams, SearchResponses } from "algoliasearch/lite";
import { isHostedSearch, type SearchConfig } from "./config";
import { answerRequests, type DocSearchHitShape, type LocalSearchIndex, type LocalSearchOptions, type SearchRequest } from "./engine";
import { loadLocalIndex } from "./load";
import { siteRelativeHit } from "./hit-url";
import { siteConfig } from "../../site-config";

/** How long the results page waits after a keystroke before it searches. */
export const SEARCH_DEBOUNCE_MS = 120;

/**
 * The modal searches at every keystroke, as DocSearch asks. Keys less than `TYPING_BURST_MS` apart
 * are a word being typed: an answer to one of them fetches its shards at once (the next key's words
 * mostly need the same), but waits for the next key before it fetches its hits' text, and fetches
 * none when it comes. It waits, from the keystroke, half as long again as the longer of the
 * reader's last two intervals between keys, so that a key a little late (on a busy phone) still
 * comes in time, and at most `TYPING_SETTLE_MS` (Pagefind's interface waits 300 ms after every
 * key). The hits of "te", "ter", "terr"… would be drawn for a moment at best, and their text was
 * most of what typing a word fetched; meanwhile the first key's pages stay. A first key, a pasted
 * query, a key after a pause of a second and a query whose text is at hand answer at once.
 */
export const TYPING_BURST_MS = 1_000;
export const TYPING_SETTLE_MS = 250;

/** How long an answer to a key typed after these intervals (newest last) waits for the next one; 0 when the reader is not typing a word. */
export function typingSettleMs(intervals: readonly number[]): number {
  const last = intervals.slice(-2);
  if (last.length === 0 || last[last.length - 1] >= TYPING_BURST_MS) return 0;
  return Math.min(TYPING_SETTLE_MS, Math.round(1.5 * Math.max(...last.filter((gap) => gap < TYPING_BURST_MS))));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface SearchResults {
  hits: DocSearchHitShape[];
  nbHits: number;
}

/** The origins whose hits are this site's own: the production URL and the site being read. */
export function siteOrigins(): string[] {
  return [siteConfig.url, ...(typeof location === "undefined" ? [] : [location.origin])];
}

/** The part of DocSearch's client the modal's `transformSearchClient` replaces. */
export interface DocSearchClientLike {
  search: LiteClient["search"];
}

export interface SearchClient {
  /** True when queries go to the hosted index; the modal then uses DocSearch's own client as it is. */
  readonly hosted: boolean;
  /**
   * Starts loading what the first query needs before it is typed (the embedded index's manifest),
   * so the first keystroke waits only for its own files. A failure here is not reported: the query
   * that follows loads again and reports it.
   */
  prepare(): void;
  /** Up to `limit` hits for `query`, best first, with the total number of matches. */
  search(query: string, limit: number): Promise<SearchResults>;
  /**
   * For the modal over the embedded index: DocSearch's client with its searches answered locally.
   * `onIndexLoad` hears, at every search, whether the index could be loaded (null) or not (the error);
   * while it cannot, searches answer with no hits, and the next one tries to load it again.
   */
  answeringLocally<C extends DocSearchClientLike>(client: C, onIndexLoad: (error: Error | null) => void, options?: LocalAnswerOptions): C;
}

export interface LocalAnswerOptions extends LocalSearchOptions {
  /**
   * Hears whether an answer is on its way. DocSearch draws "No results for …" while the first
   * answer to a query is awaited (hosted answers come in tens of milliseconds; the split index may
   * need two round trips), so the modal hides that screen while one is pending.
   */
  onPending?: (pending: boolean) => void;
}

export interface SearchClientOptions {
  /** Where the build publishes the embedded index. */
  indexUrl: string;
  loadIndex?: (url: string) => Promise<LocalSearchIndex>;
  /** Loads Algolia's client only when a hosted query is made (tests pass their own). */
  loadHostedClient?: () => Promise<Pick<typeof import("algoliasearch/lite"), "liteClient">>;
}

const NO_HITS: LocalSearchIndex = { search: async () => ({ hits: [], nbHits: 0 }) };

/** DocSearch's `search`, typed as Algolia's generic method, answered by `answer` (one typed boundary). */
function searchAnsweredBy(answer: (requests: readonly SearchRequest[]) => Promise<SearchResponses<DocSearchHitShape>>): LiteClient["search"] {
  function search<T>(params: SearchMethodParams | LegacySearchMethodProps): Promise<SearchResponses<T>>;
  function search(params: SearchMethodParams | LegacySearchMethodProps): Promise<SearchResponses<DocSearchHitShape>> {
    return answer(Array.isArray(params) ? params : params.requests);
  }
  return search;
}

export function createSearchClient(config: SearchConfig, options: SearchClientOptions): SearchClient {
  const { indexUrl, loadIndex = loadLocalIndex, loadHostedClient = () => import("algoliasearch/lite") } = options;
  const hosted = isHostedSearch(config);
  let hostedClient: Promise<LiteClient> | undefined;

  async function searchHosted(query: string, limit: number): Promise<SearchResults> {
    hostedClient ??= loadHostedClient().then(({ liteClient }) => liteClient(config.appId, config.apiKey));
    const { results } = await (await hostedClient).search<DocSearchHitShape>({
      requests: [
        { indexName: config.indexName, query, hitsPerPage: limit, facetFilters: config.facetFilters, highlightPreTag: "<mark>", highlightPostTag: "</mark>", attributesToSnippet: ["content:24"] },
      ],
    });
    const [first] = results;
    if (!first || !("hits" in first)) throw new Error("The search service answered without hits");
    const origins = siteOrigins();
    return { hits: first.hits.map((hit: DocSearchHitShape) => siteRelativeHit(hit, origins)), nbHits: first.nbHits ?? first.hits.length };
  }

  return {
    hosted,
    prepare() {
      if (!hosted) loadIndex(indexUrl).catch(() => undefined);
    },
    async search(query, limit) {
      if (hosted) return searchHosted(query, limit);
      return (await loadIndex(indexUrl)).search(query, limit);
    },
    answeringLocally(client, onIndexLoad, { onPending, ...localOptions } = {}) {
      let latest = 0;
      let inFlight = 0;
      const track = <T>(promise: Promise<T>): Promise<T> => {
        if ((inFlight += 1) === 1) onPending?.(true);
        return promise.finally(() => {
          if ((inFlight -= 1) === 0) onPending?.(false);
        });
      };
      let newest: Promise<SearchResponses<DocSearchHitShape>> | undefined;
      let lastRequest = -Infinity;
      const intervals: number[] = [];
      const answer = async (requests: readonly SearchRequest[], mine: number, settle: Promise<void> | undefined): Promise<SearchResponses<DocSearchHitShape>> => {
        try {
          const index = await loadIndex(indexUrl);
          onIndexLoad(null);
          const isStale = () => mine !== latest;
          const responses = await answerRequests(index, requests, { ...localOptions, isStale, ...(settle ? { settle } : {}) });
          // Typed past (before its hits' text was fetched, which is then skipped, or after):
          // DocSearch draws the newest request's hits but takes its "See all N results" count from
          // whichever answer arrives last, so this one answers as the newest request does, never
          // with a false "no results" or another query's count.
          return isStale() && newest ? newest : responses;
        } catch (error) {
          onIndexLoad(error instanceof Error ? error : new Error(String(error)));
          return answerRequests(NO_HITS, requests);
        }
      };
      const search = searchAnsweredBy((requests) => {
        const now = Date.now();
        intervals.push(now - lastRequest);
        if (intervals.length > 2) intervals.shift();
        lastRequest = now;
        // The wait runs from the keystroke, alongside the fetch of the query's shards.
        const settleMs = typingSettleMs(intervals);
        return (newest = track(answer(requests, (latest += 1), settleMs > 0 ? wait(settleMs) : undefined)));
      });
      return { ...client, search };
    },
  };
}

/** The query of a DocSearch request list (the first request's). */
const queryOf = (requests: readonly SearchRequest[]): string => {
  const [first] = requests;
  return first?.query ?? (typeof first?.params === "object" ? (first.params.query ?? "") : "");
};

/**
 * DocSearch's client, reporting the match count of the newest request when its answer arrives.
 * DocSearch's own "See all N results" adds each answer's count to the one it held when the query
 * was sent, so typing `rds p` showed the sum over every keystroke (409 for one match); the modal
 * shows this count instead. Answers to requests since overtaken are not reported.
 */
export function countingMatches<C extends DocSearchClientLike>(client: C, onCount: (query: string, nbHits: number) => void): C {
  let issued = 0;
  const search = searchAnsweredBy(async (requests) => {
    const mine = (issued += 1);
    // The requests are DocSearch's own, passed through unchanged: only the engine's reading of them is narrower (SearchRequest).
    const responses = await client.search<DocSearchHitShape>({ requests: [...requests] as SearchMethodParams["requests"] });
    if (mine === issued) onCount(queryOf(requests), responses.results.reduce((sum, result) => sum + ("nbHits" in result ? (result.nbHits ?? 0) : 0), 0));
    return responses;
  });
  return { ...client, search };
}

/** What became of a query: its results, or why there are none. */
export type SearchOutcome = { results: SearchResults } | { error: Error };

/**
 * Runs the queries of a search box: each waits `debounceMs` after the last keystroke, and an answer
 * is delivered only if no other query (or an emptied box) came after it, however late it arrives.
 */
export function createLatestSearch(search: (query: string) => Promise<SearchResults>, debounceMs: number) {
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    latest += 1;
    clearTimeout(timer);
  };
  return {
    /** Searches for `query` (none when it is empty), then calls `deliver` unless overtaken. */
    request(query: string, deliver: (outcome: SearchOutcome) => void): void {
      cancel();
      if (!query) return;
      const mine = latest;
      timer = setTimeout(() => {
        search(query).then(
          (results) => mine === latest && deliver({ results }),
          (error: unknown) => mine === latest && deliver({ error: error instanceof Error ? error : new Error(String(error)) }),
        );
      }, debounceMs);
    },
    /** Drops the pending query and any answer still on its way. */
    cancel,
  };
}

/** The site's client, as configured at build time. */
export const searchClient: SearchClient = createSearchClient(siteConfig.search, { indexUrl: siteConfig.search.embeddedIndexPath });
