import { htmlFileOfPage, pagePathOf } from "../../../../src/lib/build/page-files";

describe("built pages and their files", () => {
  it("names the file Gatsby writes for a page", () => {
    expect(htmlFileOfPage("/")).toBe("/index.html");
    expect(htmlFileOfPage("/intro/")).toBe("/intro/index.html");
    expect(htmlFileOfPage("/intro")).toBe("/intro/index.html");
    expect(htmlFileOfPage("/404.html")).toBe("/404.html");
    expect(htmlFileOfPage("/dev-404-page/")).toBe("/dev-404-page/index.html");
  });

  it("maps index.html files to their folder path, and back", () => {
    expect(pagePathOf("/intro/index.html")).toBe("/intro/");
    expect(pagePathOf("/404.html")).toBe("/404.html");
    for (const page of ["/", "/intro/", "/a/b/", "/404.html"]) expect(pagePathOf(htmlFileOfPage(page))).toBe(page);
  });
});
