import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { docBodyKey, pruneDocBodies, readDocBody, storeDocBody, type StoredBody } from "../../../../../src/gatsby/node/nodes/doc-bodies";

describe("doc bodies beside the node store", () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cairn-bodies-")), "cairn-doc-bodies");
  });
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  const tree = { type: "root", children: [{ type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: "Plan, then apply." }] }] };
  const stored: StoredBody = { tree, headings: [{ depth: 2, id: "plan", text: "Plan" }] };
  const key = (body = "Plan, then apply.", shown = "content/docs/a.mdx", buildCode = "code-1") => docBodyKey({ shown, body, buildCode });

  it("keys a body by the doc's path, its MDX and the build code, before it is compiled", () => {
    expect(key()).toMatch(/^[0-9a-f]{32}$/);
    expect(key()).toBe(key());
    expect(key("Plan, then apply!")).not.toBe(key());
    expect(key(undefined, "content/docs/b.mdx")).not.toBe(key());
    expect(key(undefined, undefined, "code-2")).not.toBe(key());
  });

  it("stores a body and its headings under the key and reads them back, whole", () => {
    storeDocBody(key(), stored, dir);
    expect(fs.readdirSync(dir)).toEqual([`${key()}.json`]);
    expect(readDocBody(key(), dir)).toEqual(stored);
  });

  it("reads what was stored last under a key, even right after reading the earlier body", () => {
    storeDocBody(key(), stored, dir);
    expect(readDocBody(key(), dir)).toEqual(stored);
    const edited = { tree: { type: "root", children: [] }, headings: [] };
    storeDocBody(key(), edited, dir);
    expect(readDocBody(key(), dir)).toEqual(edited);
  });

  it("refuses a key that is not one", () => {
    expect(() => storeDocBody("../escape", stored, dir)).toThrow(/Not a doc body key/);
  });

  it("answers undefined for a node without a key (made before this store), a body whose file is gone, or a file of another shape", () => {
    expect(readDocBody(undefined, dir)).toBeUndefined();
    expect(readDocBody("not-a-hash", dir)).toBeUndefined();
    expect(readDocBody("0".repeat(32), dir)).toBeUndefined();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${"1".repeat(32)}.json`), JSON.stringify(tree));
    expect(readDocBody("1".repeat(32), dir)).toBeUndefined();
  });

  it("prunes the bodies no doc has any more, and writes that never finished", () => {
    const kept = key();
    const gone = key("Gone.");
    storeDocBody(kept, stored, dir);
    storeDocBody(gone, stored, dir);
    fs.writeFileSync(path.join(dir, `${gone}.json.123.tmp`), "{");
    fs.writeFileSync(path.join(dir, "README"), "not a body");
    expect(pruneDocBodies(new Set([kept]), dir)).toBe(2);
    expect(fs.readdirSync(dir).sort()).toEqual([`${kept}.json`, "README"].sort());
  });

  it("prunes nothing when no body was ever written", () => {
    expect(pruneDocBodies(new Set(), dir)).toBe(0);
  });
});
