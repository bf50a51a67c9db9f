import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inlineScripts, scriptHash, type CspHosts } from "../../../../../src/lib/build/csp";
import { finishBuiltPages, PageFinishing, ScriptsAfterPaint, type FinishedPages } from "../../../../../src/gatsby/node/outputs/finish-pages";
import { planFinishing } from "../../../../../src/gatsby/node/outputs/finished-pages";
import { SCRIPT_LOADER_ID, scriptLoader } from "../../../../../src/lib/build/scripts-after-paint";
import { testSession } from "../session-for-tests";

const scriptsPage = (scripts: string) => `<!DOCTYPE html><html><head><script>window.a=1</script></head><body><div id="___gatsby"><p>Text</p></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>${scripts}</body></html>`;
const BUNDLES = '<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script><script src="/app-3c.js" async></script>';

/** A page as Gatsby renders it: stamps to fill, a bundle tag, text in UTF-8 before the stamps. */
const rendered = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title} — Café</title><meta name="buildVersion" content="N/A"/><meta name="buildTime" content="N/A"/></head><body><h1>${title}</h1><script src="/app-1.js" async></script></body></html>`;

const first = { version: "aaaaaaaaaaaa", time: "2026-11-22T06:00:00.000Z" };
const second = { version: "bbbbbbbbbbbb", time: "2026-11-23T07:30:00.000Z" };

let dir: string;
let finished: FinishedPages;
const read = (file: string) => fs.readFileSync(path.join(dir, "public", file), "utf8");
const write = (file: string, html: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true });
  fs.writeFileSync(path.join(dir, "public", file), html);
};
/** The page a build finishing it from scratch writes. */
function finishedFromScratch(html: string, meta: typeof first, hosts: CspHosts = {}): string {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-finish-scratch-"));
  fs.writeFileSync(path.join(scratch, "p.html"), html);
  finishBuiltPages({ publicDir: scratch, meta }, ["/p.html"], { hosts });
  const out = fs.readFileSync(path.join(scratch, "p.html"), "utf8");
  fs.rmSync(scratch, { recursive: true });
  return out;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-finish-"));
  finished = { file: path.join(dir, ".cache", "finished-pages"), fingerprint: "code-1" };
  write("/a/index.html", rendered("A"));
  write("/b/index.html", rendered("B"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("finishing the built pages", () => {
  it("finishes every page whole the first time, then only restamps the pages the rebuild did not render", () => {
    const publicDir = path.join(dir, "public");
    expect(finishBuiltPages({ publicDir, meta: first }, ["/a/index.html", "/b/index.html"], { hosts: {}, finished })).toEqual({ whole: 2, stamped: 0 });
    expect(read("/a/index.html")).toBe(finishedFromScratch(rendered("A"), first));
    expect(fs.readFileSync(finished.file, "utf8")).toBe(`code-1 ${first.version} ${first.time}`);

    // The rebuild renders B again; A is as the first build left it.
    write("/b/index.html", rendered("B2"));
    expect(planFinishing(publicDir, ["/a/index.html", "/b/index.html"], finished)).toEqual({ unchanged: new Set(["/a/index.html"]), lastFinish: `code-1 ${first.version} ${first.time}` });
    expect(finishBuiltPages({ publicDir, meta: second }, ["/a/index.html", "/b/index.html"], { hosts: {}, finished })).toEqual({ whole: 1, stamped: 1 });
    expect(read("/a/index.html")).toBe(finishedFromScratch(rendered("A"), second));
    expect(read("/b/index.html")).toBe(finishedFromScratch(rendered("B2"), second));
  });

  it("finishes every page whole when the last finishing was by other code or did not end", () => {
    const publicDir = path.join(dir, "public");
    finishBuiltPages({ publicDir, meta: first }, ["/a/index.html", "/b/index.html"], { hosts: {}, finished });
    expect(finishBuiltPages({ publicDir, meta: second }, ["/a/index.html", "/b/index.html"], { hosts: { analytics: true }, finished: { ...finished, fingerprint: "code-2" } })).toEqual({
      whole: 2,
      stamped: 0,
    });
    expect(read("/a/index.html")).toBe(finishedFromScratch(rendered("A"), second, { analytics: true }));
    expect(read("/a/index.html")).toContain("googletagmanager");
    fs.rmSync(finished.file);
    expect(finishBuiltPages({ publicDir, meta: first }, ["/a/index.html"], { hosts: {}, finished: { ...finished, fingerprint: "code-2" } })).toEqual({ whole: 1, stamped: 0 });
  });

  it("stamps whole a page whose new stamp is longer than the old", () => {
    const publicDir = path.join(dir, "public");
    finishBuiltPages({ publicDir, meta: first }, ["/a/index.html"], { hosts: {}, finished });
    const longer = { ...second, version: "a-longer-version" };
    expect(finishBuiltPages({ publicDir, meta: longer }, ["/a/index.html"], { hosts: {}, finished })).toEqual({ whole: 1, stamped: 0 });
    expect(read("/a/index.html")).toBe(finishedFromScratch(rendered("A"), longer));
  });

  it("names the page it could not finish", () => {
    write("/c/index.html", "<html><head></head><body></body></html>");
    expect(() => finishBuiltPages({ publicDir: path.join(dir, "public"), meta: first }, ["/c/index.html"], { hosts: {}, finished })).toThrow(/^\/c\/index.html: /);
    // Nothing was recorded as finished.
    expect(fs.existsSync(finished.file)).toBe(false);
  });

  it("finishes the pages a build renders as they come, then only what is left, with the last build's record read first", () => {
    const publicDir = path.join(dir, "public");
    finishBuiltPages({ publicDir, meta: first }, ["/a/index.html", "/b/index.html"], { hosts: {}, finished });
    // The rebuild renders B again, and a new page C.
    write("/b/index.html", rendered("B2"));
    write("/c/index.html", rendered("C"));
    const finishing = new PageFinishing({ publicDir, meta: second }, { hosts: {}, finished });
    expect(finishing.finishRendered(["/b/index.html", "/c/index.html"])).toEqual(["/b/index.html", "/c/index.html"]);
    // Until every page is finished, no record says how they were.
    expect(fs.existsSync(finished.file)).toBe(false);
    expect(read("/b/index.html")).toBe(finishedFromScratch(rendered("B2"), second));
    // A finished before this build: only restamped. B and C are not planned again, nor finished twice.
    expect(finishing.planRest(["/a/index.html", "/b/index.html", "/c/index.html"]).unchanged).toEqual(new Set(["/a/index.html"]));
    expect(finishing.finishRendered(["/c/index.html"])).toEqual([]);
    expect(finishing.finishRest(["/a/index.html", "/b/index.html", "/c/index.html"])).toEqual({ whole: 2, stamped: 1 });
    expect(read("/a/index.html")).toBe(finishedFromScratch(rendered("A"), second));
    expect(read("/c/index.html")).toBe(finishedFromScratch(rendered("C"), second));
    expect(fs.readFileSync(finished.file, "utf8")).toBe(`code-1 ${second.version} ${second.time}`);
  });

  it("changes a rendered page before finishing it, and leaves it for later when the change cannot be made", () => {
    const publicDir = path.join(dir, "public");
    const finishing = new PageFinishing({ publicDir, meta: first }, { hosts: {}, finished });
    const done = finishing.finishRendered(["/a/index.html", "/b/index.html"], (html) => (html.includes("<h1>A</h1>") ? html.replace("<h1>A</h1>", "<h1>A, changed</h1>") : undefined));
    expect(done).toEqual(["/a/index.html"]);
    expect(read("/a/index.html")).toBe(finishedFromScratch(rendered("A").replace("<h1>A</h1>", "<h1>A, changed</h1>"), first));
    expect(read("/b/index.html")).toBe(rendered("B"));
    expect(finishing.finishRest(["/a/index.html", "/b/index.html"])).toEqual({ whole: 2, stamped: 0 });
    expect(read("/b/index.html")).toBe(finishedFromScratch(rendered("B"), first));
  });
});

describe("finishing pages as bytes", () => {
  it("keeps text beyond ASCII as it was, hashes each script as the browser reads it and stamps a version beyond ASCII", () => {
    const message = "Mode “clair” → ok";
    const script = `(function () {\n  var label = ${JSON.stringify(message)};\n  ${Array.from({ length: 30 }, (_, i) => `window.step${i} = label;`).join("\n  ")}\n})();`;
    const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Café — “A”</title><meta name="buildVersion" content="N/A"/><meta name="buildTime" content="N/A"/><script>${script}</script></head><body><h1>Ünïcode “A” 😀</h1><script src="/app-1.js" async></script></body></html>`;
    write("/u/index.html", page);
    finishBuiltPages({ publicDir: path.join(dir, "public"), meta: { version: "vé-1", time: first.time } }, ["/u/index.html"], { hosts: {} });
    const out = read("/u/index.html");
    expect(out).toContain("<title>Café — “A”</title>");
    expect(out).toContain("<h1>Ünïcode “A” 😀</h1>");
    expect(out).toContain('<meta name="buildVersion" content="vé-1"/>');
    const scripts = inlineScripts(out);
    // The head script was minified (shorter, its text kept), and the loader added.
    expect(scripts.find((code) => code.includes(message))?.length).toBeLessThan(script.length);
    expect(scripts.some((code) => code.includes('"/app-1.js"'))).toBe(true);
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(out)?.[1] ?? "";
    for (const code of scripts) expect(policy).toContain(scriptHash(code));
  });
});

describe("the scripts loaded after the first paint (ScriptsAfterPaint)", () => {
  const withScriptsAfterPaint = (html: string) => new ScriptsAfterPaint().apply(html);
  it("replaces Gatsby's bundle tags by one inline loader where they were, keeping their order", () => {
    const html = withScriptsAfterPaint(scriptsPage(BUNDLES));
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(`<script id="${SCRIPT_LOADER_ID}">${scriptLoader(["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"])}</script></body>`);
    expect(html).toContain('<script id="gatsby-script-loader">');
  });

  it("leaves a page without bundle tags as it is: one finished by an earlier build stays the same", () => {
    expect(withScriptsAfterPaint(scriptsPage(""))).toBe(scriptsPage(""));
    const finished = withScriptsAfterPaint(scriptsPage(BUNDLES));
    expect(withScriptsAfterPaint(finished)).toBe(finished);
  });

  it("refuses a page with both the loader and bundle tags", () => {
    expect(() => withScriptsAfterPaint(withScriptsAfterPaint(scriptsPage(BUNDLES)) + BUNDLES)).toThrow(/already loads its scripts/);
  });

  it("keeps scripts that are not Gatsby's async bundles", () => {
    const other = '<script src="https://www.googletagmanager.com/gtag/js?id=G-1" async></script><script src="/module.js" type="module"></script>';
    expect(withScriptsAfterPaint(scriptsPage(other))).toBe(scriptsPage(other));
  });
});

describe("the scripts-after-paint fast path", () => {
  it("counts the pages it changed and leaves pages alone when switched off", () => {
    const on = new ScriptsAfterPaint(testSession(os.tmpdir()).fastPaths);
    on.apply(scriptsPage(BUNDLES));
    expect(on.pages).toBe(1);
    const off = new ScriptsAfterPaint(testSession(os.tmpdir(), { env: { CAIRN_FAST_PATHS_OFF: "scripts-after-paint" } }).fastPaths);
    expect(off.apply(scriptsPage(BUNDLES))).toBe(scriptsPage(BUNDLES));
  });

  it("turns itself off with one warning when a page Gatsby rendered has neither its bundle tags nor the loader", () => {
    const session = testSession(os.tmpdir());
    const scripts = new ScriptsAfterPaint(session.fastPaths);
    const unknown = scriptsPage('<script type="module" src="/app.mjs"></script>');
    expect(scripts.apply(unknown)).toBe(unknown);
    expect(scripts.apply(scriptsPage(BUNDLES))).toBe(scriptsPage(BUNDLES));
    expect(session.lines).toEqual([{ level: "warn", message: "fast path scripts-after-paint: off (a page Gatsby rendered has no <script src=… async> bundle tags; the build goes the slow way)" }]);
  });
});
