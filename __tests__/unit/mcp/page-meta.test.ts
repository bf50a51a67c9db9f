import { breadcrumbsOf, parseBuildStamp, parsePageData } from "../../../mcp/src/page-meta";

const link = (label: string, href: string) => ({ type: "link", label, href, docId: href.slice(1, -1), paginationLabel: null, collapsed: null, collapsible: null, items: [] });
const pageData = {
  componentChunkName: "component---src-templates-doc-tsx",
  path: "/guides/build-it-yourself/vpc/core-concepts/",
  result: {
    data: {
      doc: {
        path: "/guides/build-it-yourself/vpc/core-concepts/",
        title: "VPC Core Concepts",
        description: "The building blocks.",
        tags: [{ slug: "vpc", label: "VPC", path: "/tags/vpc/" }, { slug: "networking" }, { label: "no slug" }],
      },
      sidebar: {
        items: [
          link("← Build it yourself", "/guides/build-it-yourself/"),
          {
            type: "category",
            label: "Build a VPC",
            href: "/guides/build-it-yourself/vpc/",
            docId: "guides/build-it-yourself/vpc/index",
            paginationLabel: null,
            collapsed: false,
            collapsible: true,
            items: [link("Core concepts", "/guides/build-it-yourself/vpc/core-concepts/"), { broken: true }],
          },
        ],
      },
    },
    pageContext: { id: "x", sidebarName: "vpc" },
  },
};

describe("parsePageData", () => {
  it("reads the doc's title, description, tags and sidebar from its page data", () => {
    const meta = parsePageData(pageData);
    expect(meta.title).toBe("VPC Core Concepts");
    expect(meta.description).toBe("The building blocks.");
    expect(meta.tags).toEqual([
      { slug: "vpc", label: "VPC", path: "/tags/vpc/" },
      { slug: "networking", label: "networking", path: "/tags/networking/" },
    ]);
    expect(meta.sidebarName).toBe("vpc");
    expect(meta.sidebar).toHaveLength(2);
    expect(breadcrumbsOf(meta, "/guides/build-it-yourself/vpc/core-concepts/")).toEqual([
      { label: "Build a VPC", href: "/guides/build-it-yourself/vpc/" },
      { label: "Core concepts", href: "/guides/build-it-yourself/vpc/core-concepts/" },
    ]);
  });

  it("answers with nothing, not an error, for page data of another shape or none", () => {
    for (const value of [undefined, null, 42, "text", [], { result: { data: { doc: "x", sidebar: { items: "no" } } } }]) {
      expect(parsePageData(value)).toEqual({ tags: [], sidebar: [] });
    }
  });
});

describe("parseBuildStamp", () => {
  it("reads the build stamps from the page's head", () => {
    const html = '<html><head><meta name="buildVersion" content="f7822c526893"/><meta name="buildTime" content="2026-11-27T12:39:45.181Z"/></head><body><meta name="buildTime" content="later"/></body></html>';
    expect(parseBuildStamp(html)).toEqual({ builtAt: "2026-11-27T12:39:45.181Z", buildVersion: "f7822c526893" });
    expect(parseBuildStamp('<meta name="buildVersion" content="a&amp;b"/>')).toEqual({ buildVersion: "a&b" });
    expect(parseBuildStamp("<html></html>")).toEqual({});
  });
});
