import { buildRecordPacks, cutPacks, pageRuns, planPacks, type RecordPack } from "../../../../src/lib/search/record-packs";
import type { SearchRecord } from "../../../../src/lib/search/records";
import { unpackRecords } from "../../../../src/lib/search/pack";
import { records } from "./sample-records";

const sizing = { filesPerPage: 1.2, minBytes: 100, maxBytes: 1_000 };

describe("cutting records into packs", () => {
  it("keeps whole pages together while they fit, and cuts a page larger than a pack into parts of about equal size", () => {
    // Pages of 2, 1 and 2 records of 40 characters, then a page of 6 records of 50.
    const sizes = [40, 40, 40, 40, 40, 50, 50, 50, 50, 50, 50];
    const runs = [2, 1, 2, 6];
    expect(cutPacks(sizes, runs, 120)).toEqual([3, 2, 2, 2, 2]);
    expect(cutPacks(sizes, runs, 1_000)).toEqual([11]);
    // Smaller than a record: one record a pack.
    expect(cutPacks(sizes, runs, 1)).toEqual(sizes.map(() => 1));
  });

  it("sees a page's consecutive records as one run", () => {
    expect(pageRuns(["/a/", "/a/", "/b/", "/a/", "/c/", "/c/"])).toEqual([2, 1, 1, 2]);
  });

  it("takes the smallest packs that keep the index within its files per page", () => {
    const sizes = Array.from({ length: 100 }, () => 30);
    const pages = sizes.map((_, i) => `/p${Math.floor(i / 5)}/`);
    // 20 pages of 150 characters: 24 files allowed, 4 of them taken by the manifest and shards.
    const packs = planPacks(sizes, pages, 4, sizing);
    expect(packs.length).toBeLessThanOrEqual(20);
    expect(packs.reduce((a, b) => a + b)).toBe(100);
    // With fewer files taken, packs may be smaller: more of them, each a page at most.
    expect(planPacks(sizes, pages, 1, { ...sizing, filesPerPage: 3 }).length).toBeGreaterThan(20);
  });

  it("keeps the smallest packs when no size meets the files per page, as a small site with large pages", () => {
    const sizes = Array.from({ length: 100 }, () => 30);
    const pages = sizes.map((_, i) => `/p${Math.floor(i / 50)}/`);
    // Two pages: two files allowed, and the term shards alone take more.
    expect(planPacks(sizes, pages, 5, sizing)).toEqual(cutPacks(sizes, pageRuns(pages), sizing.minBytes));
  });
});

describe("the packs' files", () => {
  it("hold every record once, in id order, with the id of the first", async () => {
    const recs = await records();
    const { counts, jsons } = buildRecordPacks(recs, { ...sizing, minBytes: 1 }, 0);
    expect(counts.reduce((a, b) => a + b)).toBe(recs.length);
    const packs = jsons.map((json) => JSON.parse(json) as RecordPack);
    expect(packs.map((p) => p.first)).toEqual(counts.map((_, i) => counts.slice(0, i).reduce((a, b) => a + b, 0)));
    const unpacked = packs.flatMap((p) => unpackRecords(p));
    expect(unpacked.map((r) => r.url)).toEqual(recs.map((r) => r.url));
  });

  it("leave out the code of a record that has prose, which a hit never shows", () => {
    const record = (url: string, content: string): SearchRecord => ({ id: url, url, type: "lvl1", lvl0: "Docs", lvl1: "Page", content, code: "aws_vpc cidr_block" });
    const [pack] = buildRecordPacks([record("/a/", "Prose."), record("/b/", "")]).jsons.map((json) => unpackRecords(JSON.parse(json) as RecordPack));
    expect(pack.map((r) => r.code)).toEqual([undefined, "aws_vpc cidr_block"]);
  });
});
