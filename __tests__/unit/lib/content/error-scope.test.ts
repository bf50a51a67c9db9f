import { contentErrorsForPath, pageOfContentFile, scopeContentErrors } from "../../../../src/lib/content/error-scope";
import type { ContentErrorEntry } from "../../../../src/lib/content/error-report";

describe("pageOfContentFile", () => {
  it("gives a doc's page, from its path or its slug", () => {
    expect(pageOfContentFile("docs/intro/index.mdx", "always")).toBe("/intro/");
    expect(pageOfContentFile("docs/guides/a.mdx", "never")).toBe("/guides/a");
    expect(pageOfContentFile("docs/guides/a.mdx", "always", "/elsewhere")).toBe("/elsewhere/");
  });

  it("gives a catalog module's reference page", () => {
    expect(pageOfContentFile("catalog/networking/vpc.yaml", "always")).toBe("/reference/services/networking/vpc/");
  });

  it("is null for files every page is built from", () => {
    expect(pageOfContentFile("sidebars.yaml", "always")).toBeNull();
    expect(pageOfContentFile("tags.yaml", "always")).toBeNull();
    expect(pageOfContentFile("catalog/misplaced.yaml", "always")).toBeNull();
  });
});

const entry = (file: string, pages: string[] | null): ContentErrorEntry => ({ file, line: 1, column: 1, message: "m", text: `${file}:1:1: m`, pages });

describe("scopeContentErrors", () => {
  it("gives an error its file's page, or every page", () => {
    const pages: Record<string, string | null> = { "content/docs/a.mdx": "/a/", "content/sidebars.yaml": null };
    const parsed = [entry("content/docs/a.mdx", null), entry("content/sidebars.yaml", null), { ...entry("", null), text: "m" }].map(({ pages: _pages, ...rest }) => rest);
    expect(scopeContentErrors(parsed, (file) => pages[file] ?? null).map((e) => e.pages)).toEqual([["/a/"], null, null]);
  });
});

describe("contentErrorsForPath", () => {
  const errors = [entry("content/docs/a.mdx", ["/a/"]), entry("content/tags.yaml", null), entry("content/docs/b.mdx", ["/b/"])];

  it("shows a page its own errors and those of every page, in order", () => {
    expect(contentErrorsForPath(errors, "/a/").map((e) => e.file)).toEqual(["content/docs/a.mdx", "content/tags.yaml"]);
    expect(contentErrorsForPath(errors, "/").map((e) => e.file)).toEqual(["content/tags.yaml"]);
  });

  it("matches a page with or without its trailing slash", () => {
    expect(contentErrorsForPath(errors, "/b").map((e) => e.file)).toEqual(["content/tags.yaml", "content/docs/b.mdx"]);
  });
});
