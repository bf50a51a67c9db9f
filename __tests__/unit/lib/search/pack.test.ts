import { PACKED_INDEX_VERSION, packRecords, unpackRecords } from "../../../../src/lib/search/pack";
import { records } from "./sample-records";

describe("the packed index file", () => {
  it("lists each page once and unpacks to the same records", async () => {
    const all = await records();
    const packed = packRecords(all);
    expect(packed.pages.map((p) => p[0])).toEqual([...new Set(all.map((r) => r.url.split("#")[0]))]);
    expect(packed.records).toHaveLength(all.length);
    expect(unpackRecords(JSON.parse(JSON.stringify(packed)))).toEqual(all);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(all).length * 0.8);
  });

  it("rejects a file of another version, and records that disagree on their page", async () => {
    const packed = packRecords(await records());
    expect(() => unpackRecords({ ...packed, version: PACKED_INDEX_VERSION + 1 })).toThrow("unexpected format");
    const [first] = await records();
    expect(() => packRecords([first, { ...first, id: `${first.url}#x`, url: `${first.url}#x`, lvl1: "Another title" }])).toThrow("disagree");
  });
});
