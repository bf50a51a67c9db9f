import { EventEmitter } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { finishPagesAsRendered, reportFinishedAsRendered } from "../../../../../src/gatsby/node/outputs/as-rendered";
import { PAGES_RENDERED } from "../../../../../src/gatsby/node/gatsby-internals";
import { READ_IN_PLACE_PAGES } from "../../../../../src/gatsby/node/outputs/link-check";
import { testSession, type TestSession } from "../session-for-tests";

const SCRIPTS = "_gatsby-scripts-1";
const slot = (id: string) => `<slice-start id="${id}"></slice-start><slice-end id="${id}"></slice-end>`;
/** A page as Gatsby renders it: stamps to fill and the scripts slice still empty. */
const rendered = (title: string, slice = SCRIPTS) =>
  `<!DOCTYPE html><html><head><meta name="buildVersion" content="N/A"/><meta name="buildTime" content="N/A"/></head><body><h1>${title}</h1>${slot(slice)}</body></html>`;

let dir: string;
let publicDir: string;
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");
const write = (file: string, html: string) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, file), html);
};

/** Gatsby's emitter and store, holding the parts of its state the finishing reads. */
function gatsby(state: { slices?: Map<string, unknown>; html?: { pagesThatNeedToStitchSlices?: unknown } }) {
  const emitter = new EventEmitter();
  return { emitter, args: { emitter, store: { getState: () => state } } };
}
let session: TestSession;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-as-rendered-"));
  publicDir = path.join(dir, "public");
  session = testSession(dir);
  write(`/_gatsby/slices/${SCRIPTS}.html`, '<script>window.___chunkMapping="{}";</script><script src="/app-1.js" async></script>');
  write("/a/index.html", rendered("A"));
  write("/404.html", rendered("Not found"));
  write("/b/index.html", rendered("B", "not-written-yet"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("finishing the pages as Gatsby renders them", () => {
  it("stitches and finishes each batch Gatsby reports written, which Gatsby's own stitching then leaves", async () => {
    const toStitch = new Set(["/a/", "/404.html", "/b/"]);
    const { emitter, args } = gatsby({ slices: new Map(), html: { pagesThatNeedToStitchSlices: toStitch } });
    const asRendered = finishPagesAsRendered(session, args, undefined);
    expect(asRendered).toBeDefined();
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: ["/a/", "/404.html"] });
    // Off Gatsby's list as it dispatches; finished a page a turn after.
    expect([...toStitch]).toEqual(["/b/"]);
    expect(read("/a/index.html")).toBe(rendered("A"));
    await asRendered?.settled();
    const a = read("/a/index.html");
    expect(a).toContain(`<!-- slice-start id="${SCRIPTS}" --><script>window.___chunkMapping="{}";</script>`);
    expect(a).toContain('id="cairn-load-scripts"');
    expect(a).not.toContain('<script src="/app-1.js" async>');
    expect(a).toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*'sha256-/);
    expect(read("/404.html")).toContain("Content-Security-Policy");
    expect(asRendered?.readEarly).toBe(false);

    asRendered?.rendered.stop();
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: ["/b/"] });
    await asRendered?.settled();
    expect(read("/b/index.html")).toBe(rendered("B", "not-written-yet"));
    expect(asRendered?.failure).toBeUndefined();
  });

  it("stops at a page whose slices cannot be stitched, as Gatsby's stitching would", async () => {
    const { emitter, args } = gatsby({ slices: new Map(), html: { pagesThatNeedToStitchSlices: new Set(["/b/", "/a/"]) } });
    const asRendered = finishPagesAsRendered(session, args, undefined);
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: ["/b/", "/a/"] });
    await asRendered?.settled();
    expect(asRendered?.failure?.message).toMatch(/^\/b\/index.html: Gatsby's slices could not be stitched/);
    expect(read("/a/index.html")).toBe(rendered("A"));
    asRendered?.rendered.stop();
  });

  it("gives the pages to the link check once more are rendered than it reads in place", async () => {
    const paths = Array.from({ length: READ_IN_PLACE_PAGES + 1 }, (_, i) => `/p${i}/`);
    for (const p of paths) write(`${p}index.html`, rendered(p));
    const { emitter, args } = gatsby({ slices: new Map(), html: { pagesThatNeedToStitchSlices: new Set(paths) } });
    const asRendered = finishPagesAsRendered(session, args, undefined);
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: paths.slice(0, 50) });
    await asRendered?.settled();
    expect(asRendered?.readEarly).toBe(false);
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: paths.slice(50) });
    await asRendered?.settled();
    expect(asRendered?.readEarly).toBe(true);
    asRendered?.rendered.stop();
  });

  it("keeps a page it could not finish, for onPostBuild to report, and finishes no more", async () => {
    write("/c/index.html", "<html><head></head><body></body></html>");
    const { emitter, args } = gatsby({ slices: new Map(), html: { pagesThatNeedToStitchSlices: new Set(["/c/", "/a/"]) } });
    const asRendered = finishPagesAsRendered(session, args, undefined);
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: ["/c/"] });
    await asRendered?.settled();
    expect(asRendered?.failure?.message).toMatch(/^\/c\/index.html: /);
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: ["/a/"] });
    await asRendered?.settled();
    expect(read("/a/index.html")).toBe(rendered("A"));
    asRendered?.rendered.stop();
  });

  it("leaves every page to onPostBuild when the site has slices of its own, saying so without a warning", () => {
    expect(finishPagesAsRendered(session, gatsby({ slices: new Map([["footer", {}]]), html: { pagesThatNeedToStitchSlices: new Set() } }).args, undefined)).toBeUndefined();
    expect(session.lines).toEqual([{ level: "info", message: "fast path pages-finished-as-rendered: off (the site has slices of its own, which Gatsby renders after the pages)" }]);
  });

  it("turns itself off with one warning when Gatsby's state keeps no list to stitch where it expects one", () => {
    expect(finishPagesAsRendered(session, gatsby({ slices: new Map(), html: {} }).args, undefined)).toBeUndefined();
    expect(finishPagesAsRendered(session, gatsby({ html: { pagesThatNeedToStitchSlices: new Set() } }).args, undefined)).toBeUndefined();
    expect(session.lines).toEqual([
      { level: "warn", message: "fast path pages-finished-as-rendered: off (Gatsby's state has no html.pagesThatNeedToStitchSlices set; the build goes the slow way)" },
    ]);
  });

  it("does not run when its fast path is switched off, or when the installed Gatsby lacks the action it waits for", () => {
    const off = testSession(dir, { env: { CAIRN_SAFE_BUILD: "1" } });
    expect(finishPagesAsRendered(off, gatsby({ slices: new Map(), html: { pagesThatNeedToStitchSlices: new Set() } }).args, undefined)).toBeUndefined();
    expect(off.lines.map((l) => l.message)).toEqual(["fast path pages-finished-as-rendered: off (CAIRN_SAFE_BUILD is set)"]);
    const changed = testSession(dir, { missing: ["rendered-pages-state"] });
    expect(finishPagesAsRendered(changed, gatsby({ slices: new Map(), html: { pagesThatNeedToStitchSlices: new Set() } }).args, undefined)).toBeUndefined();
    expect(changed.lines).toEqual([{ level: "warn", message: "fast path pages-finished-as-rendered: off (rendered-pages-state pretended missing; the build goes the slow way)" }]);
  });

  it("reports what it finished, and turns itself off when Gatsby rendered pages without ever reporting a batch", async () => {
    const { emitter, args } = gatsby({ slices: new Map(), html: { pagesThatNeedToStitchSlices: new Set(["/a/"]) } });
    const asRendered = finishPagesAsRendered(session, args, undefined);
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: ["/a/"] });
    await asRendered?.settled();
    reportFinishedAsRendered(session, asRendered, 1);
    expect(session.lines[0].message).toMatch(/^fast path pages-finished-as-rendered: ran \(1 pages stitched and finished as Gatsby rendered them, \d+\.\d s of finishing/);

    const silent = testSession(dir);
    const never = finishPagesAsRendered(silent, gatsby({ slices: new Map(), html: { pagesThatNeedToStitchSlices: new Set() } }).args, undefined);
    reportFinishedAsRendered(silent, never, 3);
    expect(silent.lines).toEqual([{ level: "warn", message: "fast path pages-finished-as-rendered: off (Gatsby rendered 3 pages but never dispatched HTML_GENERATED; the build goes the slow way)" }]);
  });
});
