import { isGatsbyFragment, takeBundleScripts } from "../../../../../src/gatsby/node/gatsby-internals";

const page = (scripts: string) => `<html><head></head><body><p>Text</p>${scripts}</body></html>`;

describe("Gatsby's bundle tags in a rendered page", () => {
  it("are taken out in order, with where the first one was", () => {
    const html = page('<script src="/webpack-runtime-1a.js" async></script><script src="/app-3c.js" async=""></script>');
    const taken = takeBundleScripts(html);
    expect(taken?.sources).toEqual(["/webpack-runtime-1a.js", "/app-3c.js"]);
    expect(taken?.html).toBe(page(""));
    expect(taken?.at).toBe(html.indexOf("<script"));
  });

  it("leave other scripts alone, and answer undefined when a page has none", () => {
    expect(takeBundleScripts(page('<script src="https://www.googletagmanager.com/gtag/js?id=G-1" async></script><script src="/m.js" type="module"></script>'))).toBeUndefined();
    expect(takeBundleScripts(page(""))).toBeUndefined();
  });
});

describe("what public/ holds besides pages", () => {
  it("counts Gatsby's slice fragments as pieces of pages", () => {
    expect(isGatsbyFragment("/_gatsby/slices/_gatsby-scripts-1.html")).toBe(true);
    expect(isGatsbyFragment("/intro/index.html")).toBe(false);
  });
});
