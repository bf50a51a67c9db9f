import { buildShardedIndex, packFileName, shardFileName, SHARDED_INDEX_VERSION } from "../../../../src/lib/search/shards";
import type { RecordPack } from "../../../../src/lib/search/record-packs";
import type { TermShard } from "../../../../src/lib/search/term-shards";
import type { SearchRecord } from "../../../../src/lib/search/records";
import { records } from "./sample-records";

const options = { folder: "search-index", shardBytes: 150, packSizing: { filesPerPage: 1.2, minBytes: 1, maxBytes: 1_000 }, perVolume: 2 };
const build = (recs: SearchRecord[]) => buildShardedIndex(recs, options);
const read = <T>(files: { name: string; json: string }[], name: string): T => JSON.parse(files.find((f) => f.name === name)!.json) as T;

describe("splitting the index into files", () => {
  it("lists every file it writes in the manifest, shards then packs, each named in its volume", async () => {
    const { manifest, files } = build(await records());
    expect(manifest.version).toBe(SHARDED_INDEX_VERSION);
    const listed = [...manifest.shards.map((_, i) => shardFileName(manifest, i)), ...manifest.packs.map((_, i) => packFileName(manifest, i))];
    expect(files.map((f) => f.name)).toEqual(listed);
    expect(manifest.shardVolumes).toHaveLength(Math.ceil(manifest.shards.length / 2));
    expect(manifest.packVolumes).toHaveLength(Math.ceil(manifest.packs.length / 2));
    for (const name of listed) expect(name).toMatch(/^search-index\/[tr]-[0-9a-z]{8}-\d+\.json$/);
    expect(Object.keys(read<TermShard>(files, shardFileName(manifest, 0)).terms).length).toBeGreaterThan(0);
  });

  it("packs every record once, in id order, as the manifest counts them", async () => {
    const recs = await records();
    const { manifest, files } = build(recs);
    expect(manifest.records).toBe(recs.length);
    expect(manifest.packs.reduce((a, b) => a + b)).toBe(recs.length);
    const firsts = manifest.packs.map((_, i) => read<RecordPack>(files, packFileName(manifest, i)).first);
    expect(firsts).toEqual(manifest.packs.map((_, i) => manifest.packs.slice(0, i).reduce((a, b) => a + b, 0)));
  });

  it("keeps a site of many small pages within 1.2 files per page, a page or so a pack", () => {
    const page = (i: number): SearchRecord[] => [
      { id: `/p${i}/`, url: `/p${i}/`, type: "lvl1", lvl0: "Docs", lvl1: `Page ${i}`, content: `About topic${i} and topic${i + 1}, at some length to fill a section of prose.` },
      { id: `/p${i}/#more`, url: `/p${i}/#more`, type: "lvl2", lvl0: "Docs", lvl1: `Page ${i}`, lvl2: "More", content: `Details of topic${i}, with word${i % 7} and word${i % 11}.` },
    ];
    const recs = Array.from({ length: 500 }, (_, i) => page(i)).flat();
    const { manifest, files } = buildShardedIndex(recs, { folder: "search-index", packSizing: { filesPerPage: 1.2, minBytes: 50, maxBytes: 2_000 } });
    expect(files.length + 1).toBeLessThanOrEqual(1.2 * 500);
    expect(manifest.packs.length).toBeLessThanOrEqual(500);
  });

  it("lists each record's section as runs", async () => {
    const recs = await records();
    const { manifest } = build(recs);
    expect(manifest.sections).toEqual(["Guides", "Intro"]);
    const guides = recs.filter((r) => r.lvl0 === "Guides").length;
    expect(manifest.sectionRuns).toEqual([0, guides, 1, recs.length - guides]);
  });

  it("names files by content, so an edit renames only the files of its volume", async () => {
    const recs = await records();
    const before = build(recs);
    expect(build(recs).files.map((f) => f.name)).toEqual(before.files.map((f) => f.name));
    const edited = recs.map((r, i) => (i === recs.length - 1 ? { ...r, content: `${r.content} Zebra.` } : r));
    const after = build(edited);
    const renamed = after.files.filter((f) => !before.files.some((b) => b.name === f.name));
    expect(renamed.length).toBeGreaterThan(0);
    expect(renamed.length).toBeLessThan(after.files.length / 2);
  });
});
