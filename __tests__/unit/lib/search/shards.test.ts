import { buildShardedIndex, SHARDED_INDEX_VERSION } from "../../../../src/lib/search/shards";
import { decodeNumbers } from "../../../../src/lib/search/compact-numbers";
import { unpackRecords } from "../../../../src/lib/search/pack";
import type { RecordPack } from "../../../../src/lib/search/record-packs";
import type { TermShard } from "../../../../src/lib/search/term-shards";
import type { SearchRecord } from "../../../../src/lib/search/records";
import { records } from "./sample-records";

const build = (recs: SearchRecord[]) => buildShardedIndex(recs, { shardBytes: 150, packBytes: 1 });

describe("splitting the index into entries", () => {
  it("lists a start for every term shard, and holds every term in the shard its start says", async () => {
    const { content, entries } = build(await records());
    expect(content.version).toBe(SHARDED_INDEX_VERSION);
    expect(entries.t).toHaveLength(content.shards.length);
    expect(content.shards[0]).toBe("");
    entries.t.forEach((json, i) => {
      const terms = Object.keys((JSON.parse(json) as TermShard).terms);
      for (const term of terms) {
        expect(term >= content.shards[i]).toBe(true);
        if (i + 1 < content.shards.length) expect(term < content.shards[i + 1]).toBe(true);
      }
    });
  });

  it("packs every record once, in id order, as the manifest counts them", async () => {
    const recs = await records();
    const { content, entries } = build(recs);
    expect(content.records).toBe(recs.length);
    const counts = decodeNumbers(content.packs);
    expect(counts).toHaveLength(entries.r.length);
    const unpacked = entries.r.map((json) => unpackRecords(JSON.parse(json) as RecordPack));
    expect(unpacked.map((pack) => pack.length)).toEqual(counts);
    expect(unpacked.flat().map((record) => record.url)).toEqual(recs.map((record) => record.url));
  });

  it("lists each record's section as runs", async () => {
    const recs = await records();
    const { content } = build(recs);
    expect(content.sections).toEqual(["Guides", "Intro"]);
    const guides = recs.filter((r) => r.lvl0 === "Guides").length;
    expect(content.sectionRuns).toEqual([0, guides, 1, recs.length - guides]);
  });

  it("makes the same entries from the same records", async () => {
    const recs = await records();
    expect(build(recs)).toEqual(build(recs));
  });
});
