import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeSearchIndex } from "../../../../../src/gatsby/node/outputs/search-index";
import type { SearchRecord } from "../../../../../src/lib/search/records";

const record = (i: number): SearchRecord => ({ id: `/p${i}/`, url: `/p${i}/`, type: "lvl1", lvl0: "Docs", lvl1: `Page ${i}`, content: `Words about topic${i}.` });

describe("writing the search index", () => {
  it("writes files named by their content once, keeps them across builds, and removes those no build uses", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-search-index-"));
    const folder = path.join(publicDir, "search-index");
    writeSearchIndex(publicDir, [1, 2, 3].map(record), []);
    const first = fs.readdirSync(folder);
    expect(first.length).toBeGreaterThan(3);
    expect(first.some((name) => name.includes(".partial"))).toBe(false);
    // A file already there under its name is that very file: a rebuild leaves it as it is.
    const kept = path.join(folder, first[0]);
    fs.writeFileSync(kept, "planted");
    writeSearchIndex(publicDir, [1, 2, 3].map(record), []);
    expect(fs.readFileSync(kept, "utf8")).toBe("planted");
    // Another index: the files it does not list are gone, and the manifest names only present files.
    writeSearchIndex(publicDir, [4, 5].map(record), []);
    const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, "search-index.json"), "utf8")) as { records: number; shards: [string, string][] };
    expect(manifest.records).toBe(2);
    const now = new Set(fs.readdirSync(folder));
    expect(first.filter((name) => now.has(name))).toEqual([]);
    for (const [, hash] of manifest.shards) expect(now.has(`t-${hash}.json`)).toBe(true);
    fs.rmSync(publicDir, { recursive: true });
  });
});
