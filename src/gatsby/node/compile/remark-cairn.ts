/**
 * The remark step of the doc pipeline: turns writer syntax (MDX JSX, directives) into plain mdast
 * nodes that say which element to become, and rejects what one template cannot render
 * (import/export, JavaScript expressions, unknown components) with the file and line.
 */
import type { Root, Content, Parent, Link } from "mdast";
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import type { ContainerDirective, LeafDirective, TextDirective } from "mdast-util-directive";
import type {} from "mdast-util-mdx-expression";
import type {} from "mdast-util-mdxjs-esm";
import type { Plugin } from "unified";
import type { Position } from "unist";
import type { VFile } from "vfile";
import { ADMONITION_TYPES, ALLOWED_HTML_ELEMENTS, WRITER_COMPONENTS, isFactComponent } from "../../../lib/content/mdx-components";
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
  /** The fact components (`<ToolVersion …/>`), in order, where they start in the body. */
  facts: { component: string; line: number; column: number }[];
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type DirectiveNode = ContainerDirective | LeafDirective | TextDirective;

const COMPONENTS = new Set<string>(WRITER_COMPONENTS);
const ADMONITIONS = new Set<string>(ADMONITION_TYPES);

function fail(file: VFile, node: { position?: Position }, reason: string): never {
  // `fail` throws a VFileMessage carrying the node's line and column.
  file.fail(reason, node.position);
}

/** The literal value of an attribute, or an error for anything that needs JavaScript. */
function attributeValue(file: VFile, element: JsxElement, attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): string | number | boolean | null {
  if (attribute.type === "mdxJsxExpressionAttribute") {
    fail(file, element, `<${element.name}>: spread attributes are not supported; write each attribute with a literal value`);
  }
  const value = attribute.value;
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value;
  const statement = value.data?.estree?.body[0];
  const literal = statement?.type === "ExpressionStatement" && statement.expression.type === "Literal" ? statement.expression.value : undefined;
  if (typeof literal === "string" || typeof literal === "number" || typeof literal === "boolean") return literal;
  fail(file, element, `<${element.name}> attribute "${attribute.name}": only literal values are supported (a string, number or true/false), not the expression {${value.value}}`);
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
  if (isFactComponent(name)) checkFact(file, node);
  const properties: Record<string, string | number | boolean | null> = {};
  for (const attribute of node.attributes) {
    const key = attribute.type === "mdxJsxAttribute" && attribute.name === "class" ? "className" : attribute.type === "mdxJsxAttribute" ? attribute.name : "";
    properties[key] = attributeValue(file, node, attribute);
  }
  if (typeof properties.href === "string" && properties.href.startsWith("/") && !properties.href.startsWith("//")) {
    const [target, hash] = properties.href.split("#");
    properties.href = links.normaliseInternalPath(target) + (hash ? `#${hash}` : "");
  }
  if (name === "Admonition" && !ADMONITIONS.has(String(properties.type ?? "note"))) {
    fail(file, node, `<Admonition type="${properties.type}">: type must be one of ${ADMONITION_TYPES.join(", ")}`);
  }
  // A summary's paragraph and a details' paragraph holding only its summary are unwrapped by the
  // rehype step, where both are plain elements.
  node.data = { ...node.data, hName: name, hProperties: properties };
}

/**
 * A fact component (../../../lib/content/facts) is read before the doc compiles, from its source
 * (fact-scan): so its attributes are quoted strings, or bare, never expressions, and it is empty.
 */
function checkFact(file: VFile, node: JsxElement): void {
  for (const attribute of node.attributes) {
    if (attribute.type === "mdxJsxAttribute" && (attribute.value === null || attribute.value === undefined || typeof attribute.value === "string")) continue;
    const written = attribute.type === "mdxJsxAttribute" ? `attribute "${attribute.name}"` : "a spread attribute";
    fail(file, node, `<${node.name}> ${written}: write fact attributes as quoted strings, such as tool="terragrunt"`);
  }
  if (node.children.length > 0) fail(file, node, `<${node.name}> renders its value from the data, so it takes no content: write it as <${node.name} … />`);
}

/** Fact components in a heading: the table of contents and anchors are made from the heading's text as written. */
function failOnFactInHeading(file: VFile, heading: Parent): void {
  for (const child of heading.children) {
    if ((child.type === "mdxJsxTextElement" || child.type === "mdxJsxFlowElement") && child.name && isFactComponent(child.name)) {
      fail(file, child, `<${child.name}> cannot be used in a heading, whose text names its anchor; state the fact in the text below it`);
    }
    if ("children" in child) failOnFactInHeading(file, child);
  }
}

/** Converts `:::type[Title]` containers into admonitions; puts other directives back as text. */
function convertDirective(file: VFile, node: DirectiveNode, parent: Parent, index: number): void {
  if (node.type === "containerDirective") {
    if (!ADMONITIONS.has(node.name)) {
      fail(file, node, `unknown admonition ":::${node.name}"; use one of ${ADMONITION_TYPES.map((t) => `:::${t}`).join(", ")}`);
    }
    const [first, ...rest] = node.children;
    const label = first?.type === "paragraph" && first.data?.directiveLabel === true ? first : undefined;
    const title = label ? label.children.map((c) => ("value" in c ? c.value : "")).join("") : undefined;
    if (label) node.children = rest;
    node.data = { hName: "Admonition", hProperties: { type: node.name, ...(title ? { title } : {}) } };
    return;
  }
  // `:name` in running text (a time such as 10:30, a word after a colon) is prose, not a directive.
  const label = node.children.map((c) => ("value" in c ? c.value : "")).join("");
  const text = `${node.type === "leafDirective" ? "::" : ":"}${node.name}${label ? `[${label}]` : ""}`;
  parent.children.splice(index, 1, { type: "text", value: text });
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

/**
 * Calls `visit` for every node below `parent`, parents before their children. A node `visit`
 * removes ("removed") is not descended into; one it replaces is walked as the replacement.
 */
function walk(parent: Parent, visit: (node: Content, index: number, parent: Parent) => "removed" | undefined): void {
  for (let index = 0; index < parent.children.length; ) {
    if (visit(parent.children[index], index, parent) === "removed") continue;
    const node = parent.children[index];
    if ("children" in node) walk(node, visit);
    index += 1;
  }
}

export const remarkCairn: Plugin<[RemarkCairnOptions], Root> = (options) => (tree, file) => {
  const data: CompileData = { brokenMarkdownLinks: [], facts: [] };
  file.data.cairn = data;

  const first = tree.children[0];
  if (first?.type === "heading" && first.depth === 1) {
    data.leadingTitle = first.children.map((c) => ("value" in c ? c.value : "")).join("").trim();
    tree.children.shift();
  }

  walk(tree, (node, index, parent) => {
    if (node.type === "mdxjsEsm") {
      fail(file, node, "import and export are not supported in docs: the registered components are available without importing them");
    }
    if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") {
      const value = node.value.trim();
      const isComment = /^\/\*[\s\S]*\*\/$/.test(value);
      if (!isComment) fail(file, node, `JavaScript expressions are not supported in docs: {${value}}; write the text literally, or put it in \`code\``);
      parent.children.splice(index, 1);
      return "removed";
    }
    if (node.type === "heading") failOnFactInHeading(file, node);
    if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      convertJsx(file, node, options.links);
      const start = node.position?.start;
      if (node.name && isFactComponent(node.name) && start) data.facts.push({ component: node.name, line: start.line, column: start.column });
    }
    if (node.type === "containerDirective" || node.type === "leafDirective" || node.type === "textDirective") convertDirective(file, node, parent, index);
    if (node.type === "link") rewriteLink(file, node, options, data);
    return undefined;
  });
};
