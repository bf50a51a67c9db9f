import { blankOwnedInlineStyles, checkPageMarkup, formatProblems, isExternalHref, positionAt } from "../e2e/support/html-checks";

const SITE = "https://docs.cairn.example";
const page = (body: string) => `<!DOCTYPE html>\n<html lang="en"><head><title>T</title></head>\n<body>\n${body}\n</body></html>`;
const rules = (html: string) => checkPageMarkup(html, "public/x/index.html", SITE).map((p) => `${p.line} ${p.rule}`);

describe("the own checks of a built page", () => {
  it("accept a page with one h1, unique ids, alt text and safe external links", () => {
    const html = page('<h1 id="a">Title</h1><img src="/i.png" alt=""><a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a><a href="/intro/">in</a><a href="https://docs.cairn.example/intro/">abs</a>');
    expect(checkPageMarkup(html, "f", SITE)).toEqual([]);
  });

  it("name the line and the rule of each problem", () => {
    const html = page('<h1 id="a">One</h1>\n<h1 id="a">Two</h1>\n<img src="/i.png">\n<a href="//cdn.example.org/x" rel="noopener">x</a>');
    expect(rules(html)).toEqual(["5 own/unique-id", "6 own/img-alt", "7 own/external-rel", "5 own/one-h1"]);
    expect(formatProblems(checkPageMarkup(html, "public/x/index.html", SITE))).toMatch(/^public\/x\/index\.html:5:1 own\/unique-id id "a" is already used on line 4$/m);
  });

  it("report a page without an h1", () => {
    expect(rules(page("<p>no heading</p>"))).toEqual(["1 own/one-h1"]);
  });
});

describe("isExternalHref", () => {
  it("is true only for http(s) addresses on another origin", () => {
    expect(isExternalHref("https://github.com/cairn-io/", SITE)).toBe(true);
    expect(isExternalHref("//example.com/", SITE)).toBe(true);
    expect(isExternalHref("https://docs.cairn.example/intro/", SITE)).toBe(false);
    expect(isExternalHref("/intro/", SITE)).toBe(false);
    expect(isExternalHref("#top", SITE)).toBe(false);
    expect(isExternalHref("mailto:a@b.example", SITE)).toBe(false);
  });
});

describe("blankOwnedInlineStyles", () => {
  it("blanks the style of Gatsby's own elements only, keeping every offset", () => {
    const html = '<div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper"><p style="color:red" id="mine">x</p></div>';
    const blanked = blankOwnedInlineStyles(html);
    expect(blanked).toHaveLength(html.length);
    expect(blanked).not.toContain("outline:none");
    expect(blanked).toContain('style="color:red"');
  });
});

describe("positionAt", () => {
  it("gives 1-based lines and columns", () => {
    expect(positionAt("ab\ncd", 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
  });
});
