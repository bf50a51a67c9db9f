import { SCRIPT_LOADER_ID, scriptLoader, withScriptLoader } from "../../../../src/lib/build/scripts-after-paint";

const page = (scripts: string) => `<!DOCTYPE html><html><head><script>window.a=1</script></head><body><div id="___gatsby"><p>Text</p></div><script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";/*]]>*/</script>${scripts}</body></html>`;

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

/**
 * Runs the loader with a stand-in browser: `paintTiming` says whether it has paint entries.
 * Returns the scripts added, and ways to let a paint, a frame or timers happen.
 */
function runLoader(code: string, { hidden = false, paintTiming = true, navigation = "navigate", pageHash = "old", liveHash = "old" } = {}) {
  const added: string[] = [];
  let frame: (() => void) | undefined;
  let observer: PaintCallback | undefined;
  let disconnected = false;
  const timers: { callback: () => void; ms: number }[] = [];
  const document = {
    visibilityState: hidden ? "hidden" : "visible",
    createElement: () => ({ src: "" }),
    body: { appendChild: (element: { src: string }) => added.push(element.src) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ["paint", "longtask"] : ["longtask"];
    constructor(callback: PaintCallback) {
      observer = callback;
    }
    observe() {}
  }
  const fetched: string[] = [];
  const fetch = (url: string, init: { cache?: string }) => {
    fetched.push(`${url} ${init.cache}`);
    return Promise.resolve({ ok: true, json: () => Promise.resolve({ webpackCompilationHash: liveHash }) });
  };
  const window = { PerformanceObserver, ___webpackCompilationHash: pageHash, fetch };
  const performance = { getEntriesByType: (type: string) => (type === "navigation" ? [{ type: navigation }] : []) };
  let reloaded = false;
  const location = { reload: () => (reloaded = true) };
  new Function("window", "document", "requestAnimationFrame", "setTimeout", "performance", "fetch", "location", code)(
    window,
    document,
    (callback: () => void) => (frame = callback),
    (callback: () => void, ms = 0) => timers.push({ callback, ms }),
    performance,
    fetch,
    location,
  );
  const paint = (name: string) => observer?.({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, { disconnect: () => (disconnected = true) });
  const runTimers = (upTo: number) => timers.filter((t) => t.ms <= upTo).forEach((t) => t.callback());
  return { added, paint, runFrame: () => frame?.(), runTimers, disconnected: () => disconnected, fetched, reloaded: () => reloaded };
}

describe("withScriptLoader", () => {
  it("puts the loader where the first bundle tag was, for the bundles in their order", () => {
    const html = withScriptLoader({ html: page(""), sources: ["/webpack-runtime-1a.js", "/app-3c.js"], at: page("").indexOf("</body>") });
    expect(html).toContain(`<script id="${SCRIPT_LOADER_ID}">${scriptLoader(["/webpack-runtime-1a.js", "/app-3c.js"])}</script></body>`);
  });

  it("refuses a page that already has the loader", () => {
    const once = withScriptLoader({ html: page(""), sources: ["/app-3c.js"], at: 0 });
    expect(() => withScriptLoader({ html: once, sources: ["/app-3c.js"], at: 0 })).toThrow(/already loads its scripts/);
  });
});

describe("the loader", () => {
  it("adds the bundles in order once the first contentful paint is reported, and only once", () => {
    const loader = runLoader(scriptLoader(["/a.js", "/b.js"]));
    loader.paint("first-paint");
    expect(loader.added).toEqual([]);
    loader.paint("first-contentful-paint");
    expect(loader.added).toEqual(["/a.js", "/b.js"]);
    expect(loader.disconnected()).toBe(true);
    loader.runTimers(3000);
    expect(loader.added).toEqual(["/a.js", "/b.js"]);
  });

  it("does not wait over 3 s for a paint", () => {
    const loader = runLoader(scriptLoader(["/a.js"]));
    loader.runTimers(2999);
    expect(loader.added).toEqual([]);
    loader.runTimers(3000);
    expect(loader.added).toEqual(["/a.js"]);
  });

  it("without paint timing, waits for the first frame and the task after it", () => {
    const loader = runLoader(scriptLoader(["/a.js"]), { paintTiming: false });
    loader.runTimers(0);
    expect(loader.added).toEqual([]);
    loader.runFrame();
    loader.runTimers(0);
    expect(loader.added).toEqual(["/a.js"]);
  });

  it("adds them at once in a background tab, which paints nothing until shown", () => {
    expect(runLoader(scriptLoader(["/a.js"]), { hidden: true }).added).toEqual(["/a.js"]);
  });

  it("on Back or Forward, reloads a page of a replaced build from the server instead of loading its bundles", async () => {
    const loader = runLoader(scriptLoader(["/a.js"]), { navigation: "back_forward", pageHash: "old", liveHash: "new" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(loader.fetched).toEqual(["/page-data/app-data.json no-store"]);
    expect(loader.reloaded()).toBe(true);
    loader.paint("first-contentful-paint");
    loader.runTimers(3000);
    expect(loader.added).toEqual([]);
  });

  it("on Back or Forward to a page of the live build, loads its bundles as usual", async () => {
    const loader = runLoader(scriptLoader(["/a.js"]), { navigation: "back_forward", pageHash: "same", liveHash: "same" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(loader.reloaded()).toBe(false);
    loader.paint("first-contentful-paint");
    expect(loader.added).toEqual(["/a.js"]);
  });

  it("asks nothing of the server on an ordinary page load", () => {
    const loader = runLoader(scriptLoader(["/a.js"]), { pageHash: "old", liveHash: "new" });
    loader.paint("first-contentful-paint");
    expect(loader.fetched).toEqual([]);
    expect(loader.added).toEqual(["/a.js"]);
  });

  it("cannot be ended early by a path", () => {
    expect(scriptLoader(["/x</script><script>alert(1)//.js"])).not.toContain("</script>");
  });
});
