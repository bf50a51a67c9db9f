/**
 * The rehype step of the doc pipeline: code blocks become highlighted `CodeBlock` elements (meta
 * parsed, tokens computed once), headings are collected for the table of contents, a summary is
 * made the first child of its details, tables lose the whitespace React would reject, and a second
 * `h1` in a body is refused.
 */
import type { Root, Element, ElementContent } from "hast";
import type { Plugin } from "unified";
import type { VFile } from "vfile";
import { visit, SKIP } from "unist-util-visit";
import { toString } from "hast-util-to-string";
import { parseCodeBlockMeta } from "../../../lib/content/code-meta";
import type { CodeLine } from "../../../lib/content/hast";
import { highlightCode } from "../../../lib/content/highlight";
import type { HeadingInfo } from "../../../lib/navigation/toc";

export interface RehypeCairnOptions {
  /**
   * The highlighted lines of each code block made, by element. HTML properties cannot hold them
   * (lists of token pairs), so the compiler puts them on the compiled tree from here.
   */
  codeLines: Map<Element, CodeLine[]>;
}

const TABLE_PARTS = new Set(["table", "thead", "tbody", "tfoot", "tr"]);
const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

const isElement = (node: ElementContent | undefined, tagName: string): node is Element => node?.type === "element" && node.tagName === tagName;
const isBlank = (node: ElementContent) => node.type === "text" && node.value.trim() === "";

function codeBlock(pre: Element, code: Element, file: VFile, codeLines: RehypeCairnOptions["codeLines"]): Element {
  const classes = code.properties?.className;
  const language = (Array.isArray(classes) ? classes : []).map(String).find((c) => c.startsWith("language-"))?.slice("language-".length);
  const meta = code.data?.meta;
  let parsed;
  try {
    parsed = parseCodeBlockMeta(typeof meta === "string" ? meta : undefined);
  } catch (error) {
    file.fail(`code block meta "${String(meta)}": ${error instanceof Error ? error.message : String(error)}`, pre.position);
  }
  const lines = highlightCode(toString(code), language);
  const outOfRange = parsed.highlightLines.filter((line) => line > lines.length);
  if (outOfRange.length > 0) {
    file.fail(`code block highlights line ${outOfRange[0]}, but it has only ${lines.length} lines`, pre.position);
  }
  const element: Element = {
    type: "element",
    tagName: "CodeBlock",
    properties: {
      language: language ?? "text",
      ...(parsed.title ? { title: parsed.title } : {}),
      highlightLines: parsed.highlightLines,
      showLineNumbers: parsed.showLineNumbers,
    },
    children: [],
    position: pre.position,
  };
  codeLines.set(element, lines);
  return element;
}

/**
 * `<summary>…</summary>` on its own line inside `<details>` parses as a paragraph holding the
 * summary, and a summary written over several lines holds a paragraph: HTML wants the summary as
 * the details' first child, holding its text.
 */
function placeSummary(details: Element): void {
  details.children = details.children.map((child) => {
    if (!isElement(child, "p")) return child;
    const parts = child.children.filter((c) => !isBlank(c));
    return parts.length === 1 && isElement(parts[0], "summary") ? parts[0] : child;
  });
  for (const summary of details.children) {
    if (isElement(summary, "summary") && summary.children.length === 1 && isElement(summary.children[0], "p")) summary.children = summary.children[0].children;
  }
}

export const rehypeCairn: Plugin<[RehypeCairnOptions], Root> = ({ codeLines }) => (tree, file) => {
  const headings: HeadingInfo[] = [];
  file.data.headings = headings;
  visit(tree, "element", (node: Element, index: number | null, parent: { children: unknown[] } | null) => {
    if (node.tagName === "pre" && parent && index !== null) {
      const code = node.children.find((c): c is Element => isElement(c, "code"));
      if (code) {
        parent.children[index] = codeBlock(node, code, file, codeLines);
        return SKIP;
      }
    }
    const depth = HEADINGS[node.tagName];
    if (depth === 1) {
      file.fail("a doc has one h1, its title: use ## for sections (a leading # Heading is taken as the title)", node.position);
    }
    if (depth) headings.push({ depth, id: String(node.properties?.id ?? ""), text: toString(node).trim() });
    if (node.tagName === "details" || node.tagName === "Details") placeSummary(node);
    if (TABLE_PARTS.has(node.tagName)) {
      node.children = node.children.filter((child) => !isBlank(child));
    }
    if ((node.tagName === "td" || node.tagName === "th") && node.properties?.align) {
      node.properties = { ...node.properties, style: `text-align: ${node.properties.align}` };
      delete node.properties.align;
    }
    return undefined;
  });
};
