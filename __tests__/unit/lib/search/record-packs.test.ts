import { buildRecordPacks, cutPacks, packBytesFor, pageRuns, PACK_SIZING, type RecordPack } from "../../../../src/lib/search/record-packs";
import type { SearchRecord } from "../../../../src/lib/search/records";
import { unpackRecords } from "../../../../src/lib/search/pack";
import { records } from "./sample-records";

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

  it("sizes packs by the square root of the index's text, within their limits", () => {
    // Sites of 1.6 million characters of records (the real site has 1.7) and 82 million (the bench's 10,000 pages).
    expect(packBytesFor(1_600_000)).toBe(PACK_SIZING.minBytes);
    expect(packBytesFor(82_000_000)).toBeGreaterThan(6_800);
    expect(packBytesFor(82_000_000)).toBeLessThan(7_200);
    expect(packBytesFor(4 * 82_000_000)).toBeCloseTo(2 * packBytesFor(82_000_000), -1);
    expect(packBytesFor(1_000)).toBe(PACK_SIZING.minBytes);
    expect(packBytesFor(1e12)).toBe(PACK_SIZING.maxBytes);
  });
});

describe("the packs' files", () => {
  it("hold every record once, in id order", async () => {
    const recs = await records();
    const { counts, jsons } = buildRecordPacks(recs, 1);
    expect(counts.reduce((a, b) => a + b)).toBe(recs.length);
    expect(counts.every((count) => count === 1)).toBe(true);
    const packs = jsons.map((json) => JSON.parse(json) as RecordPack);
    const unpacked = packs.flatMap((p) => unpackRecords(p));
    expect(unpacked.map((r) => r.url)).toEqual(recs.map((r) => r.url));
  });

  it("leave out the code of a record that has prose, which a hit never shows", () => {
    const record = (url: string, content: string): SearchRecord => ({ id: url, url, type: "lvl1", lvl0: "Docs", lvl1: "Page", content, code: "aws_vpc cidr_block" });
    const [pack] = buildRecordPacks([record("/a/", "Prose."), record("/b/", "")]).jsons.map((json) => unpackRecords(JSON.parse(json) as RecordPack));
    expect(pack.map((r) => r.code)).toEqual([undefined, "aws_vpc cidr_block"]);
  });
});
