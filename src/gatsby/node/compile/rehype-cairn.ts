/**
 * The rehype step of the doc pipeline: code blocks become highlighted `CodeBlock` elements (meta
 * parsed, tokens computed once), headings are collected for the table of contents, tables lose
 * the whitespace React would reject, and a second `h1` in a body is refused.
 */
import type { Root, Element } from "hast";
import type { Plugin } from "unified";
import { visit, SKIP } from "unist-util-visit";
import { toString } from "hast-util-to-string";
import { parseCodeBlockMeta } from "../../../lib/content/code-meta";
import { highlightCode } from "../../../lib/content/highlight";
import type { HeadingInfo } from "../../../lib/navigation/toc";

const TABLE_PARTS = new Set(["table", "thead", "tbody", "tfoot", "tr"]);
const HEADINGS: Record<string, number> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

function codeBlock(pre: Element, code: Element, file: { fail(reason: string, place?: never): never }): Element {
  const classes = (code.properties?.className ?? []) as string[];
  const language = classes.find((c) => c.startsWith("language-"))?.slice("language-".length);
  const meta = (code.data as { meta?: string } | undefined)?.meta;
  let parsed;
  try {
    parsed = parseCodeBlockMeta(meta);
  } catch (error) {
    file.fail(`code block meta "${meta}": ${(error as Error).message}`, pre as never);
  }
  const lines = highlightCode(toString(code), language);
  const outOfRange = parsed.highlightLines.filter((line) => line > lines.length);
  if (outOfRange.length > 0) {
    file.fail(`code block highlights line ${outOfRange[0]}, but it has only ${lines.length} lines`, pre as never);
  }
  return {
    type: "element",
    tagName: "CodeBlock",
    properties: {
      language: language ?? "text",
      ...(parsed.title ? { title: parsed.title } : {}),
      highlightLines: parsed.highlightLines,
      showLineNumbers: parsed.showLineNumbers,
      lines: lines as never,
    },
    children: [],
    position: pre.position,
  };
}

export const rehypeCairn: Plugin<[], Root> = () => (tree, file) => {
  const headings: HeadingInfo[] = [];
  file.data.headings = headings;
  visit(tree, "element", (node: Element, index: number | null, parent: { children: unknown[] } | null) => {
    if (node.tagName === "pre" && parent && index !== null) {
      const code = node.children.find((c): c is Element => c.type === "element" && c.tagName === "code");
      if (code) {
        parent.children[index] = codeBlock(node, code, file as never);
        return SKIP;
      }
    }
    const depth = HEADINGS[node.tagName];
    if (depth === 1) {
      file.fail("a doc has one h1, its title: use ## for sections (a leading # Heading is taken as the title)", node as never);
    }
    if (depth) headings.push({ depth, id: String(node.properties?.id ?? ""), text: toString(node).trim() });
    if (TABLE_PARTS.has(node.tagName)) {
      node.children = node.children.filter((child) => !(child.type === "text" && child.value.trim() === ""));
    }
    if ((node.tagName === "td" || node.tagName === "th") && node.properties?.align) {
      node.properties = { ...node.properties, style: `text-align: ${node.properties.align}` };
      delete node.properties.align;
    }
    return undefined;
  });
};
