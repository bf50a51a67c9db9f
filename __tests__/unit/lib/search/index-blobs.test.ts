import zlib from "node:zlib";
import { buildIndexFiles, chooseUnit, compressEntry, deflateOpen, framedLength, MAX_PADDING } from "../../../../src/lib/search/index-blobs";
import { buildShardedIndex } from "../../../../src/lib/search/shards";
import { entryPlaces } from "../../../../src/lib/search/index-files";
import { decodeNumbers } from "../../../../src/lib/search/compact-numbers";
import { inflateZlib } from "../../../../src/lib/search/inflate";
import type { SearchRecord } from "../../../../src/lib/search/records";
import { records } from "./sample-records";

const decompressNatively = (bytes: Uint8Array) => new Response(new Blob([new Uint8Array(bytes)]).stream().pipeThrough(new DecompressionStream("deflate"))).text();

describe("an index entry as stored", () => {
  it("is a zlib stream of its JSON and trailing spaces, as long as a whole number of units", async () => {
    const json = JSON.stringify({ terms: { vpc: [1, 2, 3] }, headings: {} });
    for (const unit of [1, 7, 64, 1024]) {
      const entry = compressEntry(json, unit);
      expect(entry.length % unit).toBe(0);
      expect(entry.length).toBe(framedLength(deflateOpen(json).length, unit));
      const text = zlib.inflateSync(entry).toString();
      expect(text.trimEnd()).toBe(json);
      expect(JSON.parse(text)).toEqual(JSON.parse(json));
      // What the browser and the fallback read.
      expect(await decompressNatively(entry)).toBe(text);
      expect(new TextDecoder().decode(inflateZlib(entry))).toBe(text);
    }
    expect(zlib.inflateSync(compressEntry(json, 1)).toString()).toBe(json);
  });
});

describe("choosing the unit of lengths", () => {
  it("takes larger units for many entries of a first search's few, and never pads the index past its limit", () => {
    const lengths = Array.from({ length: 5_000 }, (_, i) => 900 + ((i * 7_919) % 1_400));
    const natural = lengths.reduce((sum, n) => sum + framedLength(n, 1), 0);
    const unit = chooseUnit(lengths, 8);
    expect(unit).toBeGreaterThan(16);
    expect(lengths.reduce((sum, n) => sum + framedLength(n, unit), 0) - natural).toBeLessThanOrEqual(MAX_PADDING * natural);
    // A first search that fetches many entries pays for padding more than for the list.
    expect(chooseUnit(lengths, 10_000)).toBeLessThan(unit);
    expect(chooseUnit([], 8)).toBe(1);
  });
});

describe("the index's files", () => {
  const page = (i: number): SearchRecord => ({ id: `/p${i}/`, url: `/p${i}/`, type: "lvl1", lvl0: "Docs", lvl1: `Page ${i}`, content: `About topic${i}, word${i % 13} and term${i % 29}, at some length to fill a section of prose.` });

  it("store every entry, in order, in blobs the manifest lists with every entry's length", async () => {
    const recs = Array.from({ length: 300 }, (_, i) => page(i));
    const { entries } = buildShardedIndex(recs, { shardBytes: 500, packBytes: 400 });
    const { manifest, files } = buildIndexFiles(recs, { folder: "search-index", shardBytes: 500, packBytes: 400, maxBlobBytes: 4_000 });
    const blobs = new Map(files.map((file) => [file.name, file.bytes]));
    for (const kind of ["t", "r"] as const) {
      const directory = manifest.files[kind];
      expect(directory.blobs.length).toBeGreaterThan(1);
      const count = kind === "t" ? manifest.shards.length : decodeNumbers(manifest.packs).length;
      expect(count).toBe(entries[kind].length);
      const place = entryPlaces("search-index", kind, directory, count);
      for (let i = 0; i < count; i += 1) {
        const { blob, offset, length, blobBytes } = place(i);
        expect(blobs.get(blob)!.length).toBe(blobBytes);
        expect(blobBytes).toBeLessThanOrEqual(4_000);
        expect(zlib.inflateSync(blobs.get(blob)!.subarray(offset, offset + length)).toString().trimEnd()).toBe(entries[kind][i]);
      }
    }
    for (const name of blobs.keys()) expect(name).toMatch(/^search-index\/[tr]-[0-9a-f]{16}\.bin$/);
  });

  it("are named by their bytes, so a build of the same records writes the same names, and an edit renames only some", async () => {
    const recs = Array.from({ length: 300 }, (_, i) => page(i));
    const options = { folder: "search-index", shardBytes: 500, packBytes: 400, maxBlobBytes: 4_000 };
    const names = (list: SearchRecord[]) => buildIndexFiles(list, options).files.map((file) => file.name);
    expect(names(recs)).toEqual(names(recs));
    const edited = names(recs.map((r, i) => (i === 299 ? { ...r, lvl1: "Renamed" } : r)));
    const renamed = edited.filter((name) => !names(recs).includes(name));
    expect(renamed.length).toBeGreaterThan(0);
    expect(renamed.length).toBeLessThan(edited.length);
  });

  it("are a manifest and two blobs for a small site", async () => {
    const { manifest, files } = buildIndexFiles(await records(), { folder: "search-index" });
    expect(files.map((file) => file.name[13])).toEqual(["t", "r"]);
    expect(manifest.files.folder).toBe("search-index");
  });
});
