/**
 * Compiles a doc's MDX once, when it is sourced, into the serialisable tree the doc template
 * renders (docs/decisions/one-doc-template.md). Errors carry the file and the line in that file.
 */
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import remarkGfm from "remark-gfm";
import remarkDirective from "remark-directive";
import remarkRehype from "remark-rehype";
import rehypeSlug from "rehype-slug";
import { VFile } from "vfile";
import type { Root as HastRoot, Element } from "hast";
import { remarkCairn, type CompileData, type LinkRewriter } from "./remark-cairn";
import { rehypeCairn } from "./rehype-cairn";
import { ContentError } from "../../../lib/content/content-error";
import { scanFactReferences } from "../../../lib/content/fact-scan";
import type { CodeLine, TreeNode, TreeRoot, TreeValue } from "../../../lib/content/hast";
import type { HeadingInfo } from "../../../lib/navigation/toc";

export interface CompileOptions extends LinkRewriter {
  /** Path shown in errors, such as `content/docs/intro/index.mdx`. */
  file: string;
  /** Lines before the body in the file (the frontmatter), added to reported line numbers. */
  lineOffset: number;
}

export interface CompiledDoc {
  tree: TreeRoot;
  headings: HeadingInfo[];
  leadingTitle?: string;
  /** The first paragraph's text, for a description when the frontmatter has none. */
  firstParagraph?: string;
  brokenMarkdownLinks: { url: string; line?: number }[];
}

/** The parts of the HAST that go into the trimmed tree, with what the HAST cannot hold. */
interface TreeSource {
  node: HastRoot["children"][number];
  codeLines: ReadonlyMap<Element, CodeLine[]>;
}

/** Turns HAST into the trimmed tree: no positions, no data, `className` as a string, code blocks with their lines. */
function toTree({ node, codeLines }: TreeSource): TreeNode | undefined {
  const children = (list: readonly HastRoot["children"][number][]) => list.flatMap((child) => toTree({ node: child, codeLines }) ?? []);
  if (node.type === "text") return { type: "text", value: node.value };
  if (node.type !== "element") return undefined;
  const properties: Record<string, TreeValue> = {};
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    if (value === undefined || (value === false && key !== "showLineNumbers")) continue;
    properties[key] = key === "className" && Array.isArray(value) ? value.join(" ") : value;
  }
  const lines = codeLines.get(node);
  if (lines) properties.lines = lines;
  return { type: "element", tagName: node.tagName, properties, children: children(node.children) };
}

/**
 * The facts the compiler found must be the ones read from the source before compiling (the doc's
 * node lists those for the cross-file check): else the first place they differ is the error.
 */
function checkFactsAgainstScan(source: string, compiled: CompileData["facts"]): void {
  const scanned = scanFactReferences(source);
  const same = (a: { component: string; line: number; column: number } | undefined, b: typeof a) => a?.component === b?.component && a?.line === b?.line && a?.column === b?.column;
  const index = Array.from({ length: Math.max(scanned.length, compiled.length) }, (_, i) => i).find((i) => !same(scanned[i], compiled[i]));
  if (index === undefined) return;
  const at = compiled[index] ?? scanned[index];
  const error = new Error(`<${at.component}> could not be read before compiling: write fact components in the text, outside code and comments, with quoted attributes (<${at.component} … />)`);
  throw Object.assign(error, { line: at.line, column: at.column });
}

function firstParagraphText(tree: TreeRoot): string | undefined {
  const paragraph = tree.children.find((c) => c.type === "element" && c.tagName === "p");
  if (!paragraph || paragraph.type !== "element") return undefined;
  const text = (function collect(n: TreeNode): string {
    return n.type === "text" ? n.value : n.children.map(collect).join("");
  })(paragraph);
  return text.replace(/\s+/g, " ").trim() || undefined;
}

export async function compileDoc(source: string, options: CompileOptions): Promise<CompiledDoc> {
  const codeLines = new Map<Element, CodeLine[]>();
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkCairn, { links: options })
    .use(remarkRehype)
    .use(rehypeSlug)
    .use(rehypeCairn, { codeLines });
  try {
    const mdast = processor.parse(source);
    const vfile = new VFile({ value: source, path: options.file });
    const hast = (await processor.run(mdast, vfile)) as HastRoot;
    const data = vfile.data as { cairn: CompileData; headings: HeadingInfo[] };
    checkFactsAgainstScan(source, data.cairn.facts);
    const tree: TreeRoot = { type: "root", children: hast.children.flatMap((node) => toTree({ node, codeLines }) ?? []) };
    return {
      tree,
      headings: data.headings,
      leadingTitle: data.cairn.leadingTitle,
      firstParagraph: firstParagraphText(tree),
      brokenMarkdownLinks: data.cairn.brokenMarkdownLinks.map((l) => ({ ...l, line: l.line && l.line + options.lineOffset })),
    };
  } catch (error) {
    const message = error as { reason?: string; message: string; line?: number | null; column?: number | null };
    let reason = message.reason ?? message.message;
    let line = message.line ?? undefined;
    let column = message.column ?? undefined;
    // Some micromark errors carry their place only inside the text, as "(3:1-3:6)".
    const place = /\s*\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
    if (place && line === undefined) {
      line = Number(place[1]);
      column = Number(place[2]);
      reason = reason.replace(place[0], "");
    }
    throw new ContentError(options.file, reason, line === undefined ? undefined : line + options.lineOffset, column);
  }
}
