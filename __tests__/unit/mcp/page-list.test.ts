import { llmsIndex } from "../../../src/lib/build/markdown";
import { moduleSlugOf, parsePageList } from "../../../mcp/src/page-list";

describe("parsePageList", () => {
  it("reads every page of an llms.txt the build writes, with its section", () => {
    const text = llmsIndex({ title: "Cairn Docs", tagline: "Tagline.", url: "https://docs.cairn.example" }, [
      { title: "Intro", pages: [{ title: "Introduction to Cairn", path: "/intro/overview/intro-to-cairn/", description: "What Cairn is." }] },
      { title: "Service Catalog API", pages: [{ title: "VPC [networking]", path: "/reference/services/networking/vpc/", description: "A VPC: three tiers." }] },
    ]);
    expect(parsePageList(text)).toEqual([
      { title: "Introduction to Cairn", path: "/intro/overview/intro-to-cairn/", description: "What Cairn is.", section: "Intro" },
      { title: "VPC [networking]", path: "/reference/services/networking/vpc/", description: "A VPC: three tiers.", section: "Service Catalog API" },
    ]);
  });

  it("skips lines that are not page links, and a page listed twice", () => {
    expect(parsePageList("# T\n- [A](https://x.example/a/index.md): one\n- [A again](https://x.example/a/index.md): two\n- not a link\n- [B](https://x.example/b/)\n").map((p) => p.path)).toEqual(["/a/"]);
  });
});

describe("moduleSlugOf", () => {
  it("names the category and service of a reference page's path", () => {
    expect(moduleSlugOf("/reference/services/networking/vpc/")).toBe("networking/vpc");
    expect(moduleSlugOf("/reference/services/networking/")).toBeUndefined();
    expect(moduleSlugOf("/reference/services/intro/overview/extra/")).toBeUndefined();
    expect(moduleSlugOf("/guides/vpc/")).toBeUndefined();
  });
});
