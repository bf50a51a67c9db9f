/**
 * A build that does not finish leaves public/ marked unfinished with its entry page set aside;
 * the next build puts the entry page back before Gatsby reads public/ again.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { markBuildFinished, markBuildUnfinished, restoreEntryPage, setAsideEntryPageIfUnfinished, UNFINISHED_MARKER } from "../../../../src/gatsby/node/bootstrap";

let root: string;
let publicDir: string;
let cacheDir: string;
const entry = () => path.join(publicDir, "index.html");
const read = (file: string) => fs.readFileSync(file, "utf8");

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-bootstrap-"));
  publicDir = path.join(root, "public");
  cacheDir = path.join(root, ".cache");
  fs.mkdirSync(publicDir);
  fs.writeFileSync(entry(), "<h1>Home</h1>");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the unfinished-build marker", () => {
  it("says when the build started and that the folder is not to be deployed", () => {
    markBuildUnfinished(publicDir, new Date("2026-01-02T03:04:05Z"));
    expect(read(path.join(publicDir, UNFINISHED_MARKER))).toMatch(/started at 2026-01-02T03:04:05\.000Z .*not a site to deploy/);
  });

  it("is removed by a finished build", () => {
    markBuildUnfinished(publicDir);
    markBuildFinished(publicDir);
    expect(fs.existsSync(path.join(publicDir, UNFINISHED_MARKER))).toBe(false);
  });
});

describe("the entry page of an unfinished build", () => {
  it("is set aside when the build ends unfinished, and put back by the next build", () => {
    markBuildUnfinished(publicDir);
    setAsideEntryPageIfUnfinished(publicDir, cacheDir);
    expect(fs.existsSync(entry())).toBe(false);
    restoreEntryPage(publicDir, cacheDir);
    expect(read(entry())).toBe("<h1>Home</h1>");
    expect(fs.readdirSync(cacheDir)).toEqual([]);
  });

  it("stays where it is when the build finished", () => {
    markBuildUnfinished(publicDir);
    markBuildFinished(publicDir);
    setAsideEntryPageIfUnfinished(publicDir, cacheDir);
    expect(read(entry())).toBe("<h1>Home</h1>");
    expect(fs.existsSync(cacheDir)).toBe(false);
  });

  it("is not overwritten by an older one set aside when a newer one exists", () => {
    markBuildUnfinished(publicDir);
    setAsideEntryPageIfUnfinished(publicDir, cacheDir);
    fs.writeFileSync(entry(), "<h1>Newer</h1>");
    restoreEntryPage(publicDir, cacheDir);
    expect(read(entry())).toBe("<h1>Newer</h1>");
    expect(fs.readdirSync(cacheDir)).toEqual([]);
  });

  it("is left alone when there is nothing set aside", () => {
    restoreEntryPage(publicDir, cacheDir);
    expect(read(entry())).toBe("<h1>Home</h1>");
  });
});
