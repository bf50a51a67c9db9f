import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkBuiltSite, checkBuiltSiteInWorker, pagesToRead, READ_IN_PLACE_PAGES } from "../../../../../src/gatsby/node/outputs/link-check";
import { PagesRead } from "../../../../../src/gatsby/node/outputs/read-pages";
import { testSession } from "../session-for-tests";

describe("where the check reads the pages", () => {
  it("checks in place a rebuild that reads a few pages again, and in its thread one that reads many", async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-link-place-"));
    const publicDir = path.join(site, "public");
    for (const page of ["a", "b"]) fs.mkdirSync(path.join(publicDir, page), { recursive: true });
    fs.writeFileSync(path.join(publicDir, "a", "index.html"), '<a href="/b/#x">b</a>');
    fs.writeFileSync(path.join(publicDir, "b", "index.html"), '<h2 id="x">X</h2>');
    fs.mkdirSync(path.join(site, ".cache", "compiled"), { recursive: true });
    // A bundle whose threads never answer: only a check run in place can.
    fs.writeFileSync(path.join(site, ".cache", "compiled", "gatsby-node.js"), "module.exports = {};\n");
    const files = ["/a/index.html", "/b/index.html"];
    const file = path.join(site, ".cache", "links.json");
    checkBuiltSite(publicDir, { file, unchanged: [], token: "first" }, files);
    const session = testSession(site);
    try {
      const reuse = { file, unchanged: ["/b/index.html"], lastFinish: "first", token: "second" };
      expect(pagesToRead(files, reuse)).toBe(1);
      await expect(checkBuiltSiteInWorker(session, reuse, files)).resolves.toMatchObject({ pages: 2, reused: 1, broken: [] });
      expect(session.lines.map((l) => l.message)).toEqual(["fast path link-check-thread: off (not needed: 1 pages to read, fewer than a thread takes to start (100))"]);
      const many = Array.from({ length: READ_IN_PLACE_PAGES + 1 }, (_, i) => `/p${i}/index.html`);
      expect(pagesToRead([...many, "/search-index.json"], { ...reuse, lastFinish: undefined })).toBe(READ_IN_PLACE_PAGES + 1);
      await expect(checkBuiltSiteInWorker(session, undefined, many)).rejects.toThrow(/pool stopped/);
    } finally {
      fs.rmSync(site, { recursive: true });
    }
  });

  it("stops the build, rather than waiting, when the worker thread ends without an answer", async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-link-worker-"));
    fs.mkdirSync(path.join(site, "public"));
    fs.mkdirSync(path.join(site, ".cache", "compiled"), { recursive: true });
    // A gatsby-node bundle that does not run the task (as if the module were never evaluated).
    fs.writeFileSync(path.join(site, ".cache", "compiled", "gatsby-node.js"), "module.exports = {};\n");
    try {
      await expect(checkBuiltSiteInWorker(testSession(site))).rejects.toThrow(/"cairn-check-built-site" pool stopped \(exit code 0\) with 1 job\(s\) unanswered/);
    } finally {
      fs.rmSync(site, { recursive: true });
    }
  });

  it("reads in place, with no thread, when its fast path is off or Gatsby's compiled gatsby-node is not where it expects", async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-link-worker-"));
    fs.mkdirSync(path.join(site, "public"));
    fs.writeFileSync(path.join(site, "public", "index.html"), '<a href="/">home</a>');
    try {
      const off = testSession(site, { env: { CAIRN_FAST_PATHS_OFF: "link-check-thread" } });
      await expect(checkBuiltSiteInWorker(off)).resolves.toMatchObject({ pages: 1, broken: [] });
      expect(off.lines).toEqual([{ level: "info", message: "fast path link-check-thread: off (CAIRN_FAST_PATHS_OFF names it)" }]);
      const noBundle = testSession(site);
      await expect(checkBuiltSiteInWorker(noBundle)).resolves.toMatchObject({ pages: 1, broken: [] });
      expect(noBundle.lines).toEqual([{ level: "warn", message: expect.stringMatching(/^fast path link-check-thread: off \(Gatsby's compiled gatsby-node is not in \.cache\/compiled\/.*; the build goes the slow way\)$/) }]);
    } finally {
      fs.rmSync(site, { recursive: true });
    }
  });
});

describe("reusing what the last build's link check read", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-link-reuse-"));
    fs.mkdirSync(path.join(dir, "public", "a"), { recursive: true });
    fs.mkdirSync(path.join(dir, "public", "b"), { recursive: true });
    fs.writeFileSync(path.join(dir, "public", "a", "index.html"), '<a href="/b/#x">b</a>');
    fs.writeFileSync(path.join(dir, "public", "b", "index.html"), '<h2 id="x">X</h2>');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
  const publicDir = () => path.join(dir, "public");
  const file = () => path.join(dir, ".cache", "links.json");
  const pages = ["/a/index.html", "/b/index.html"];

  it("reads again only the pages not left as the build that wrote the record finished them", () => {
    expect(checkBuiltSite(publicDir(), { file: file(), unchanged: pages, token: "build-1" })).toMatchObject({ pages: 2, reused: 0, broken: [] });
    // The anchor is gone from b: a build that left b as it was would not see it, one that changed b does.
    fs.writeFileSync(path.join(dir, "public", "b", "index.html"), "<h2>X</h2>");
    expect(checkBuiltSite(publicDir(), { file: file(), unchanged: pages, lastFinish: "build-1", token: "build-2" })).toMatchObject({ reused: 2, broken: [] });
    expect(checkBuiltSite(publicDir(), { file: file(), unchanged: ["/a/index.html"], lastFinish: "build-2", token: "build-3" })).toMatchObject({ reused: 1, broken: [{ page: "/a/", href: "/b/#x" }] });
  });

  it("reads every page when the record is of another build, missing or damaged", () => {
    checkBuiltSite(publicDir(), { file: file(), unchanged: pages, token: "build-1" });
    fs.writeFileSync(path.join(dir, "public", "b", "index.html"), "<h2>X</h2>");
    expect(checkBuiltSite(publicDir(), { file: file(), unchanged: pages, lastFinish: "build-0", token: "build-2" })).toMatchObject({ reused: 0, broken: [{ page: "/a/" }] });
    fs.writeFileSync(file(), "{");
    expect(checkBuiltSite(publicDir(), { file: file(), unchanged: pages, lastFinish: "build-2", token: "build-3" })).toMatchObject({ reused: 0, broken: [{ page: "/a/" }] });
  });

  it("checks pages read before the check (as a build reads them while rendering) without reading them again", () => {
    const read = new PagesRead();
    read.read(publicDir(), ["/a/index.html", "/search-index.json"]);
    expect([...read.pages.keys()]).toEqual(["/a/index.html"]);
    // What was read stands for the page: a later change to the file is not seen.
    fs.writeFileSync(path.join(dir, "public", "a", "index.html"), '<a href="/nowhere/">x</a>');
    expect(checkBuiltSite(publicDir(), undefined, pages, read)).toMatchObject({ pages: 2, reused: 0, broken: [] });
    expect(checkBuiltSite(publicDir(), undefined, pages)).toMatchObject({ broken: [{ page: "/a/", href: "/nowhere/" }] });
  });
});
