import { createEntryReader, StaleIndexError } from "../../../../src/lib/search/index-reader";
import { buildShardedIndex } from "../../../../src/lib/search/shards";
import type { IndexManifest } from "../../../../src/lib/search/shards";
import { decodeNumbers } from "../../../../src/lib/search/compact-numbers";
import { entryPlaces } from "../../../../src/lib/search/index-files";
import { SMALL_FILES, servedIndex } from "./served-index";
import { records } from "./sample-records";

async function setUp() {
  const recs = await records();
  const site = servedIndex(recs);
  const manifest = JSON.parse(Buffer.from(site.files().get("/search-index.json")!).toString()) as IndexManifest;
  const { entries } = buildShardedIndex(recs, SMALL_FILES);
  const read = createEntryReader(manifest, "/", site.fetchImpl);
  const packs = decodeNumbers(manifest.packs).length;
  return { site, manifest, entries, read, packs };
}

describe("reading the index's entries by byte range", () => {
  it("reads each entry as the build wrote it, entries next to each other in one request", async () => {
    const { site, manifest, entries, read, packs } = await setUp();
    const all = Array.from({ length: packs }, (_, i) => i);
    expect(await Promise.all(read("r", all))).toEqual(entries.r.map((json) => JSON.parse(json)));
    // One request per blob: its entries lie back to back.
    expect(site.requests).toHaveLength(manifest.files.r.blobs.length);
    expect(site.requests.every((r) => r.status === 206 && /^bytes=\d+-\d+$/.test(r.range ?? ""))).toBe(true);
    site.requests.length = 0;
    // Entries apart in a blob: a request each.
    const place = entryPlaces("search-index", "t", manifest.files.t, manifest.shards.length);
    const a = manifest.shards.findIndex((_, i) => i + 2 < manifest.shards.length && place(i).blob === place(i + 2).blob);
    expect(a).toBeGreaterThanOrEqual(0);
    expect(await Promise.all(read("t", [a + 2, a]))).toEqual([a + 2, a].map((i) => JSON.parse(entries.t[i])));
    expect(site.requests).toHaveLength(2);
  });

  it("reads from a host that ignores ranges, keeping each blob it sent whole for its other entries", async () => {
    const { site, manifest, entries, read, packs } = await setUp();
    site.host.ignoreRanges = true;
    expect(await read("r", [0])[0]).toEqual(JSON.parse(entries.r[0]));
    expect(site.requests.map((r) => r.status)).toEqual([200]);
    const sameBlob = entryPlaces("search-index", "r", manifest.files.r, packs);
    const others = Array.from({ length: packs }, (_, i) => i).filter((i) => i > 0 && sameBlob(i).blob === sameBlob(0).blob);
    expect(others.length).toBeGreaterThan(0);
    expect(await Promise.all(read("r", others))).toEqual(others.map((i) => JSON.parse(entries.r[i])));
    expect(site.requests).toHaveLength(1);
  });

  it("takes its entry out of a larger range than it asked for", async () => {
    const { manifest, entries, packs } = await setUp();
    const { files } = servedIndex(await records());
    const place = entryPlaces("search-index", "r", manifest.files.r, packs)(1);
    const blob = files().get(`/${place.blob}`)!;
    // The whole blob, as a 206.
    const wide = async () => new Response(new Uint8Array(blob), { status: 206, headers: { "Content-Range": `bytes 0-${blob.length - 1}/${blob.length}` } });
    expect(await createEntryReader(manifest, "/", wide)("r", [1])[0]).toEqual(JSON.parse(entries.r[1]));
  });

  it("says the index changed when a blob is gone, shorter, another file, or damaged", async () => {
    const { manifest } = await setUp();
    const answering = (response: () => Response) => createEntryReader(manifest, "/", async () => response())("t", [0])[0];
    await expect(answering(() => new Response("Not found", { status: 404 }))).rejects.toThrow(StaleIndexError);
    await expect(answering(() => new Response(null, { status: 416 }))).rejects.toThrow(/changed since this page loaded \(\/search-index\/t-[0-9a-f]+\.bin answered 416\)/);
    // A host's page for every unknown address, answered whole.
    await expect(answering(() => new Response("<!DOCTYPE html><html></html>", { status: 200 }))).rejects.toThrow(/is not the file the manifest describes/);
    const { offset, length, blobBytes } = entryPlaces("search-index", "t", manifest.files.t, manifest.shards.length)(0);
    const range = `bytes ${offset}-${offset + length - 1}`;
    await expect(answering(() => new Response(new Uint8Array(length), { status: 206, headers: { "Content-Range": `${range}/${blobBytes + 1}` } }))).rejects.toThrow(/is not the file/);
    await expect(answering(() => new Response(new Uint8Array(length - 1), { status: 206, headers: { "Content-Range": `${range}/${blobBytes}` } }))).rejects.toThrow(/is not the file/);
    await expect(answering(() => new Response(new Uint8Array(length), { status: 206, headers: { "Content-Range": `${range}/${blobBytes}` } }))).rejects.toThrow(/does not decompress/);
  });

  it("reports a server's error as such, not as a changed index", async () => {
    const { manifest } = await setUp();
    const failing = createEntryReader(manifest, "/", async () => new Response("Unavailable", { status: 503 }))("r", [0])[0];
    await expect(failing).rejects.toThrow("The search index could not be loaded (HTTP 503)");
    await expect(failing).rejects.not.toThrow(StaleIndexError);
  });

  it("decompresses in JavaScript where the browser has no DecompressionStream", async () => {
    const { entries, read } = await setUp();
    const native = globalThis.DecompressionStream;
    try {
      Reflect.deleteProperty(globalThis, "DecompressionStream");
      expect(typeof globalThis.DecompressionStream).toBe("undefined");
      expect(await read("t", [1])[0]).toEqual(JSON.parse(entries.t[1]));
    } finally {
      globalThis.DecompressionStream = native;
    }
  });
});
