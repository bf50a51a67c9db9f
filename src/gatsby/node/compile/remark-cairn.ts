/**
 * The remark step of the doc pipeline: turns writer syntax (MDX JSX, directives) into plain mdast
 * nodes that say which element to become, and rejects what one template cannot render
 * (import/export, JavaScript expressions, unknown components) with the file and line.
 */
import type { Root, Content, Parent, Link, Heading, Paragraph } from "mdast";
import type { Plugin } from "unified";
import type { VFile } from "vfile";
import type { Node as UnistNode, Parent as UnistParent } from "unist";
import { visit, SKIP } from "unist-util-visit";
import { ADMONITION_TYPES, ALLOWED_HTML_ELEMENTS, WRITER_COMPONENTS } from "../../../lib/content/mdx-components";
import { isExternalHref } from "../../../lib/navigation/paths";

/** What the compile step needs from its caller to rewrite links. */
export interface LinkRewriter {
  /** Maps a relative link to a `.md`/`.mdx` file to the target's site path, or undefined if missing. */
  resolveMarkdownLink(relativeTarget: string): string | undefined;
  /** Applies the trailing-slash policy to an internal path. */
  normaliseInternalPath(path: string): string;
}

export interface RemarkCairnOptions {
  links: LinkRewriter;
}

/** Data the step leaves on the file for the caller. */
export interface CompileData {
  /** Text of a leading `# Heading`, removed from the body. */
  leadingTitle?: string;
  /** Relative Markdown links whose file does not exist. */
  brokenMarkdownLinks: { url: string; line?: number }[];
}

interface PositionedNode {
  type: string;
  position?: { start: { line: number; column: number } };
}

interface JsxAttribute {
  type: "mdxJsxAttribute" | "mdxJsxExpressionAttribute";
  name?: string;
  value?: string | null | { type: string; value: string; data?: { estree?: { body: { expression?: { type: string; value?: unknown } }[] } } };
}

interface JsxElement {
  type: "mdxJsxFlowElement" | "mdxJsxTextElement";
  name: string | null;
  attributes: JsxAttribute[];
  children: Content[];
  data?: Record<string, unknown>;
  position?: PositionedNode["position"];
}

interface DirectiveNode {
  type: "containerDirective" | "leafDirective" | "textDirective";
  name: string;
  attributes?: Record<string, string | null | undefined>;
  children: Content[];
  data?: Record<string, unknown>;
  position?: PositionedNode["position"];
}

const COMPONENTS = new Set<string>(WRITER_COMPONENTS);
const ADMONITIONS = new Set<string>(ADMONITION_TYPES);

function fail(file: VFile, node: PositionedNode, reason: string): never {
  // `fail` throws a VFileMessage carrying the node's line and column.
  file.fail(reason, node as never);
}

/** The literal value of an attribute, or an error for anything that needs JavaScript. */
function attributeValue(file: VFile, element: JsxElement, attribute: JsxAttribute): string | number | boolean | null {
  if (attribute.type === "mdxJsxExpressionAttribute") {
    fail(file, element, `<${element.name}>: spread attributes are not supported; write each attribute with a literal value`);
  }
  const value = attribute.value;
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value;
  const expression = value.data?.estree?.body[0]?.expression;
  if (expression && expression.type === "Literal" && ["string", "number", "boolean"].includes(typeof expression.value)) {
    return expression.value as string | number | boolean;
  }
  fail(file, element, `<${element.name}> attribute "${attribute.name}": only literal values are supported (a string, number or true/false), not the expression {${value.value}}`);
}

/**
 * `<summary>…</summary>` on its own line inside `<details>` parses as a paragraph holding the
 * summary; HTML wants the summary as the details' first child, so take it out of the paragraph.
 */
function hoistSummary(details: JsxElement): void {
  details.children = details.children.map((child) => {
    if (child.type !== "paragraph") return child;
    const parts = (child as Paragraph).children.filter((c) => !(c.type === "text" && c.value.trim() === ""));
    const only = parts[0] as unknown as JsxElement | undefined;
    if (parts.length === 1 && only?.type === "mdxJsxTextElement" && only.name === "summary") {
      return { ...only, type: "mdxJsxFlowElement" } as unknown as Content;
    }
    return child;
  });
}

function convertJsx(file: VFile, node: JsxElement, links: LinkRewriter): void {
  const name = node.name;
  if (name === null) fail(file, node, "fragments (<>…</>) are not supported; remove the empty tag");
  const isComponent = /^[A-Z]/.test(name);
  if (isComponent && !COMPONENTS.has(name)) {
    fail(file, node, `unknown component <${name}>; available components: ${[...COMPONENTS].join(", ")}`);
  }
  if (!isComponent && !ALLOWED_HTML_ELEMENTS.has(name)) {
    fail(file, node, `the HTML element <${name}> is not allowed in docs; use Markdown or one of: ${[...ALLOWED_HTML_ELEMENTS].join(", ")}`);
  }
  const properties: Record<string, string | number | boolean | null> = {};
  for (const attribute of node.attributes) {
    const key = attribute.name === "class" ? "className" : (attribute.name ?? "");
    properties[key] = attributeValue(file, node, attribute);
  }
  if (typeof properties.href === "string" && properties.href.startsWith("/") && !properties.href.startsWith("//")) {
    const [target, hash] = properties.href.split("#");
    properties.href = links.normaliseInternalPath(target) + (hash ? `#${hash}` : "");
  }
  if (name === "Admonition" && !ADMONITIONS.has(String(properties.type ?? "note"))) {
    fail(file, node, `<Admonition type="${properties.type}">: type must be one of ${ADMONITION_TYPES.join(", ")}`);
  }
  if (name === "summary" && node.children.length === 1 && node.children[0].type === "paragraph") {
    node.children = (node.children[0] as Paragraph).children;
  }
  if (name === "details" || name === "Details") hoistSummary(node);
  node.data = { ...node.data, hName: name, hProperties: properties };
}

/** Converts `:::type[Title]` containers into admonitions; puts other directives back as text. */
function convertDirective(file: VFile, node: DirectiveNode, parent: Parent, index: number): void {
  if (node.type === "containerDirective") {
    if (!ADMONITIONS.has(node.name)) {
      fail(file, node, `unknown admonition ":::${node.name}"; use one of ${ADMONITION_TYPES.map((t) => `:::${t}`).join(", ")}`);
    }
    const [first, ...rest] = node.children;
    const hasLabel = first?.type === "paragraph" && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
    const title = hasLabel ? (first as Paragraph).children.map((c) => ("value" in c ? c.value : "")).join("") : undefined;
    if (hasLabel) node.children = rest;
    node.data = { hName: "Admonition", hProperties: { type: node.name, ...(title ? { title } : {}) } };
    return;
  }
  // `:name` in running text (a time such as 10:30, a word after a colon) is prose, not a directive.
  const label = node.children.map((c) => ("value" in c ? c.value : "")).join("");
  const text = `${node.type === "leafDirective" ? "::" : ":"}${node.name}${label ? `[${label}]` : ""}`;
  parent.children.splice(index, 1, { type: "text", value: text } as Content);
}

function rewriteLink(file: VFile, node: Link, options: RemarkCairnOptions, data: CompileData): void {
  const url = node.url;
  if (isExternalHref(url)) {
    node.data = { ...node.data, hProperties: { rel: "noopener noreferrer" } };
    return;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("#")) return;
  const [target, hash] = url.split("#") as [string, string | undefined];
  if (/\.mdx?$/i.test(target) && !target.startsWith("/")) {
    const resolved = options.links.resolveMarkdownLink(target);
    if (!resolved) {
      data.brokenMarkdownLinks.push({ url, line: node.position?.start.line });
      return;
    }
    node.url = resolved + (hash ? `#${hash}` : "");
    return;
  }
  if (target.startsWith("/")) node.url = options.links.normaliseInternalPath(target) + (hash ? `#${hash}` : "");
}

export const remarkCairn: Plugin<[RemarkCairnOptions], Root> = (options) => (tree, file) => {
  const data: CompileData = { brokenMarkdownLinks: [] };
  file.data.cairn = data;

  const first = tree.children[0];
  if (first?.type === "heading" && (first as Heading).depth === 1) {
    data.leadingTitle = (first as Heading).children.map((c) => ("value" in c ? c.value : "")).join("").trim();
    tree.children.shift();
  }

  // Typed loosely on purpose: MDX and directive nodes are not in mdast's own node union.
  visit(tree as UnistNode, (node: UnistNode, index: number | null, parent: UnistParent | null) => {
    const type = node.type;
    if (type === "mdxjsEsm") {
      fail(file, node as PositionedNode, "import and export are not supported in docs: the registered components are available without importing them");
    }
    if (type === "mdxFlowExpression" || type === "mdxTextExpression") {
      const value = String((node as unknown as { value: string }).value).trim();
      const isComment = /^\/\*[\s\S]*\*\/$/.test(value);
      if (!isComment) fail(file, node as PositionedNode, `JavaScript expressions are not supported in docs: {${value}}; write the text literally, or put it in \`code\``);
      if (parent && index !== null) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
    }
    if (type === "mdxJsxFlowElement" || type === "mdxJsxTextElement") convertJsx(file, node as unknown as JsxElement, options.links);
    if (type === "containerDirective" || type === "leafDirective" || type === "textDirective") {
      if (parent && index !== null) convertDirective(file, node as unknown as DirectiveNode, parent as unknown as Parent, index);
    }
    if (type === "link") rewriteLink(file, node as unknown as Link, options, data);
    return undefined;
  });
};
