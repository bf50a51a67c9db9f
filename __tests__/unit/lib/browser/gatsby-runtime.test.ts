import { APP_DATA_URL, INLINE, gatsbyLoader, pageCompilationHash, wrapGatsbyNavigate, type GatsbyNavigate } from "../../../../src/lib/browser/gatsby-runtime";

/** A window with the globals Gatsby's runtime sets, or none. */
const pageWindow = <G extends object>(globals: G): Window & G => Object.assign(Object.create(null) as Window, globals);

describe("Gatsby's runtime, as the browser code reads it", () => {
  it("answers undefined before Gatsby's runtime has started", () => {
    const win = pageWindow({});
    expect(gatsbyLoader(win)).toBeUndefined();
    expect(pageCompilationHash(win)).toBeUndefined();
    expect(wrapGatsbyNavigate(win, (n) => n)).toBe(false);
  });

  it("gives the page loader and the build's compilation hash once it has", () => {
    const loader = { hovering: () => undefined, loadPage: async () => null };
    const win = pageWindow({ ___loader: loader, ___webpackCompilationHash: "abc123" });
    expect(gatsbyLoader(win)).toBe(loader);
    expect(pageCompilationHash(win)).toBe("abc123");
  });

  it("puts a wrapper in place of Gatsby's navigate, which Link and navigate() call", () => {
    const calls: unknown[] = [];
    const navigate: GatsbyNavigate = (to) => calls.push(["gatsby", to]);
    const win = pageWindow({ ___navigate: navigate });
    expect(wrapGatsbyNavigate(win, (inner) => (to, options) => {
      calls.push(["wrapper", to]);
      inner(to, options);
    })).toBe(true);
    win.___navigate("/intro/");
    expect(calls).toEqual([["wrapper", "/intro/"], ["gatsby", "/intro/"]]);
  });

  it("names the same globals for the inline scripts, and where the build's app data is", () => {
    expect(INLINE.compilationHash).toBe("window.___webpackCompilationHash");
    expect(new Function("window", `return !!${INLINE.appStarted}`)({ ___loader: {} })).toBe(true);
    expect(new Function("window", `return !!${INLINE.appStarted}`)({})).toBe(false);
    expect(APP_DATA_URL).toBe("/page-data/app-data.json");
  });
});
