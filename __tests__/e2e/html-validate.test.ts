/**
 * Every built page checked, not a sample: html-validate with the project's
 * config (.htmlvalidate.cjs: the recommended rules and the exceptions it explains), the site's
 * own checks (one h1, unique ids, image alt, rel on external links), and the build's link check
 * (every internal link and anchor resolves). Needs the built site, not a browser.
 */
import fs from "node:fs";
import path from "node:path";
import { HtmlValidate, type ConfigData } from "html-validate";
import { checkBuiltSite } from "../../src/gatsby/node/outputs/link-check";
import { siteConfig } from "../../src/site-config";
import { blankOwnedInlineStyles, checkPageMarkup, formatProblems, listHtmlFiles, positionAt, type PageProblem } from "./support/html-checks";

jest.setTimeout(60_000);

const root = path.join(__dirname, "..", "..");
// HTML_CHECK_DIR checks another built site (such as a copy with a page broken on purpose).
const publicDir = process.env.HTML_CHECK_DIR ?? path.join(root, "public");
// The same file the html-validate CLI finds; loaded here because jest cannot import() it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const config = require(path.join(root, ".htmlvalidate.cjs")) as ConfigData;

/**
 * Gatsby's slice fragments (`_gatsby/slices/*.html`) are not pages: Gatsby copies their markup
 * (its script tags) into every page, where it is validated.
 */
const isFragment = (file: string) => file.startsWith("/_gatsby/");
const files = listHtmlFiles(publicDir);
const pages = files.filter((file) => !isFragment(file));

/** Where the problem is, relative to the working directory (`public/intro/index.html`). */
const label = (file: string) => path.relative(process.cwd(), path.join(publicDir, file));

/** The build's link check, its broken links placed on the line of the page that holds them. */
function brokenLinkProblems(): { pages: number; problems: PageProblem[] } {
  const { pages: checked, broken } = checkBuiltSite(publicDir);
  const problems = broken.map((link): PageProblem => {
    const file = link.page.endsWith("/") ? `${link.page}index.html` : link.page;
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    const at = html.indexOf(`href="${link.href}"`);
    return { file: label(file), ...positionAt(html, Math.max(at, 0)), rule: "own/link-resolves", message: `${link.href}: ${link.reason}` };
  });
  return { pages: checked, problems };
}

describe("every built HTML page", () => {
  let validated = 0;
  const markupProblems: PageProblem[] = [];
  let links: ReturnType<typeof brokenLinkProblems> = { pages: 0, problems: [] };

  beforeAll(async () => {
    const validator = new HtmlValidate(config);
    for (const file of pages) {
      const html = fs.readFileSync(path.join(publicDir, file), "utf8");
      const report = await validator.validateString(blankOwnedInlineStyles(html), label(file));
      for (const result of report.results) {
        for (const m of result.messages) markupProblems.push({ file: label(file), line: m.line, column: m.column, rule: m.ruleId, message: m.message });
      }
      markupProblems.push(...checkPageMarkup(html, label(file), siteConfig.url));
      validated += 1;
    }
    links = brokenLinkProblems();
  });

  afterAll(() => {
    const errors = markupProblems.length + links.problems.length;
    console.log(`html-validate: ${validated} pages checked, ${errors} errors (plus the link check of ${links.pages} pages; ${files.length - pages.length} Gatsby fragment not a page)`);
  });

  it("are all found (the whole site, not a sample)", () => {
    expect(pages.length).toBeGreaterThan(150);
    expect(pages).toEqual(expect.arrayContaining(["/index.html", "/404.html", "/search/index.html", "/tags/index.html", "/reference/services/networking/vpc/index.html"]));
  });

  it("pass html-validate and the own checks (one h1, unique ids, img alt, rel on external links)", () => {
    expect(formatProblems(markupProblems)).toBe("");
  });

  it("have every internal link and anchor resolving (the build's link check)", () => {
    expect(links.pages).toBeGreaterThanOrEqual(pages.length);
    expect(formatProblems(links.problems)).toBe("");
  });
});
