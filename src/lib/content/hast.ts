/**
 * The serialisable tree a doc is compiled to (a trimmed HAST: no positions, no data), shared by the
 * doc template's renderer, the table of contents, search records and link checks.
 */
export type TreeNode = TreeRoot | TreeElement | TreeText;

export interface TreeRoot {
  type: "root";
  children: TreeNode[];
}

export interface TreeElement {
  type: "element";
  /** An HTML tag name, or the name of a registered writer component such as `Admonition`. */
  tagName: string;
  properties: Record<string, TreeValue>;
  children: TreeNode[];
}

export interface TreeText {
  type: "text";
  value: string;
}

export type TreeValue = string | number | boolean | null | TreeValue[] | { [key: string]: TreeValue };

/** Whether a value read back from JSON is a compiled tree's root (its children are trusted as written by the compiler). */
export function isTreeRoot(value: unknown): value is TreeRoot {
  return typeof value === "object" && value !== null && "type" in value && value.type === "root" && "children" in value && Array.isArray(value.children);
}

/** The text content of a node, as a reader would read it. */
export function treeText(node: TreeNode): string {
  if (node.type === "text") return node.value;
  if (node.type === "element" && node.tagName === "CodeBlock") return codeBlockText(node);
  return node.children.map(treeText).join("");
}

/** Tokens of one highlighted line: `[token classes, text]` pairs. */
export type CodeLine = [string, string][];

/** The source text of highlighted lines. */
export function codeLinesText(lines: readonly CodeLine[]): string {
  return lines.map((line) => line.map(([, text]) => text).join("")).join("\n");
}

/** Highlighted lines as a query returns them (lists of [classes, text] pairs), typed as lines. */
export function codeLinesFromQuery(lines: readonly (readonly (readonly string[])[])[]): CodeLine[] {
  return lines.map((line) => line.map((token): [string, string] => [token[0] ?? "", token[1] ?? ""]));
}

/** The highlighted lines a compiled code block carries in its `lines` property. */
export function codeBlockLines(node: TreeElement): CodeLine[] {
  const lines = node.properties.lines;
  if (!Array.isArray(lines)) return [];
  return lines.map((line) => (Array.isArray(line) ? line.flatMap((token): [string, string][] => (Array.isArray(token) ? [[String(token[0] ?? ""), String(token[1] ?? "")]] : [])) : []));
}

/** The source text of a compiled code block. */
export function codeBlockText(node: TreeElement): string {
  return codeLinesText(codeBlockLines(node));
}

/** Calls `visit` for every element in document order. */
export function visitElements(node: TreeNode, visit: (element: TreeElement) => void): void {
  if (node.type === "text") return;
  if (node.type === "element") visit(node);
  for (const child of node.children) visitElements(child, visit);
}
