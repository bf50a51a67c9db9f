import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pruneStaleFiles } from "../../../../../src/gatsby/node/outputs/prune";
import { searchStylesheet } from "../../../../../src/gatsby/node/search-stylesheet";
import type { Handovers } from "../../../../../src/gatsby/node/session";

let site: string;
let publicDir: string;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-prune-"));
  publicDir = path.join(site, "public");
  // The search stylesheet, always kept, is made from the installed package and the theme's CSS.
  for (const linked of ["node_modules", "src"]) fs.symlinkSync(path.resolve(linked), path.join(site, linked));
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

/** Writes each file (site paths) under public/; returns every file of public/ as site paths. */
function publicFiles(files: string[]): string[] {
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, file), file);
  }
  return files;
}
const exists = (file: string) => fs.existsSync(path.join(publicDir, file));
const session = (handovers: Handovers) => ({ publicDir, siteDir: site, handovers });

describe("pruning what a rebuild leaves behind", () => {
  it("removes the scripts and stylesheets of earlier compilations, keeping this build's and the search stylesheet", () => {
    const searchCss = searchStylesheet(site).href;
    const files = publicFiles(["/app-0123456789abcdef.js", "/app-fedcba9876543210.js", "/styles-aaaaaaaaaaaa.css", "/app-0123456789abcdef.js.LICENSE.txt", "/docsearch-000000000000.css", searchCss, "/favicon.ico", "/index.html"]);
    const stale = pruneStaleFiles(session({ browserBundles: { assets: ["app-fedcba9876543210.js"], fingerprint: "f" } }), files);
    expect(stale.sort()).toEqual(["/app-0123456789abcdef.js", "/app-0123456789abcdef.js.LICENSE.txt", "/docsearch-000000000000.css", "/styles-aaaaaaaaaaaa.css"]);
    expect(stale.some(exists)).toBe(false);
    expect(["/app-fedcba9876543210.js", searchCss, "/favicon.ico", "/index.html"].every(exists)).toBe(true);
  });

  it("judges no script stale when this process did not compile the bundles (no list of them)", () => {
    const files = publicFiles(["/app-0123456789abcdef.js", "/index.html"]);
    expect(pruneStaleFiles(session({}), files)).toEqual([]);
    expect(exists("/app-0123456789abcdef.js")).toBe(true);
  });

  it("removes the Markdown of deleted docs, and their folders once empty", () => {
    const files = publicFiles(["/old/index.md", "/kept/index.md", "/kept/index.html", "/gone/deep/index.md", "/shared/index.md", "/shared/diagram.png"]);
    expect(pruneStaleFiles(session({}), files).sort()).toEqual(["/gone/deep/index.md", "/old/index.md", "/shared/index.md"]);
    expect(exists("/old")).toBe(false);
    expect(exists("/gone/deep")).toBe(false);
    expect(exists("/kept/index.md")).toBe(true);
    expect(exists("/shared/diagram.png")).toBe(true);
  });
});
