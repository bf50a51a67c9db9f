import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { changedSince, parcelProjectRoot, refreshParcelSnapshot } from "../../../../../src/gatsby/node/gatsby-internals";

let site: string;
const write = (file: string, text = "x") => {
  fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  fs.writeFileSync(path.join(site, file), text);
};
const age = (file: string, seconds: number) => {
  const when = new Date(Date.now() - seconds * 1000);
  fs.utimesSync(path.join(site, file), when, when);
};

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-parcel-snapshot-"));
  fs.symlinkSync(path.resolve("node_modules"), path.join(site, "node_modules"));
  write("package.json", "{}");
  write("src/a.ts");
  write(".cache/.parcel-cache/0123abcd.txt", "old snapshot");
  write(".cache/compiled/gatsby-node.js");
  age("package.json", 60);
  age("src/a.ts", 60);
  // Compiled by this build, a while after its sources were last saved: a file written now is newer.
  age(".cache/compiled/gatsby-node.js", 30);
  write("public/index.html");
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

describe("taking Parcel's snapshot again after a large build", () => {
  it("replaces the snapshot with one of the site folder as it is now", async () => {
    expect(await refreshParcelSnapshot(site)).toEqual({ taken: true });
    const snapshot = fs.readFileSync(path.join(site, ".cache/.parcel-cache/0123abcd.txt"));
    expect(snapshot.toString("latin1")).not.toBe("old snapshot");
    expect(snapshot.length).toBeGreaterThan(0);
    expect(fs.readdirSync(path.join(site, ".cache/.parcel-cache"))).toEqual(["0123abcd.txt"]);
  });

  it("leaves it when a source changed during the build, or it is not the one snapshot", async () => {
    write("src/b.ts");
    expect(await refreshParcelSnapshot(site)).toEqual({ taken: false, why: "a file of the site changed while it was built", unexpected: false });
    age("src/b.ts", 60);
    write(".cache/.parcel-cache/4567.txt");
    expect(await refreshParcelSnapshot(site)).toEqual({ taken: false, why: "Parcel's cache holds 2 snapshots, not one", unexpected: true });
    expect(fs.readFileSync(path.join(site, ".cache/.parcel-cache/0123abcd.txt"), "utf8")).toBe("old snapshot");
  });

  it("looks past outputs for changes, and finds Parcel's project root as Parcel does", () => {
    const since = fs.statSync(path.join(site, ".cache/compiled/gatsby-node.js")).mtimeMs;
    expect(changedSince(site, since)).toBe(false);
    write("content/docs/new.mdx");
    expect(changedSince(site, since)).toBe(true);
    expect(parcelProjectRoot(site)).toBe(site);
    write("src/package-lock.json", "{}");
    expect(parcelProjectRoot(path.join(site, "src"))).toBe(path.join(site, "src"));
    const inner = path.join(site, "src", "inner");
    fs.mkdirSync(inner);
    expect(parcelProjectRoot(inner)).toBe(path.join(site, "src"));
  });
});

describe("what counts as a change made while the site was built", () => {
  it("leaves out the GraphQL types the build itself writes into src/", () => {
    const since = fs.statSync(path.join(site, ".cache/compiled/gatsby-node.js")).mtimeMs;
    write("src/gatsby-types.d.ts", "declare namespace Queries {}");
    expect(changedSince(site, since)).toBe(false);
    write("src/other.d.ts", "export {};");
    expect(changedSince(site, since)).toBe(true);
  });
});
