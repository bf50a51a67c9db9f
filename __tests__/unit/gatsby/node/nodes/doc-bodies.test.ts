import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pruneDocBodies, readDocBody, storeDocBody } from "../../../../../src/gatsby/node/nodes/doc-bodies";

describe("doc bodies beside the node store", () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cairn-bodies-")), "cairn-doc-bodies");
  });
  afterEach(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  const tree = { type: "root", children: [{ type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: "Plan, then apply." }] }] };

  it("stores a body under its content hash and reads the same tree back", () => {
    const hash = storeDocBody(tree, dir);
    expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(fs.readdirSync(dir)).toEqual([`${hash}.json`]);
    expect(readDocBody(hash, dir)).toEqual(tree);
  });

  it("gives the same body the same hash and one file, and an edited body another", () => {
    const first = storeDocBody(tree, dir);
    expect(storeDocBody(JSON.parse(JSON.stringify(tree)), dir)).toBe(first);
    const edited = storeDocBody({ ...tree, children: [] }, dir);
    expect(edited).not.toBe(first);
    expect(fs.readdirSync(dir).sort()).toEqual([`${first}.json`, `${edited}.json`].sort());
  });

  it("answers undefined for a node without a hash (made before this store) or a body whose file is gone", () => {
    expect(readDocBody(undefined, dir)).toBeUndefined();
    expect(readDocBody("not-a-hash", dir)).toBeUndefined();
    expect(readDocBody("0".repeat(32), dir)).toBeUndefined();
  });

  it("prunes the bodies no doc has any more, and writes that never finished", () => {
    const kept = storeDocBody(tree, dir);
    const gone = storeDocBody({ ...tree, children: [] }, dir);
    fs.writeFileSync(path.join(dir, `${gone}.json.123.tmp`), "{");
    fs.writeFileSync(path.join(dir, "README"), "not a body");
    expect(pruneDocBodies(new Set([kept]), dir)).toBe(2);
    expect(fs.readdirSync(dir).sort()).toEqual([`${kept}.json`, "README"]);
  });

  it("prunes nothing when no body was ever written", () => {
    expect(pruneDocBodies(new Set(), dir)).toBe(0);
  });
});
