import { MIN_SCRIPT_CHARS, memoizedMinifier, withMinifiedInlineScripts } from "../../../../src/lib/build/inline-scripts";

const long = `(function keepKeys(win) { var keys = []; ${"win.addEventListener('keydown', function (event) { keys.push(event.key); });".repeat(5)} })(window);`;
const squeeze = (code: string) => code.replace(/\s+/g, "");

describe("the page's own inline scripts", () => {
  it("are minified when long enough, in place", () => {
    expect(long.length).toBeGreaterThan(MIN_SCRIPT_CHARS);
    const page = `<html><head><script>${long}</script></head><body></body></html>`;
    expect(withMinifiedInlineScripts(page, squeeze)).toBe(`<html><head><script>${squeeze(long)}</script></head><body></body></html>`);
  });

  it("leave Gatsby's scripts (with an id), typed scripts, short ones and failed minifications as they were", () => {
    const page = `<script id="gatsby-chunk-mapping">${long}</script><script type="application/ld+json">${long}</script><script>window.a=1;</script><script>${long}</script>`;
    expect(withMinifiedInlineScripts(page, () => undefined)).toBe(page);
    const minified = withMinifiedInlineScripts(page, squeeze);
    expect(minified.startsWith(`<script id="gatsby-chunk-mapping">${long}</script><script type="application/ld+json">${long}</script><script>window.a=1;</script>`)).toBe(true);
  });

  it("never writes a result that would end its script early, or one no smaller", () => {
    const page = `<script>${long}</script>`;
    expect(withMinifiedInlineScripts(page, () => "a='</script>'")).toBe(page);
    expect(withMinifiedInlineScripts(page, (code) => `${code} `)).toBe(page);
  });

  it("minify each distinct script once", () => {
    let calls = 0;
    const minify = memoizedMinifier((code) => {
      calls += 1;
      return squeeze(code);
    });
    withMinifiedInlineScripts(`<script>${long}</script>`, minify);
    withMinifiedInlineScripts(`<script>${long}</script>`, minify);
    expect(calls).toBe(1);
  });
});
