/**
 * How much a doc says: words of prose (everything a reader reads outside code blocks, headings and
 * tables included) and lines of code. The content test holds the step-by-step guides to minimums
 * in these units, so code cannot stand in for explanation.
 */
import { codeBlockText, type TreeNode } from "../../src/lib/content/hast";

export interface ProseStats {
  proseWords: number;
  codeLines: number;
}

const countWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Counts prose words and code lines of a compiled doc tree. */
export function proseStats(node: TreeNode): ProseStats {
  if (node.type === "text") return { proseWords: countWords(node.value), codeLines: 0 };
  if (node.type === "element" && (node.tagName === "CodeBlock" || node.tagName === "pre")) {
    const text = node.tagName === "CodeBlock" ? codeBlockText(node) : "";
    return { proseWords: 0, codeLines: text === "" ? 0 : text.split("\n").length };
  }
  // Adjacent inline elements (`**Terraform** 1.5`) are separate text nodes: join them before
  // counting, so a word split by markup counts once.
  let inline = "";
  const total: ProseStats = { proseWords: 0, codeLines: 0 };
  const flush = () => {
    total.proseWords += countWords(inline);
    inline = "";
  };
  for (const child of node.children) {
    if (child.type === "text") {
      inline += child.value;
      continue;
    }
    if (child.type === "element" && INLINE.has(child.tagName)) {
      inline += inlineText(child);
      continue;
    }
    flush();
    const inner = proseStats(child);
    total.proseWords += inner.proseWords;
    total.codeLines += inner.codeLines;
  }
  flush();
  return total;
}

const INLINE = new Set(["a", "code", "em", "strong", "del", "kbd", "sup", "sub", "span", "abbr", "mark", "b", "i"]);

function inlineText(node: TreeNode): string {
  if (node.type === "text") return node.value;
  return node.children.map(inlineText).join("");
}
