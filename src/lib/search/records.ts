/**
 * Search records, built at build time from the same compiled trees the pages render: one record
 * per page and one per h2/h3 section, in DocSearch's hierarchy (lvl0 section of the site, lvl1
 * page title, lvl2-lvl3 headings). Code is kept apart so it can rank below prose.
 */
import { codeBlockText, type TreeNode, type TreeRoot } from "../content/hast";
import { truncateAtWord } from "../content/text";

export interface SearchRecord {
  /** Unique id: the URL with its anchor. */
  id: string;
  /** Page path plus `#anchor` for sections. */
  url: string;
  type: "lvl1" | "lvl2" | "lvl3";
  lvl0: string;
  lvl1: string;
  lvl2?: string;
  lvl3?: string;
  /** The section's prose. */
  content: string;
  /** Identifiers in the section's code, indexed but ranked lower. */
  code?: string;
}

/** What record building needs to know about a doc. */
export interface SearchableDoc {
  path: string;
  title: string;
  description: string;
  body: TreeRoot;
}

/** Records keep prose short enough to index and show; longer sections are cut at a word. */
export const MAX_CONTENT_LENGTH = 1200;

const BLOCKS = new Set(["p", "li", "td", "th", "blockquote", "summary", "dt", "dd", "figcaption"]);

function clip(text: string): string {
  return truncateAtWord(text.replace(/\s+/g, " ").trim(), MAX_CONTENT_LENGTH);
}

/** Code is indexed by its distinct identifiers (e.g. `cidr_block`, `terragrunt`), not its full text. */
export function codeTerms(code: string, max = 80): string {
  const seen = new Set<string>();
  for (const token of code.match(/[A-Za-z_][A-Za-z0-9_.-]{2,}/g) ?? []) {
    const term = token.replace(/[.-]+$/, "");
    if (term.length >= 3) seen.add(term);
    if (seen.size >= max) break;
  }
  return [...seen].join(" ");
}

function inlineText(node: TreeNode): string {
  if (node.type === "text") return node.value;
  if (node.type === "element" && node.tagName === "CodeBlock") return "";
  return node.children.map(inlineText).join("");
}

interface Section {
  depth: 1 | 2 | 3;
  id?: string;
  lvl2?: string;
  lvl3?: string;
  prose: string[];
  code: string[];
}

/** Collects prose blocks and code of a tree into `section`, starting new sections at h2/h3. */
function walk(node: TreeNode, sections: Section[]): void {
  if (node.type === "text") return;
  if (node.type === "element") {
    const current = sections[sections.length - 1];
    if (node.tagName === "h2" || node.tagName === "h3") {
      const title = inlineText(node).trim();
      const id = String(node.properties.id ?? "");
      sections.push(
        node.tagName === "h2"
          ? { depth: 2, id, lvl2: title, prose: [], code: [] }
          : { depth: 3, id, lvl2: current.depth === 1 ? undefined : current.lvl2, lvl3: title, prose: [], code: [] },
      );
      return;
    }
    if (node.tagName === "CodeBlock") {
      current.code.push(codeBlockText(node));
      return;
    }
    if (BLOCKS.has(node.tagName) && !node.children.some((c) => c.type === "element" && BLOCKS.has(c.tagName))) {
      current.prose.push(inlineText(node));
      return;
    }
  }
  node.children.forEach((child) => walk(child, sections));
}

/** The records of one doc. `lvl0` is the site section it belongs to (Intro, Guides, …). */
export function buildDocRecords(doc: SearchableDoc, lvl0: string): SearchRecord[] {
  const sections: Section[] = [{ depth: 1, prose: [], code: [] }];
  doc.body.children.forEach((child) => walk(child, sections));
  return sections.flatMap((section): SearchRecord[] => {
    const content = clip(section.prose.join(" "));
    const code = codeTerms(section.code.join("\n")) || undefined;
    if (section.depth === 1) {
      return [{ id: doc.path, url: doc.path, type: "lvl1", lvl0, lvl1: doc.title, content: clip(`${doc.description} ${content}`), ...(code ? { code } : {}) }];
    }
    if (!section.id) return [];
    const url = `${doc.path}#${section.id}`;
    return [{
      id: url,
      url,
      type: section.depth === 2 ? "lvl2" : "lvl3",
      lvl0,
      lvl1: doc.title,
      ...(section.lvl2 ? { lvl2: section.lvl2 } : {}),
      ...(section.lvl3 ? { lvl3: section.lvl3 } : {}),
      content,
      ...(code ? { code } : {}),
    }];
  });
}

/** The site section a path belongs to, from the longest matching prefix. */
export function sectionOf(path: string, sections: readonly { prefix: string; label: string }[], fallback = "Docs"): string {
  const match = [...sections].sort((a, b) => b.prefix.length - a.prefix.length).find((s) => path.startsWith(s.prefix));
  return match ? match.label : fallback;
}
