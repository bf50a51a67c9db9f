import {
  applyTrailingSlash,
  docIdFromRelativePath,
  docPath,
  isExternalHref,
  isInternalPageHref,
  markdownPathOf,
  routesOfPageFile,
  searchWordsFromPath,
  sitePagePath,
  stripIndexHtml,
} from "../../../../src/lib/navigation/paths";

describe("docIdFromRelativePath", () => {
  it("drops the extension and lets an index file stand for its folder", () => {
    expect(docIdFromRelativePath("intro/overview/intro-to-cairn.mdx")).toBe("intro/overview/intro-to-cairn");
    expect(docIdFromRelativePath("intro/index.mdx")).toBe("intro");
    expect(docIdFromRelativePath("guides\\style\\terraform.md")).toBe("guides/style/terraform");
  });
});

describe("applyTrailingSlash", () => {
  it("adds, removes or keeps the slash per policy, keeping query and hash", () => {
    expect(applyTrailingSlash("/intro", "always")).toBe("/intro/");
    expect(applyTrailingSlash("/intro/#setup", "always")).toBe("/intro/#setup");
    expect(applyTrailingSlash("/intro#setup", "always")).toBe("/intro/#setup");
    expect(applyTrailingSlash("/intro/", "never")).toBe("/intro");
    expect(applyTrailingSlash("/intro/?q=1", "never")).toBe("/intro?q=1");
    expect(applyTrailingSlash("/intro", "ignore")).toBe("/intro");
  });

  it("treats version-like page names as pages, not files", () => {
    expect(applyTrailingSlash("/guides/stay-up-to-date/cis-1.3.0", "always")).toBe("/guides/stay-up-to-date/cis-1.3.0/");
    expect(applyTrailingSlash("/guides/stay-up-to-date/terraform/terraform-1.x", "always")).toBe("/guides/stay-up-to-date/terraform/terraform-1.x/");
    expect(isInternalPageHref("/guides/stay-up-to-date/cis-1.3.0")).toBe(true);
  });

  it("leaves the root and files alone", () => {
    expect(applyTrailingSlash("/", "never")).toBe("/");
    expect(applyTrailingSlash("/sitemap.xml", "always")).toBe("/sitemap.xml");
  });
});

describe("docPath", () => {
  it("serves docs from the site root, or at their slug", () => {
    expect(docPath("intro/next-steps", "always")).toBe("/intro/next-steps/");
    expect(docPath("intro/next-steps", "always", "/start")).toBe("/start/");
    expect(docPath("intro", "never")).toBe("/intro");
  });

  it("keeps the trailing slash on a doc's own path when links are left as written", () => {
    expect(docPath("intro/next-steps", "ignore")).toBe("/intro/next-steps/");
  });
});

describe("sitePagePath", () => {
  it("gives the site's own pages one form per policy, the slash kept under ignore", () => {
    expect(sitePagePath("/search/", "always")).toBe("/search/");
    expect(sitePagePath("/search/", "never")).toBe("/search");
    expect(sitePagePath("/search", "ignore")).toBe("/search/");
    expect(sitePagePath("/", "never")).toBe("/");
  });
});

describe("markdownPathOf", () => {
  it("publishes a page's Markdown as index.md in its folder, whatever form its path takes", () => {
    expect(markdownPathOf("/intro/")).toBe("/intro/index.md");
    expect(markdownPathOf("/intro")).toBe("/intro/index.md");
    expect(markdownPathOf("/")).toBe("/index.md");
  });
});

describe("routesOfPageFile", () => {
  it("gives the routes Gatsby creates for files under src/pages, in the policy's form", () => {
    expect(routesOfPageFile("index.tsx", "always")).toEqual(["/"]);
    expect(routesOfPageFile("search.tsx", "always")).toEqual(["/search/"]);
    expect(routesOfPageFile("search.tsx", "never")).toEqual(["/search"]);
    expect(routesOfPageFile("guides/index.tsx", "always")).toEqual(["/guides/"]);
    expect(routesOfPageFile("404.tsx", "always")).toEqual(["/404/", "/404.html"]);
  });

  it("gives none for files that are not pages", () => {
    for (const file of ["index.module.css", "search.module.css", "types.d.ts", "_helpers.ts", "a.test.tsx", "products/{Product.slug}.tsx", "[...].tsx"]) {
      expect(routesOfPageFile(file, "always")).toEqual([]);
    }
  });
});

describe("link kinds", () => {
  it("tells pages of the site from files, hashes and other sites", () => {
    expect(isInternalPageHref("/intro/")).toBe(true);
    expect(isInternalPageHref("/intro/#a")).toBe(true);
    expect(isInternalPageHref("/robots.txt")).toBe(false);
    expect(isInternalPageHref("#a")).toBe(false);
    expect(isInternalPageHref("//cdn.example/x")).toBe(false);
    expect(isExternalHref("https://github.com/cairn-io/")).toBe(true);
    expect(isExternalHref("/intro/")).toBe(false);
  });

  it("sends paths matching the full-page-load pattern to a full page load", () => {
    expect(isInternalPageHref("/api/reference/", /^\/api\//)).toBe(false);
    expect(isInternalPageHref("/intro/", /^\/api\//)).toBe(true);
  });
});

describe("searchWordsFromPath", () => {
  it("searches for the last segment of a path that leads nowhere, separators as spaces", () => {
    expect(searchWordsFromPath("/intro/tool-fundamentals/terrafrom/")).toBe("terrafrom");
    expect(searchWordsFromPath("/guides/stay-up-to-date/terraform_upgrade")).toBe("terraform upgrade");
    expect(searchWordsFromPath("/reference/eks-workers.html")).toBe("eks workers");
    expect(searchWordsFromPath("/docs/vpc/index.html")).toBe("vpc");
  });

  it("decodes escapes, survives malformed ones, and caps the length", () => {
    expect(searchWordsFromPath("/remote%20state/")).toBe("remote state");
    expect(searchWordsFromPath("/bad%E0%A4%A/")).toBe("bad%E0%A4%A");
    expect(searchWordsFromPath(`/${"a-".repeat(100)}/`).length).toBeLessThanOrEqual(60);
  });

  it("has nothing to go on at the root or the not-found page itself", () => {
    expect(searchWordsFromPath("/")).toBe("");
    expect(searchWordsFromPath("/404/")).toBe("");
    expect(searchWordsFromPath("/404.html")).toBe("");
  });
});

describe("stripIndexHtml", () => {
  it("turns a path ending in index.html into its folder, keeping query and hash", () => {
    expect(stripIndexHtml("/intro/index.html")).toBe("/intro/");
    expect(stripIndexHtml("/index.html")).toBe("/");
    expect(stripIndexHtml("/intro/INDEX.HTML?x=1#top")).toBe("/intro/?x=1#top");
    expect(stripIndexHtml("/intro/")).toBe("/intro/");
    expect(stripIndexHtml("/intro/notindex.html")).toBe("/intro/notindex.html");
    expect(stripIndexHtml("/a/index.html/b")).toBe("/a/index.html/b");
  });
});
