import { EventEmitter } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { finishPagesAsRendered } from "../../../../../src/gatsby/node/outputs/as-rendered";
import { PAGES_RENDERED } from "../../../../../src/gatsby/node/outputs/write";
import { READ_IN_PLACE_PAGES } from "../../../../../src/gatsby/node/checks";

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

function gatsby(state: { slices?: Map<string, unknown>; html?: { pagesThatNeedToStitchSlices?: unknown } }) {
  const emitter = new EventEmitter();
  const args = { emitter, store: { getState: () => state } } as unknown as Parameters<typeof finishPagesAsRendered>[0];
  return { emitter, args };
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-as-rendered-"));
  publicDir = path.join(dir, "public");
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
    const asRendered = finishPagesAsRendered(args, publicDir, undefined);
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

    asRendered?.stop();
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: ["/b/"] });
    await asRendered?.settled();
    expect(read("/b/index.html")).toBe(rendered("B", "not-written-yet"));
    expect(asRendered?.failure).toBeUndefined();
  });

  it("stops at a page whose slices cannot be stitched, as Gatsby's stitching would", async () => {
    const { emitter, args } = gatsby({ html: { pagesThatNeedToStitchSlices: new Set(["/b/", "/a/"]) } });
    const asRendered = finishPagesAsRendered(args, publicDir, undefined);
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: ["/b/", "/a/"] });
    await asRendered?.settled();
    expect(asRendered?.failure?.message).toMatch(/^\/b\/index.html: Gatsby's slices could not be stitched/);
    expect(read("/a/index.html")).toBe(rendered("A"));
    asRendered?.stop();
  });

  it("gives the pages to the link check once more are rendered than it reads in place", async () => {
    const paths = Array.from({ length: READ_IN_PLACE_PAGES + 1 }, (_, i) => `/p${i}/`);
    for (const p of paths) write(`${p}index.html`, rendered(p));
    const { emitter, args } = gatsby({ slices: new Map(), html: { pagesThatNeedToStitchSlices: new Set(paths) } });
    const asRendered = finishPagesAsRendered(args, publicDir, undefined);
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: paths.slice(0, 50) });
    await asRendered?.settled();
    expect(asRendered?.readEarly).toBe(false);
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: paths.slice(50) });
    await asRendered?.settled();
    expect(asRendered?.readEarly).toBe(true);
    asRendered?.stop();
  });

  it("keeps a page it could not finish, for onPostBuild to report, and finishes no more", async () => {
    write("/c/index.html", "<html><head></head><body></body></html>");
    const { emitter, args } = gatsby({ html: { pagesThatNeedToStitchSlices: new Set(["/c/", "/a/"]) } });
    const asRendered = finishPagesAsRendered(args, publicDir, undefined);
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: ["/c/"] });
    await asRendered?.settled();
    expect(asRendered?.failure?.message).toMatch(/^\/c\/index.html: /);
    emitter.emit(PAGES_RENDERED, { type: PAGES_RENDERED, payload: ["/a/"] });
    await asRendered?.settled();
    expect(read("/a/index.html")).toBe(rendered("A"));
    asRendered?.stop();
  });

  it("leaves every page to onPostBuild when the site has slices of its own or Gatsby keeps no list to stitch", () => {
    expect(finishPagesAsRendered(gatsby({ slices: new Map([["footer", {}]]), html: { pagesThatNeedToStitchSlices: new Set() } }).args, publicDir, undefined)).toBeUndefined();
    expect(finishPagesAsRendered(gatsby({ html: {} }).args, publicDir, undefined)).toBeUndefined();
  });
});
