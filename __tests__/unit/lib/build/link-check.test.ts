import { findBrokenLinks, formatBrokenLinks, resolveInternalHref, type BuiltPage } from "../../../../src/lib/build/link-check";

const page = (path: string, links: string[], ids: string[] = []): BuiltPage => ({ path, links, ids: new Set(ids) });

describe("resolveInternalHref", () => {
  it("resolves absolute and relative hrefs against the page, with the hash", () => {
    expect(resolveInternalHref("/intro/#a", "/x/")).toEqual({ path: "/intro/", hash: "a" });
    expect(resolveInternalHref("../b/", "/intro/a/")).toEqual({ path: "/intro/b/", hash: "" });
    expect(resolveInternalHref("#top", "/intro/")).toEqual({ path: "/intro/", hash: "top" });
  });

  it("skips links that leave the site", () => {
    expect(resolveInternalHref("https://github.com/", "/")).toBeUndefined();
    expect(resolveInternalHref("mailto:support@cairn.example", "/")).toBeUndefined();
    expect(resolveInternalHref("//cdn.example/x.js", "/")).toBeUndefined();
  });
});

describe("findBrokenLinks", () => {
  const pages = [
    page("/", ["/intro/", "/intro", "/intro/#setup", "/missing/", "/intro/#nope", "#main", "/robots.txt", "https://x.example/"], ["main"]),
    page("/intro/", ["/", "../"], ["setup"]),
  ];

  it("reports links to unbuilt pages and to missing anchors, with the page they are on", () => {
    expect(findBrokenLinks(pages, new Set(["/robots.txt"]))).toEqual([
      { page: "/", href: "/missing/", reason: "no page is built at this path" },
      { page: "/", href: "/intro/#nope", reason: 'no element with id "nope" on /intro/' },
    ]);
  });

  it("reports a root-relative link broken on every page that has it, and a relative one by its own page", () => {
    const page = (path: string, links: string[], ids: string[] = []): BuiltPage => ({ path, ids: new Set(ids), links });
    const pages = [page("/a/", ["/gone/", "/b/#x", "c/"]), page("/b/", ["/gone/", "/b/#x", "c/"], ["x"]), page("/a/c/", [])];
    expect(findBrokenLinks(pages)).toEqual([
      { page: "/a/", href: "/gone/", reason: "no page is built at this path" },
      { page: "/b/", href: "/gone/", reason: "no page is built at this path" },
      { page: "/b/", href: "c/", reason: "no page is built at this path" },
    ]);
  });

  it("counts a link to a file that exists as resolved", () => {
    expect(findBrokenLinks([page("/", ["/robots.txt"])], new Set())).toHaveLength(1);
    expect(findBrokenLinks([page("/", ["/robots.txt"])], new Set(["/robots.txt"]))).toHaveLength(0);
  });

  it("formats one line per link under its page", () => {
    expect(formatBrokenLinks(findBrokenLinks(pages, new Set(["/robots.txt"])))).toBe(
      'On /:\n  - /missing/ (no page is built at this path)\n  - /intro/#nope (no element with id "nope" on /intro/)',
    );
  });
});
