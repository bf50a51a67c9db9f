import { checkManifest, createShardedIndex, indexTerms } from "../../../../src/lib/search/sharded";
import { buildShardedIndex, type IndexEntries } from "../../../../src/lib/search/shards";
import type { ReadIndexEntries } from "../../../../src/lib/search/sharded";
import type { SearchRecord } from "../../../../src/lib/search/records";
import { records } from "./sample-records";

/** Small shards, and a record a pack. */
const SMALL_ENTRIES = { shardBytes: 150, packBytes: 1 };

/** Reads entries from memory, noting each as `t-3` or `r-0`. */
const reading =
  (entries: IndexEntries, fetched: string[]): ReadIndexEntries =>
  (kind, ids) =>
    ids.map(async (i) => {
      fetched.push(`${kind}-${i}`);
      return JSON.parse(entries[kind][i]);
    });

async function served(recs?: SearchRecord[]) {
  const { content: manifest, entries } = buildShardedIndex(recs ?? (await records()), SMALL_ENTRIES);
  const fetched: string[] = [];
  const index = createShardedIndex(manifest, reading(entries, fetched));
  return { manifest, index, fetched };
}

describe("searching the split index", () => {
  it("fetches the shards of the query's words and the packs of its hits, not the whole index", async () => {
    const { manifest, index, fetched } = await served();
    const { hits } = await index.search("dynamodb", 5);
    expect(hits[0].url).toBe("/intro/terraform/#remote-state");
    const shards = fetched.filter((n) => n.startsWith("t-"));
    const packs = fetched.filter((n) => n.startsWith("r-"));
    expect(shards.length).toBeLessThanOrEqual(2);
    expect(shards.length).toBeLessThan(manifest.shards.length / 2);
    expect(packs.length).toBeLessThanOrEqual(hits.length);
    expect(new Set(fetched).size).toBe(fetched.length);
  });

  it("fetches the shards a typo could be in only when a word matches nothing as typed", async () => {
    const { index, fetched } = await served();
    await index.search("dynamodb", 5);
    const asTyped = fetched.length;
    expect((await index.search("dynamdb", 5)).hits[0]?.url).toBe("/intro/terraform/#remote-state");
    expect(fetched.length).toBeGreaterThanOrEqual(asTyped);
  });

  it("leads with the page or section whose heading is exactly the query", async () => {
    const { index } = await served();
    expect((await index.search("Remote state")).hits[0].url).toBe("/intro/terraform/#remote-state");
    expect((await index.search("build a vpc")).hits[0].url).toBe("/guides/vpc/");
  });

  it("answers an empty query or stop words alone with nothing, fetching nothing", async () => {
    const { index, fetched } = await served();
    expect(await index.search("  ")).toEqual({ hits: [], nbHits: 0 });
    expect(fetched).toEqual([]);
    expect((await index.search("the")).nbHits).toBe(0);
  });

  it("answers the modal with the hits it shows, a few per section, fetching only their text, and counts every match", async () => {
    const record = (section: string, page: number): SearchRecord => ({ id: `/${section}/${page}/`, url: `/${section}/${page}/`, type: "lvl1", lvl0: section, lvl1: `Page ${page}`, content: `Networking page ${page}.` });
    const recs = [1, 2, 3, 4].flatMap((page) => [record("Guides", page), record("Intro", page)]).sort((a, b) => a.lvl0.localeCompare(b.lvl0));
    const { content: manifest, entries } = buildShardedIndex(recs, SMALL_ENTRIES);
    const fetched: string[] = [];
    const index = createShardedIndex(manifest, reading(entries, fetched));
    expect((await index.search("networking", 20)).hits).toHaveLength(8);
    fetched.length = 0;
    const shown = await index.search("networking", 20, { perSection: 2 });
    expect(shown.hits.map((h) => h.hierarchy.lvl0).sort()).toEqual(["Guides", "Guides", "Intro", "Intro"]);
    expect(shown.nbHits).toBe(8);
    expect(fetched).toEqual([]); // their packs were fetched by the first search
    const fresh = createShardedIndex(manifest, reading(entries, fetched));
    await fresh.search("networking", 20, { perSection: 2 });
    expect(fetched.filter((n) => n.startsWith("r-"))).toHaveLength(4);
  });

  it("answers one character from the manifest, fetching nothing", async () => {
    const { index, fetched } = await served();
    const { hits, nbHits } = await index.search("v", 20);
    expect(hits.map((h) => h.url)).toEqual(["/guides/vpc/"]);
    expect(nbHits).toBe(1);
    expect(hits[0]._highlightResult.hierarchy.lvl1?.value).toBe("Build a <mark>V</mark>PC");
    expect(fetched).toEqual([]);
    expect(await index.search("é")).toEqual({ hits: [], nbHits: 0 });
    expect(fetched).toEqual([]);
  });

  it("fetches no text for an answer that is already stale", async () => {
    const { index, fetched } = await served();
    const answer = await index.search("dynamodb", 5, { isStale: () => true });
    expect(answer.hits).toEqual([]);
    expect(answer.nbHits).toBeGreaterThan(0);
    expect(fetched.filter((n) => n.startsWith("r-"))).toEqual([]);
  });

  it("fetches the shards of a key typed in a burst at once, and its hits' text only after a pause, none once the reader typed on", async () => {
    const { index, fetched } = await served();
    let pause = () => undefined as void;
    let stale = false;
    const answer = index.search("dynamodb", 5, { isStale: () => stale, settle: new Promise<void>((resolve) => (pause = resolve)) });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetched.filter((n) => n.startsWith("t-")).length).toBeGreaterThan(0);
    expect(fetched.filter((n) => n.startsWith("r-"))).toEqual([]);
    stale = true;
    pause();
    expect((await answer).hits).toEqual([]);
    expect(fetched.filter((n) => n.startsWith("r-"))).toEqual([]);
    stale = false;
    const paused = await index.search("dynamodb", 5, { isStale: () => stale, settle: Promise.resolve() });
    expect(paused.hits[0].url).toBe("/intro/terraform/#remote-state");
    // Text already at hand does not wait.
    const cached = await index.search("dynamodb", 5, { isStale: () => stale, settle: new Promise<void>(() => undefined) });
    expect(cached.hits).toEqual(paused.hits);
  });

  it("refuses a manifest of another version, or without the first keystroke's answer", async () => {
    expect(() => checkManifest({ version: 3, records: [] })).toThrow("The search index has an unexpected format (version 3, expected 4)");
    expect(() => checkManifest(null)).toThrow("unexpected format");
    const { manifest } = await served();
    expect(checkManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
    const { starter, ...withoutStarter } = manifest;
    expect(starter).toBeDefined();
    expect(() => checkManifest(withoutStarter)).toThrow("unexpected format");
  });

  it("reads a one-letter last word as the start of a word to come, not a word that narrows the hits", async () => {
    const page = (path: string, title: string, content: string): SearchRecord => ({ id: path, url: path, type: "lvl1", lvl0: "Guides", lvl1: title, content });
    const { index } = await served([
      page("/rds/", "RDS PostgreSQL", "A managed PostgreSQL database."),
      page("/rds/backups/", "RDS backups", "Run mkdir -p /backups before the first snapshot."),
      page("/rds/replicas/", "RDS read replicas", "Replicas serve reads."),
    ]);
    const rds = await index.search("rds");
    const typing = await index.search("rds p");
    expect(typing.hits.map((h) => h.url)).toEqual(rds.hits.map((h) => h.url));
    expect(typing.nbHits).toBe(3);
    // Nothing is marked for the letter: every word that begins with it would be.
    expect(JSON.stringify(typing.hits)).not.toContain("<mark>P");
    // Past the letter, it is a word like any other.
    expect((await index.search("rds p ")).hits.map((h) => h.url)).toEqual(["/rds/backups/"]);
    expect((await index.search("rds po")).hits.map((h) => h.url)).toEqual(["/rds/"]);
  });

  it("asks for the entries a query needs together, each once, and again for one whose fetch failed", async () => {
    const { content: manifest, entries } = buildShardedIndex(await records(), SMALL_ENTRIES);
    const calls: string[][] = [];
    let failing = true;
    const index = createShardedIndex(manifest, (kind, ids) => {
      calls.push(ids.map((i) => `${kind}-${i}`));
      return ids.map(async (i) => {
        if (kind === "r" && failing) throw new Error("offline");
        return JSON.parse(entries[kind][i]);
      });
    });
    await expect(index.search("vpc dynamodb", 20)).rejects.toThrow("offline");
    const [shardCall, packCall] = calls;
    expect(shardCall.length).toBeGreaterThan(1);
    expect(shardCall.every((name) => name.startsWith("t-"))).toBe(true);
    expect(packCall.length).toBeGreaterThan(1);
    failing = false;
    calls.length = 0;
    expect((await index.search("vpc dynamodb", 20)).hits.length).toBeGreaterThan(0);
    // The shards are at hand; only the packs that failed are asked for, together, again.
    expect(calls).toEqual([packCall]);
  });

  it("reads a query as the index's terms", () => {
    expect(indexTerms("The VPC of a vpc team")).toEqual(["vpc", "team"]);
  });
});

describe("a term that is also a name of Object.prototype", () => {
  it("is found, also in a shard that carries the full counts of truncated terms", async () => {
    const record = (i: number, content: string): SearchRecord => ({ id: `/p${i}/`, url: `/p${i}/`, type: "lvl1", lvl0: "Docs", lvl1: `Page ${i}`, content });
    // Over MAX_POSTINGS records with one word: its list is truncated and the shard gets `df`.
    const many = Array.from({ length: 2001 }, (_, i) => record(i, "__common words of every page"));
    const all = [...many, record(2001, "Setting __proto__ on a parsed object changes its prototype"), { ...record(2002, "Why it matters"), lvl1: "The __proto__ key" }];
    const { content: manifest, entries } = buildShardedIndex(all, { shardBytes: 10_000_000 });
    expect(manifest.shards).toHaveLength(1);
    const index = createShardedIndex(manifest, reading(entries, []));
    const { hits } = await index.search("__proto__", 5);
    // Ranked by weight (the title above the prose), which needs the term's own count, not Object.prototype.
    expect(hits.map((hit) => hit.url)).toEqual(["/p2002/", "/p2001/"]);
  });
});
