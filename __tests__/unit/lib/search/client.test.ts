import { countingMatches, createLatestSearch, createSearchClient, TYPING_BURST_MS, TYPING_SETTLE_MS, typingSettleMs, type DocSearchClientLike, type SearchResults } from "../../../../src/lib/search/client";
import type { DocSearchHitShape } from "../../../../src/lib/search/engine";
import { createLocalIndex } from "../../../../scripts/search-quality/memory-index";
import { records } from "./sample-records";

const embedded = { appId: "", apiKey: "", indexName: "docs_site_dev", facetFilters: ["language:en"] };
const hosted = { ...embedded, appId: "APP123", apiKey: "public-key" };

/** DocSearch's own client: the modal over the embedded index must never call it. */
const docSearchClient = (): DocSearchClientLike & { extra: string } => ({
  extra: "kept",
  search: () => Promise.reject(new Error("the network was used")),
});

describe("the search client", () => {
  it("answers from the embedded index when no hosted keys are set", async () => {
    const index = createLocalIndex(await records());
    const loadIndex = jest.fn(async () => index);
    const client = createSearchClient(embedded, { indexUrl: "/search-index.json", loadIndex });
    expect(client.hosted).toBe(false);
    const { hits, nbHits } = await client.search("remote state", 5);
    expect(loadIndex).toHaveBeenCalledWith("/search-index.json");
    expect(hits[0].url).toBe("/intro/terraform/#remote-state");
    expect(nbHits).toBeGreaterThan(0);
  });

  it("starts loading the embedded index before the first query, silently, and not for the hosted one", async () => {
    const loadIndex = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(createLocalIndex(await records()));
    createSearchClient(embedded, { indexUrl: "/i.json", loadIndex }).prepare();
    expect(loadIndex).toHaveBeenCalledWith("/i.json");
    await Promise.resolve();
    const hostedLoad = jest.fn();
    createSearchClient(hosted, { indexUrl: "/i.json", loadIndex: hostedLoad }).prepare();
    expect(hostedLoad).not.toHaveBeenCalled();
  });

  it("queries the hosted index with its facet filters and highlight tags when the keys are set", async () => {
    const search = jest.fn(async () => ({ results: [{ hits: [{ objectID: "a", url: "/a/" }], nbHits: 7 }] }));
    const liteClient = jest.fn(() => ({ search }));
    const client = createSearchClient(hosted, { indexUrl: "/search-index.json", loadHostedClient: async () => ({ liteClient }) as never });
    expect(client.hosted).toBe(true);
    const result = await client.search("vpc", 50);
    await client.search("eks", 50);
    expect(liteClient).toHaveBeenCalledTimes(1);
    expect(liteClient).toHaveBeenCalledWith("APP123", "public-key");
    expect(search).toHaveBeenCalledWith({
      requests: [{ indexName: "docs_site_dev", query: "vpc", hitsPerPage: 50, facetFilters: ["language:en"], highlightPreTag: "<mark>", highlightPostTag: "</mark>", attributesToSnippet: ["content:24"] }],
    });
    expect(result).toEqual({ hits: [{ objectID: "a", url: "/a/" }], nbHits: 7 });
  });

  it("answers DocSearch's requests locally, in either shape, keeping the rest of its client", async () => {
    const index = createLocalIndex(await records());
    const onIndexLoad = jest.fn();
    const client = createSearchClient(embedded, { indexUrl: "/i.json", loadIndex: async () => index }).answeringLocally(docSearchClient(), onIndexLoad);
    expect(client.extra).toBe("kept");
    const { results } = await client.search({ requests: [{ indexName: "docs_site_dev", query: "remote state", hitsPerPage: 3 }] });
    expect(results[0]).toMatchObject({ index: "docs_site_dev", hitsPerPage: 3, hits: [expect.objectContaining({ url: "/intro/terraform/#remote-state" })] });
    const legacy = await client.search([{ indexName: "docs_site_dev", params: { query: "nat gateways" } }]);
    expect(legacy.results[0]).toMatchObject({ query: "nat gateways" });
    expect(onIndexLoad).toHaveBeenLastCalledWith(null);
  });

  it("passes the modal's per-section limit on, and answers a request the reader typed past as the newest one", async () => {
    const perSection: (number | undefined)[] = [];
    const index = {
      search: jest.fn(async (query: string, _limit?: number, options: { perSection?: number; isStale?: () => boolean } = {}) => {
        perSection.push(options.perSection);
        await new Promise((resolve) => setTimeout(resolve, 5));
        // As the split index does: no text fetched, no hits, for an answer already overtaken.
        if (options.isStale?.()) return { hits: [], nbHits: 0 };
        return { hits: [{ url: `/${query}/` } as DocSearchHitShape], nbHits: 1 };
      }),
    };
    const pending: boolean[] = [];
    const client = createSearchClient(embedded, { indexUrl: "/i.json", loadIndex: async () => index }).answeringLocally(docSearchClient(), jest.fn(), {
      perSection: 5,
      onPending: (p) => pending.push(p),
    });
    const first = client.search({ requests: [{ indexName: "docs_site_dev", query: "ter" }] });
    const second = client.search({ requests: [{ indexName: "docs_site_dev", query: "terr" }] });
    const [a, b] = await Promise.all([first, second]);
    expect(perSection).toEqual([5, 5]);
    // Pending from the first request until the last answer, once.
    expect(pending).toEqual([true, false]);
    // Never an empty "no results" for the overtaken query: it answers with the newest one's hits.
    expect(a).toBe(b);
    expect(b.results[0]).toMatchObject({ query: "terr", hits: [{ url: "/terr/" }] });
    const alone = await client.search({ requests: [{ indexName: "docs_site_dev", query: "vpc" }] });
    expect(alone.results[0]).toMatchObject({ hits: [{ url: "/vpc/" }] });
  });

  it("answers a request the reader typed past as the newest one even when its own answer came later", async () => {
    // The earlier query is the slower one (more of the index to fetch): it finishes after the newest.
    const index = {
      search: jest.fn(async (query: string) => {
        await new Promise((resolve) => setTimeout(resolve, query === "rd" ? 30 : 5));
        return { hits: [{ url: `/${query}/` } as DocSearchHitShape], nbHits: query === "rd" ? 409 : 1 };
      }),
    };
    const client = createSearchClient(embedded, { indexUrl: "/i.json", loadIndex: async () => index }).answeringLocally(docSearchClient(), jest.fn());
    const early = client.search({ requests: [{ indexName: "docs_site_dev", query: "rd" }] });
    const late = client.search({ requests: [{ indexName: "docs_site_dev", query: "rds p" }] });
    const [a, b] = await Promise.all([early, late]);
    expect(b.results[0]).toMatchObject({ query: "rds p", nbHits: 1 });
    expect(a).toBe(b);
  });

  it("reports the newest query's own match count, not a sum over the keystrokes or an overtaken query's", async () => {
    const counts: [string, number][] = [];
    const base = {
      search: jest.fn(async ({ requests }: { requests: { query?: string }[] }) => {
        const query = requests[0].query ?? "";
        await new Promise((resolve) => setTimeout(resolve, query === "rd" ? 20 : 5));
        return { results: [{ hits: [], nbHits: query === "rd" ? 141 : 1, query }] };
      }),
    } as unknown as DocSearchClientLike;
    const client = countingMatches(base, (query, nbHits) => counts.push([query, nbHits]));
    const early = client.search({ requests: [{ indexName: "docs_site_dev", query: "rd" }] });
    const late = client.search({ requests: [{ indexName: "docs_site_dev", query: "rds p" }] });
    await Promise.all([early, late]);
    expect(counts).toEqual([["rds p", 1]]);
    await client.search({ requests: [{ indexName: "docs_site_dev", query: "vpc" }] });
    expect(counts).toEqual([["rds p", 1], ["vpc", 1]]);
  });

  it("answers with no hits and reports the error while the index cannot load, trying again at the next search", async () => {
    const index = createLocalIndex(await records());
    const loadIndex = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(index);
    const onIndexLoad = jest.fn();
    const client = createSearchClient(embedded, { indexUrl: "/i.json", loadIndex }).answeringLocally(docSearchClient(), onIndexLoad);
    const failed = await client.search({ requests: [{ indexName: "docs_site_dev", query: "vpc" }] });
    expect(failed.results[0]).toMatchObject({ hits: [], nbHits: 0 });
    expect(onIndexLoad).toHaveBeenLastCalledWith(new Error("offline"));
    await client.search({ requests: [{ indexName: "docs_site_dev", query: "vpc" }] });
    expect(onIndexLoad).toHaveBeenLastCalledWith(null);
  });

  it("lets an answer to a key typed in a burst wait for the next key before fetching, and answers a first or slow key at once", async () => {
    jest.useFakeTimers();
    try {
      const settled: string[] = [];
      const index = {
        search: jest.fn(async (query: string, _limit?: number, options: { settle?: Promise<void> } = {}) => {
          if (options.settle) {
            await options.settle;
            settled.push(query);
          }
          return { hits: [], nbHits: query.length };
        }),
      };
      const client = createSearchClient(embedded, { indexUrl: "/i.json", loadIndex: async () => index }).answeringLocally(docSearchClient(), jest.fn());
      const ask = (query: string) => client.search({ requests: [{ indexName: "docs_site_dev", query }] });
      await ask("t");
      jest.advanceTimersByTime(80);
      const typed = ask("te");
      // Half as long again as the interval the reader types at.
      await jest.advanceTimersByTimeAsync(119);
      expect(settled).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      await typed;
      expect(settled).toEqual(["te"]);
      // A key after a pause answers at once.
      jest.advanceTimersByTime(TYPING_BURST_MS);
      await ask("ter");
      expect(settled).toEqual(["te"]);
      expect(index.search.mock.calls.map(([query, , options]) => [query, options?.settle !== undefined])).toEqual([["t", false], ["te", true], ["ter", false]]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("waits longer for a reader who types more slowly, or whose last key came late, up to a limit", () => {
    expect(typingSettleMs([])).toBe(0);
    expect(typingSettleMs([Infinity])).toBe(0);
    expect(typingSettleMs([Infinity, 80])).toBe(120);
    expect(typingSettleMs([160, 80])).toBe(240);
    expect(typingSettleMs([80, 300])).toBe(TYPING_SETTLE_MS);
    expect(typingSettleMs([80, TYPING_BURST_MS])).toBe(0);
    expect(typingSettleMs([TYPING_BURST_MS, 100])).toBe(150);
    expect(typingSettleMs([2_000, 600])).toBe(TYPING_SETTLE_MS);
  });
});

describe("createLatestSearch", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const results = (query: string): SearchResults => ({ hits: [], nbHits: query.length });

  it("searches once typing pauses, for the last query only", async () => {
    const search = jest.fn(async (query: string) => results(query));
    const deliver = jest.fn();
    const searches = createLatestSearch(search, 120);
    searches.request("v", deliver);
    jest.advanceTimersByTime(50);
    searches.request("vpc", deliver);
    await jest.advanceTimersByTimeAsync(120);
    expect(search.mock.calls).toEqual([["vpc"]]);
    expect(deliver).toHaveBeenCalledWith({ results: results("vpc") });
  });

  it("drops an answer that arrives after a newer query or after the box was emptied", async () => {
    let answer: (value: SearchResults) => void = () => undefined;
    const search = jest.fn(() => new Promise<SearchResults>((resolve) => (answer = resolve)));
    const deliver = jest.fn();
    const searches = createLatestSearch(search, 120);
    searches.request("vpc", deliver);
    await jest.advanceTimersByTimeAsync(120);
    searches.request("", deliver);
    answer(results("vpc"));
    await Promise.resolve();
    expect(deliver).not.toHaveBeenCalled();
  });

  it("delivers an error as an outcome", async () => {
    const deliver = jest.fn();
    createLatestSearch(() => Promise.reject(new Error("HTTP 500")), 0).request("vpc", deliver);
    await jest.advanceTimersByTimeAsync(0);
    expect(deliver).toHaveBeenCalledWith({ error: new Error("HTTP 500") });
  });
});
