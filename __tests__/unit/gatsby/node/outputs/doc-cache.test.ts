import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { docOutputKey, DocOutputCacheWriter, forEachLine, readDocOutputCache } from "../../../../../src/gatsby/node/outputs/doc-cache";
import type { SearchRecord } from "../../../../../src/lib/search/records";

const record = (title: string) => ({ objectID: title, url: `/${title}/`, lvl0: "Docs", lvl1: title, content: "Text\twith a tab and\nnew line" }) as unknown as SearchRecord;

let dir: string;
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-doc-cache-"))));
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the cache of each doc's outputs", () => {
  it("gives back what was written, for the keys wanted, with the same fingerprint only", () => {
    const file = path.join(dir, ".cache", "outputs");
    const writer = new DocOutputCacheWriter(file, "code-1");
    writer.add("k1", { records: [record("a")], markdown: "# A\n\nCafé — \u2028" });
    writer.add("k2", { records: [], markdown: "# B\n" });
    writer.commit();
    const read = readDocOutputCache(file, "code-1", new Set(["k1", "k3"]));
    expect([...read.keys()]).toEqual(["k1"]);
    expect(read.get("k1")).toMatchObject({ records: [record("a")], markdown: "# A\n\nCafé — \u2028" });
    expect(readDocOutputCache(file, "code-2", new Set(["k1"])).size).toBe(0);
    expect(readDocOutputCache(path.join(dir, "none"), "code-1", new Set(["k1"])).size).toBe(0);

    // Rewritten from what was read: the same bytes.
    const again = new DocOutputCacheWriter(path.join(dir, "again"), "code-1");
    for (const [key, outputs] of read) again.add(key, outputs);
    again.commit();
    expect(readDocOutputCache(path.join(dir, "again"), "code-1", new Set(["k1"])).get("k1")?.markdown).toBe("# A\n\nCafé — \u2028");
  });

  it("reads nothing from a damaged file, and leaves the last file when a write is abandoned", () => {
    const file = path.join(dir, "outputs");
    fs.writeFileSync(file, "code-1\nk1\t{not json\n");
    expect(readDocOutputCache(file, "code-1", new Set(["k1"])).size).toBe(0);
    const writer = new DocOutputCacheWriter(file, "code-2");
    writer.add("k1", { records: [], markdown: "x" });
    writer.abandon();
    expect(fs.readFileSync(file, "utf8")).toBe("code-1\nk1\t{not json\n");
    expect(fs.readdirSync(dir)).toEqual(["outputs"]);
  });

  it("keys a doc by every field its outputs are made from", () => {
    const doc = { path: "/a/", title: "A", description: "d", bodyHash: "h1", serviceModule: null };
    expect(docOutputKey(doc)).toBe(docOutputKey({ ...doc }));
    for (const changed of [{ title: "B" }, { bodyHash: "h2" }, { serviceModule: { version: "v2" } }, { path: "/b/" }]) expect(docOutputKey({ ...doc, ...changed })).not.toBe(docOutputKey(doc));
  });

  it("reads lines longer than its pieces, and a last line without a newline", () => {
    const file = path.join(dir, "lines");
    const long = "x".repeat(9 * 1024 * 1024);
    fs.writeFileSync(file, `one\n${long}\n\nlast`);
    const lines: string[] = [];
    forEachLine(file, (line) => lines.push(line));
    expect(lines.map((line) => line.length)).toEqual([3, long.length, 0, 4]);
  });
});
