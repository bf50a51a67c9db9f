import { InputError } from "../../../mcp/src/errors";
import { pageDataPath, toSitePath } from "../../../mcp/src/site-paths";

const origins = ["http://127.0.0.1:9000", "https://docs.cairn.example"];

describe("toSitePath", () => {
  it("accepts a page's path with or without its slashes, index.md or index.html", () => {
    for (const input of ["/intro/overview/intro-to-cairn/", "intro/overview/intro-to-cairn", "/intro/overview/intro-to-cairn/index.md", "/intro/overview/intro-to-cairn/index.html", " /intro/overview/intro-to-cairn "]) {
      expect(toSitePath(input, origins)).toEqual({ path: "/intro/overview/intro-to-cairn/" });
    }
    expect(toSitePath("/", origins)).toEqual({ path: "/" });
  });

  it("accepts the page's URL on the site read or on the production site, keeping the anchor", () => {
    expect(toSitePath("https://docs.cairn.example/reference/services/networking/vpc/#num_nat_gateways", origins)).toEqual({ path: "/reference/services/networking/vpc/", anchor: "num_nat_gateways" });
    expect(toSitePath("http://127.0.0.1:9000/guides/?q=1#step-2", origins)).toEqual({ path: "/guides/", anchor: "step-2" });
  });

  it("accepts the doc's resource URI", () => {
    expect(toSitePath("cairn-docs://docs/intro/next-steps/", origins)).toEqual({ path: "/intro/next-steps/" });
  });

  it("decodes percent-escapes in the path and the anchor", () => {
    expect(toSitePath("/guides/caf%C3%A9/#a%20b", origins)).toEqual({ path: "/guides/café/", anchor: "a b" });
  });

  it("refuses traversal, however it is written", () => {
    for (const input of ["../../etc/passwd", "/intro/../../etc/passwd", "/..%2f..%2fetc/passwd", "%2e%2e/%2e%2e/etc/passwd", "/intro/./x", "cairn-docs://docs/../../etc/passwd"]) {
      expect(() => toSitePath(input, origins)).toThrow(InputError);
    }
  });

  it("resolves a URL's dot segments as URLs do, never above the site's root", () => {
    expect(toSitePath("https://docs.cairn.example/%2e%2e/%2e%2e/etc/passwd", origins)).toEqual({ path: "/etc/passwd/" });
  });

  it("refuses other origins, other schemes, backslashes and control characters", () => {
    expect(() => toSitePath("https://evil.example/intro/", origins)).toThrow("https://evil.example is not this docs site");
    expect(() => toSitePath("file:///etc/passwd", origins)).toThrow(InputError);
    expect(() => toSitePath("javascript:alert(1)", origins)).toThrow(InputError);
    expect(() => toSitePath("/intro\\..\\x/", origins)).toThrow(InputError);
    expect(() => toSitePath("/intro/\u0000/", origins)).toThrow(InputError);
  });

  it("refuses empty, huge and malformed input with a message saying what to pass", () => {
    expect(() => toSitePath("  ", origins)).toThrow("The path is empty");
    expect(() => toSitePath(`/${"a".repeat(5000)}/`, origins)).toThrow("at most 1000");
    expect(() => toSitePath("/%E0%A4%A/", origins)).toThrow("malformed percent-escape");
    expect(() => toSitePath("http://[::1", origins)).toThrow("not a valid URL");
  });

  it("keeps a site served under a path to the pages below it", () => {
    expect(toSitePath("https://host.example/docs/intro/", ["https://host.example/docs"])).toEqual({ path: "/intro/" });
    expect(() => toSitePath("https://host.example/other/", ["https://host.example/docs"])).toThrow("outside the docs site");
  });
});

describe("pageDataPath", () => {
  it("names Gatsby's page data of a page, the home page's as index", () => {
    expect(pageDataPath("/intro/next-steps/")).toBe("/page-data/intro/next-steps/page-data.json");
    expect(pageDataPath("/")).toBe("/page-data/index/page-data.json");
  });
});
