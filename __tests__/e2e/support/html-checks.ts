/**
 * The site's own checks of one built HTML page, next to html-validate: one h1,
 * no duplicate ids, an alt on every image and rel="noopener noreferrer" on every link to another
 * origin; and the one exemption html-validate's config cannot express. Pure: callers read files.
 */
import fs from "node:fs";
import path from "node:path";
import { Parser } from "htmlparser2";

/** One problem on one page, named as html-validate names its own. */
export interface PageProblem {
  file: string;
  line: number;
  column: number;
  rule: string;
  message: string;
}

/**
 * The only elements allowed an inline style, by id: Gatsby writes #gatsby-focus-wrapper and
 * #gatsby-announcer; #base-url-issue-banner (gatsby-ssr.tsx) shows when the stylesheets failed to
 * load, so it cannot rely on them. html-validate's no-inline-style cannot exempt single elements.
 */
export const INLINE_STYLE_OWNERS: readonly string[] = ["gatsby-focus-wrapper", "gatsby-announcer", "base-url-issue-banner"];

/** Every .html file under `dir`, as paths relative to it with a leading slash, sorted. */
export function listHtmlFiles(dir: string, base = ""): string[] {
  return fs
    .readdirSync(path.join(dir, base), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = `${base}/${entry.name}`;
      if (entry.isDirectory()) return listHtmlFiles(dir, relative);
      return entry.name.endsWith(".html") ? [relative] : [];
    })
    .sort();
}

/** Folders of a build that hold no pages (data, assets, Gatsby's fragments). */
const NOT_PAGES = /^\/(?:page-data|static|_gatsby|~partytown)\//;

/** The built pages of a site folder: every .html file except Gatsby's data and fragments. */
export function listBuiltPages(dir: string): string[] {
  return listHtmlFiles(dir).filter((file) => !NOT_PAGES.test(file));
}

/** The public/ folder the e2e tests serve. */
export const PUBLIC_DIR = path.join(__dirname, "..", "..", "..", "public");

/** 1-based line and column of a character offset. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lastBreak = before.lastIndexOf("\n");
  return { line: before.split("\n").length, column: offset - lastBreak };
}

/**
 * Blanks the style attribute of the INLINE_STYLE_OWNERS elements with spaces of the same length,
 * so html-validate's no-inline-style applies to everything else and its line and column numbers
 * still point into the real file.
 */
export function blankOwnedInlineStyles(html: string): string {
  return html.replace(/<[a-z]+\b[^>]*>/g, (tag) => {
    const id = /\sid="([^"]*)"/.exec(tag)?.[1];
    if (!id || !INLINE_STYLE_OWNERS.includes(id)) return tag;
    return tag.replace(/\sstyle="[^"]*"/, (attribute) => " ".repeat(attribute.length));
  });
}

/** True for an http(s) URL whose origin is not `siteOrigin`. */
export function isExternalHref(href: string, siteOrigin: string): boolean {
  const trimmed = href.trim();
  if (!/^(https?:)?\/\//i.test(trimmed)) return false;
  try {
    return new URL(trimmed, siteOrigin).origin !== new URL(siteOrigin).origin;
  } catch {
    return true;
  }
}

/** The own checks of one page's markup; `file` only names the page in the problems. */
export function checkPageMarkup(html: string, file: string, siteOrigin: string): PageProblem[] {
  const problems: PageProblem[] = [];
  const firstSeen = new Map<string, number>();
  const h1Lines: number[] = [];
  const report = (offset: number, rule: string, message: string) => problems.push({ file, ...positionAt(html, offset), rule, message });
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const offset = parser.startIndex;
        if (name === "h1") h1Lines.push(positionAt(html, offset).line);
        const id = attributes.id;
        if (id !== undefined) {
          const first = firstSeen.get(id);
          if (first === undefined) firstSeen.set(id, offset);
          else report(offset, "own/unique-id", `id "${id}" is already used on line ${positionAt(html, first).line}`);
        }
        if (name === "img" && attributes.alt === undefined) report(offset, "own/img-alt", `<img src="${attributes.src ?? ""}"> has no alt attribute`);
        if ((name === "a" || name === "area") && attributes.href !== undefined && isExternalHref(attributes.href, siteOrigin)) {
          const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
          if (!rel.includes("noopener") || !rel.includes("noreferrer")) {
            report(offset, "own/external-rel", `link to ${attributes.href} has rel="${attributes.rel ?? ""}", not "noopener noreferrer"`);
          }
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  if (h1Lines.length !== 1) {
    problems.push({ file, line: h1Lines[1] ?? 1, column: 1, rule: "own/one-h1", message: `the page has ${h1Lines.length} h1 elements${h1Lines.length ? ` (lines ${h1Lines.join(", ")})` : ""}, not 1` });
  }
  return problems;
}

/** `file:line:column rule message`, one problem a line. */
export function formatProblems(problems: readonly PageProblem[]): string {
  return problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.rule} ${p.message}`).join("\n");
}
