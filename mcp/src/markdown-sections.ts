/**
 * The headings of a page's Markdown (`index.md`, as src/lib/build/markdown.ts writes it) and the
 * section under one of them, so an agent can read one part of a long page. Headings get the ids
 * the page gives them (github-slugger over the heading's text, as rehype-slug does when the page
 * is compiled), so an anchor from a search hit or a page URL names its section here too.
 */
import { slug } from "github-slugger";

export interface MarkdownHeading {
  /** The heading's anchor id on the page. */
  id: string;
  /** The heading's text, without Markdown markup. */
  text: string;
  /** 1 to 6. */
  level: number;
  /** Index of the heading's line. */
  line: number;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const ATX = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;

/** A heading's Markdown as the text it shows: code spans, emphasis, links and kbd reduced to their words. */
export function plainHeadingText(markdown: string): string {
  const parts = markdown.split(/(`[^`]*`)/);
  return parts
    .map((part, i) => {
      if (i % 2 === 1) return part.slice(1, -1);
      return part
        .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
        .replace(/<\/?kbd>/g, "")
        .replace(/(\*\*|\*|~~)/g, "");
    })
    .join("")
    .trim();
}

/** Every ATX heading outside code blocks, with the ids the page gives them (repeats get -1, -2, …). */
export function markdownHeadings(markdown: string): MarkdownHeading[] {
  const headings: MarkdownHeading[] = [];
  const used = new Map<string, number>();
  let fence: string | null = null;
  markdown.split("\n").forEach((line, index) => {
    const opened = FENCE.exec(line);
    if (fence) {
      if (opened && opened[1][0] === fence[0] && opened[1].length >= fence.length && line.trim() === opened[1]) fence = null;
      return;
    }
    if (opened) {
      fence = opened[1];
      return;
    }
    const match = ATX.exec(line);
    if (!match) return;
    const text = plainHeadingText(match[2]);
    const base = slug(text);
    const count = used.get(base) ?? 0;
    used.set(base, count + 1);
    headings.push({ id: count === 0 ? base : `${base}-${count}`, text, level: match[1].length, line: index });
  });
  return headings;
}

/** The heading `wanted` names: its id, a `#id`, or its text (any case), else undefined. */
export function findHeading(headings: readonly MarkdownHeading[], wanted: string): MarkdownHeading | undefined {
  const key = wanted.trim().replace(/^#+\s*/, "");
  if (!key) return undefined;
  const lower = key.toLowerCase();
  return headings.find((h) => h.id === key) ?? headings.find((h) => h.id === slug(key)) ?? headings.find((h) => h.text.toLowerCase() === lower);
}

/** The heading's section: its line and everything up to the next heading of its level or above. */
export function sectionMarkdown(markdown: string, heading: MarkdownHeading, headings: readonly MarkdownHeading[]): string {
  const lines = markdown.split("\n");
  const next = headings.find((h) => h.line > heading.line && h.level <= heading.level);
  return `${lines.slice(heading.line, next ? next.line : lines.length).join("\n").trim()}\n`;
}

/**
 * The list item documenting a module input or output (`- \`name\` (…): …`), for anchors that are
 * not headings: a reference page anchors every input by its name and every output as
 * `output-<name>`, and search hits link to them.
 */
export function referenceItem(markdown: string, anchor: string): string | undefined {
  const isOutput = anchor.startsWith("output-");
  const name = isOutput ? anchor.slice("output-".length) : anchor;
  if (!/^[a-z0-9_]+$/i.test(name)) return undefined;
  const start = isOutput ? `- \`${name}\`: ` : `- \`${name}\` (`;
  const line = markdown.split("\n").find((l) => l.startsWith(start));
  return line ? `${line}\n` : undefined;
}
