import { contentHash, indexFileName, namedFiles, startAt, volumeHashes } from "../../../../src/lib/search/index-files";

describe("the index's file names", () => {
  it("hashes text to a stable short name", () => {
    expect(contentHash("abc")).toBe(contentHash("abc"));
    expect(contentHash("abc")).not.toBe(contentHash("abd"));
    expect(contentHash("")).toMatch(/^[0-9a-z]{8}$/);
  });

  it("names each file by its volume's hash and its place, so an edit renames only its volume's files", () => {
    const jsons = ["a", "b", "c", "d", "e"];
    const { volumes, files } = namedFiles("r", jsons, "search-index", 2);
    expect(volumes).toEqual(volumeHashes(jsons, 2));
    expect(volumes).toHaveLength(3);
    expect(files.map((f) => f.json)).toEqual(jsons);
    expect(files[3].name).toBe(`search-index/r-${volumes[1]}-3.json`);
    expect(indexFileName("t", { folder: "x", perVolume: 2, volumes }, 4)).toBe(`x/t-${volumes[2]}-4.json`);
    const edited = namedFiles("r", ["a", "b", "C", "d", "e"], "search-index", 2).files.map((f) => f.name);
    expect(edited.filter((name, i) => name !== files[i].name)).toEqual([edited[2], edited[3]]);
  });

  it("finds the last start at or before a value", () => {
    expect([0, 9, 10, 19, 20, 99].map((v) => startAt([0, 10, 20], v))).toEqual([0, 0, 1, 1, 2, 2]);
    expect(["", "a", "kz", "l", "zz"].map((v) => startAt(["", "l", "t"], v))).toEqual([0, 0, 0, 1, 2]);
  });
});
