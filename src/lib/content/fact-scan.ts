/**
 * Finds the fact components of a doc (./facts) in its MDX source, without compiling it. A build
 * makes a doc's node before its body compiles (src/gatsby/node/nodes/doc.ts), and the node must
 * already say which facts the page states: the cross-file check reads them at createPages, and the
 * outputs' cache keys cover their values. The compiler checks that it found the same facts in the
 * same places (src/gatsby/node/compile), so a reference this reads differently fails the doc's
 * compile instead of escaping the check.
 */
import { FACT_COMPONENT_NAMES, type FactComponent } from "./mdx-components";
import type { FactReference } from "./facts";

/** The text with code (fenced blocks and inline spans) and MDX comments blanked, newlines and offsets kept. */
export function maskCodeAndComments(source: string): string {
  const blank = (part: string) => part.replace(/[^\n]/g, " ");
  let fence: string | undefined;
  const lines = source.split("\n").map((line) => {
    const opener = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (opener && (fence === undefined || (opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener))) {
      fence = fence === undefined ? opener : undefined;
      return blank(line);
    }
    return fence === undefined ? line : blank(line);
  });
  return lines
    .join("\n")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blank)
    .replace(/(?<!`)(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, blank);
}

const TAG = new RegExp(`(?<!\\\\)<(${FACT_COMPONENT_NAMES.join("|")})(?![\\w.])((?:[^>"'{]|"[^"]*"|'[^']*'|\\{[^}]*\\})*)>`, "g");
const ATTRIBUTE = /([A-Za-z_][\w-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|(\{[^}]*\})))?/g;

/** The attributes of a tag as written; an expression value (`{…}`) is kept as its text, which no fact accepts. */
function parseAttributes(written: string): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {};
  for (const m of written.replace(/\/\s*$/, "").matchAll(ATTRIBUTE)) {
    props[m[1]] = m[2] ?? m[3] ?? m[4] ?? true;
  }
  return props;
}

/**
 * Every fact component in a doc's body, in order. `lineOffset` is the number of lines before the
 * body in its file (the frontmatter), so lines are the file's.
 */
export function scanFactReferences(body: string, lineOffset = 0): FactReference[] {
  if (!FACT_COMPONENT_NAMES.some((name) => body.includes(`<${name}`))) return [];
  const masked = maskCodeAndComments(body);
  const lineStarts = [0];
  for (let i = masked.indexOf("\n"); i !== -1; i = masked.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  const references: FactReference[] = [];
  let line = 0;
  for (const m of masked.matchAll(TAG)) {
    const offset = m.index ?? 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1] <= offset) line += 1;
    references.push({ component: m[1] as FactComponent, props: parseAttributes(m[2]), line: line + 1 + lineOffset, column: offset - lineStarts[line] + 1 });
  }
  return references;
}
