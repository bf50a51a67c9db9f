import { buildShardedIndex, chunkFileName, contentHash, entryAt, objectJson, shardFileName, SHARDED_INDEX_VERSION, type RecordChunk, type TermShard } from "../../../../src/lib/search/shards";
import type { SearchRecord } from "../../../../src/lib/search/records";
import { records } from "./sample-records";

const build = (recs: SearchRecord[]) => buildShardedIndex(recs, { folder: "search-index", shardBytes: 150, recordsPerChunk: 2, chunksPerVolume: 2 });
const read = <T>(files: { name: string; json: string }[], name: string): T => JSON.parse(files.find((f) => f.name === name)!.json) as T;
const parse = <T>(files: { name: string; json: string }[], _kind: "t", hash: string): T => read<T>(files, shardFileName("search-index", hash));

describe("splitting the index into files", () => {
  it("puts every term in exactly one shard, shards in key order, the first starting at the beginning", async () => {
    const { manifest, files } = build(await records());
    expect(manifest.version).toBe(SHARDED_INDEX_VERSION);
    expect(manifest.shards.length).toBeGreaterThan(3);
    expect(manifest.shards[0][0]).toBe("");
    const starts = manifest.shards.map(([start]) => start);
    expect([...starts].sort()).toEqual(starts);
    const seen = new Map<string, number>();
    manifest.shards.forEach(([, name], i) => {
      for (const term of Object.keys(parse<TermShard>(files, "t", name).terms)) {
        expect(seen.has(term)).toBe(false);
        seen.set(term, i);
      }
    });
    for (const [term, i] of seen) expect(entryAt(manifest.shards, term)).toBe(i);
    expect(seen.has("dynamodb")).toBe(true);
  });

  it("files exact headings beside their first term, pages apart from sections", async () => {
    const { manifest, files } = build(await records());
    const shard = parse<TermShard>(files, "t", manifest.shards[entryAt(manifest.shards, "remote")][1]);
    expect(shard.headings["remote state"]).toEqual([[], [expect.any(Number)]]);
    expect(shard.terms.remote).toBeDefined();
    const page = parse<TermShard>(files, "t", manifest.shards[entryAt(manifest.shards, "build")][1]);
    expect(page.headings["build a vpc"]).toEqual([[0], []]);
  });

  it("chunks the records in id order, each record once, a hash per volume of chunks", async () => {
    const recs = await records();
    const { manifest, files } = build(recs);
    expect(manifest.records).toBe(recs.length);
    const count = Math.ceil(recs.length / manifest.recordsPerChunk);
    expect(manifest.volumes).toHaveLength(Math.ceil(count / manifest.chunksPerVolume));
    const ids = Array.from({ length: count }, (_, i) => read<RecordChunk>(files, chunkFileName(manifest, i))).flatMap((chunk) => chunk.records.map((_, i) => chunk.first + i));
    expect(ids).toEqual(recs.map((_, i) => i));
    expect(files).toHaveLength(manifest.shards.length + count);
  });

  it("lists each record's section as runs", async () => {
    const recs = await records();
    const { manifest } = build(recs);
    expect(manifest.sections).toEqual(["Guides", "Intro"]);
    const guides = recs.filter((r) => r.lvl0 === "Guides").length;
    expect(manifest.sectionRuns).toEqual([0, guides, 1, recs.length - guides]);
  });

  it("names files by content, so an edit renames only the files it changed", async () => {
    const recs = await records();
    const before = build(recs);
    expect(build(recs).files.map((f) => f.name)).toEqual(before.files.map((f) => f.name));
    const edited = recs.map((r, i) => (i === recs.length - 1 ? { ...r, content: `${r.content} Zebra.` } : r));
    const after = build(edited);
    const changed = after.files.filter((f) => !before.files.some((b) => b.name === f.name));
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThan(after.files.length / 2);
    for (const file of after.files) expect(file.name).toMatch(/^search-index\/(t-[0-9a-z]{8}|r-[0-9a-z]{8}-\d+)\.json$/);
  });

  it("hashes text to a stable short name", () => {
    expect(contentHash("abc")).toBe(contentHash("abc"));
    expect(contentHash("abc")).not.toBe(contentHash("abd"));
    expect(contentHash("")).toMatch(/^[0-9a-z]{8}$/);
  });

  it("finds the entry at or before a value", () => {
    const entries: [number, string][] = [[0, "a"], [10, "b"], [20, "c"]];
    expect([0, 9, 10, 19, 20, 99].map((v) => entryAt(entries, v))).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe("a shard's JSON put together from its parts", () => {
  it("is what JSON.stringify writes for the same object, index-like names first by value", () => {
    const entries: [string, unknown][] = [["vpc", [1, 2]], ["2024", [3]], ["10", [4]], ["0", [5]], ["01", [6]], ["4294967295", [7]], ["4294967294", [8]], ["-1", [9]], ["__proto__", [10]], ["a\"b", { x: 1 }]];
    const json = objectJson(entries.map(([key, value]) => [key, JSON.stringify(value)]));
    expect(json).toBe(JSON.stringify(Object.fromEntries(entries)));
    expect(objectJson([])).toBe("{}");
  });
});
