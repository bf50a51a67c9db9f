import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeSearchIndex } from "../../../../../src/gatsby/node/outputs/search-index";
import type { SearchRecord } from "../../../../../src/lib/search/records";
import type { IndexManifest } from "../../../../../src/lib/search/shards";
import { blobFileName } from "../../../../../src/lib/search/index-files";

const record = (i: number): SearchRecord => ({ id: `/p${i}/`, url: `/p${i}/`, type: "lvl1", lvl0: "Docs", lvl1: `Page ${i}`, content: `Words about topic${i}.` });

/** The blobs a manifest lists, by file name. */
const listed = (manifest: IndexManifest) => (["t", "r"] as const).flatMap((kind) => manifest.files[kind].blobs.map(([hash]) => path.posix.basename(blobFileName(manifest.files.folder, kind, hash))));

describe("writing the search index", () => {
  it("writes blobs named by their content once, keeps them across builds, and removes those no build uses", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-search-index-"));
    const folder = path.join(publicDir, "search-index");
    await expect(writeSearchIndex(publicDir, [1, 2, 3].map(record), [])).resolves.toBe(3);
    const first = fs.readdirSync(folder);
    expect(first.length).toBeGreaterThan(1);
    expect(first.some((name) => name.includes(".partial"))).toBe(false);
    // A file already there under its name is that very file: a rebuild leaves it as it is.
    const kept = path.join(folder, first[0]);
    fs.writeFileSync(kept, "planted");
    await writeSearchIndex(publicDir, [1, 2, 3].map(record), []);
    expect(fs.readFileSync(kept, "utf8")).toBe("planted");
    // Another index: the files it does not list are gone, and the manifest names only present files.
    await writeSearchIndex(publicDir, [4, 5].map(record), []);
    const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, "search-index.json"), "utf8")) as IndexManifest;
    expect(manifest.records).toBe(2);
    const now = new Set(fs.readdirSync(folder));
    expect(first.filter((name) => now.has(name))).toEqual([]);
    expect([...now].sort()).toEqual(listed(manifest).sort());
    fs.rmSync(publicDir, { recursive: true });
  });

  it("writes a few blobs for many pages, on the I/O threads, each whole", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-search-index-"));
    const records = Array.from({ length: 400 }, (_, i) => record(i));
    const writing = writeSearchIndex(publicDir, records, []);
    // The call returns before the files are made: the build process is free meanwhile.
    const manifestOnReturn = fs.existsSync(path.join(publicDir, "search-index.json"));
    await writing;
    expect(manifestOnReturn).toBe(false);
    const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, "search-index.json"), "utf8")) as IndexManifest;
    expect(manifest.records).toBe(400);
    const names = fs.readdirSync(path.join(publicDir, "search-index"));
    expect(names.sort()).toEqual(listed(manifest).sort());
    expect(names.length).toBeLessThanOrEqual(4);
    expect(names.every((name) => /^[tr]-[0-9a-f]{16}\.bin$/.test(name))).toBe(true);
    fs.rmSync(publicDir, { recursive: true });
  });
});
