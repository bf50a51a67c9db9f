import { siteRelativeHit, siteRelativeUrl } from "../../../../src/lib/search/hit-url";

const origins = ["https://docs.cairn.example", "http://127.0.0.1:9000"];

describe("siteRelativeUrl", () => {
  it("makes a URL on the production origin site-relative, keeping query and anchor", () => {
    expect(siteRelativeUrl("https://docs.cairn.example/reference/services/networking/vpc/#vpc_id", origins)).toBe("/reference/services/networking/vpc/#vpc_id");
    expect(siteRelativeUrl("https://docs.cairn.example/search/?q=vpc", origins)).toBe("/search/?q=vpc");
  });

  it("treats the origin of the page being read as the site too", () => {
    expect(siteRelativeUrl("http://127.0.0.1:9000/intro/", origins)).toBe("/intro/");
  });

  it("keeps relative URLs, other origins and malformed URLs as they are", () => {
    expect(siteRelativeUrl("/intro/#why", origins)).toBe("/intro/#why");
    expect(siteRelativeUrl("https://github.com/cairn/docs", origins)).toBe("https://github.com/cairn/docs");
    expect(siteRelativeUrl("https://docs.cairn.example.evil.test/intro/", origins)).toBe("https://docs.cairn.example.evil.test/intro/");
    expect(siteRelativeUrl("http://[bad", origins)).toBe("http://[bad");
  });

  it("ignores an origin that is not a URL", () => {
    expect(siteRelativeUrl("https://docs.cairn.example/intro/", ["not a url", "https://docs.cairn.example"])).toBe("/intro/");
  });
});

describe("siteRelativeHit", () => {
  it("rewrites url and url_without_anchor and keeps the other fields", () => {
    const hit = { url: "https://docs.cairn.example/a/#b", url_without_anchor: "https://docs.cairn.example/a/", objectID: "1" };
    expect(siteRelativeHit(hit, origins)).toEqual({ url: "/a/#b", url_without_anchor: "/a/", objectID: "1" });
  });

  it("returns the same object when nothing changes", () => {
    const hit = { url: "/a/#b", url_without_anchor: "/a/" };
    expect(siteRelativeHit(hit, origins)).toBe(hit);
  });
});
