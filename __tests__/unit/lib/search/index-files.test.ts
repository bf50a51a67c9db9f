import { encodeNumbers } from "../../../../src/lib/search/compact-numbers";
import { blobFileName, entryPlaces, planBlobs, startAt, type BlobDirectory } from "../../../../src/lib/search/index-files";

describe("where the index's entries are stored", () => {
  it("fills each blob in entry order up to its limit, an entry larger than the limit alone in its own", () => {
    expect(planBlobs([40, 40, 40, 30, 100, 10], 100)).toEqual([2, 2, 1, 1]);
    expect(planBlobs([150, 10], 100)).toEqual([1, 1]);
    expect(planBlobs([], 100)).toEqual([]);
  });

  it("finds each entry by the lengths before it in its blob, in units", () => {
    const directory: BlobDirectory = { unit: 16, lengths: encodeNumbers([2, 1, 3, 1]), blobs: [["aa11", 2], ["bb22", 2]] };
    const place = entryPlaces("search-index", "r", directory, 4);
    expect([0, 1, 2, 3].map(place)).toEqual([
      { blob: "search-index/r-aa11.bin", offset: 0, length: 32, blobBytes: 48 },
      { blob: "search-index/r-aa11.bin", offset: 32, length: 16, blobBytes: 48 },
      { blob: "search-index/r-bb22.bin", offset: 0, length: 48, blobBytes: 64 },
      { blob: "search-index/r-bb22.bin", offset: 48, length: 16, blobBytes: 64 },
    ]);
    expect(blobFileName("x", "t", "0f")).toBe("x/t-0f.bin");
    expect(() => place(4)).toThrow('The search index has no entry 4 of kind "r"');
  });

  it("refuses a directory that does not describe the entries the manifest counts", () => {
    const directory: BlobDirectory = { unit: 1, lengths: encodeNumbers([5, 5]), blobs: [["aa11", 1]] };
    expect(() => entryPlaces("search-index", "t", directory, 2)).toThrow(`The search index's manifest describes 2 and 1 entries of kind "t", not 2`);
    expect(() => entryPlaces("search-index", "t", { ...directory, blobs: [["aa11", 2]] }, 3)).toThrow("describes 2 and 2 entries");
  });

  it("finds the last start at or before a value", () => {
    expect([0, 9, 10, 19, 20, 99].map((v) => startAt([0, 10, 20], v))).toEqual([0, 0, 1, 1, 2, 2]);
    expect(["", "a", "kz", "l", "zz"].map((v) => startAt(["", "l", "t"], v))).toEqual([0, 0, 0, 1, 2]);
  });
});
