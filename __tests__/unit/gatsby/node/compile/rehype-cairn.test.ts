/**
 * The rehype step, run in the real pipeline (remark's steps before it, rehype-slug for the ids), on
 * what it receives. The whole compile, trimmed tree and file lines included, is ./index.test.ts.
 */
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import remarkGfm from "remark-gfm";
import remarkRehype from "remark-rehype";
import rehypeSlug from "rehype-slug";
import { VFile } from "vfile";
import type { Element, Root, RootContent } from "hast";
import { remarkCairn } from "../../../../../src/gatsby/node/compile/remark-cairn";
import { rehypeCairn } from "../../../../../src/gatsby/node/compile/rehype-cairn";
import type { CodeLine } from "../../../../../src/lib/content/hast";
import type { HeadingInfo } from "../../../../../src/lib/navigation/toc";

const links = { resolveMarkdownLink: () => undefined, normaliseInternalPath: (path: string) => path };

/** The body through the pipeline up to and with this step: the elements, the headings and each code block's lines. */
async function rehype(source: string): Promise<{ tree: Root; headings: HeadingInfo[]; codeLines: Map<Element, CodeLine[]> }> {
  const codeLines = new Map<Element, CodeLine[]>();
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkCairn, { links }).use(remarkRehype).use(rehypeSlug).use(rehypeCairn, { codeLines });
  const file = new VFile({ value: source, path: "content/docs/example.mdx" });
  const tree = (await processor.run(processor.parse(source), file)) as Root;
  return { tree, headings: file.data.headings as HeadingInfo[], codeLines };
}

function elements(node: Root | RootContent, tagName: string): Element[] {
  if (node.type !== "root" && node.type !== "element") return [];
  const here = node.type === "element" && node.tagName === tagName ? [node] : [];
  return [...here, ...node.children.flatMap((child) => elements(child, tagName))];
}

const lineTexts = (lines: CodeLine[]) => lines.map((line) => line.map(([, text]) => text).join(""));

describe("code blocks", () => {
  it("become CodeBlock elements with the fence's language, title, highlighted lines and line numbers", async () => {
    const { tree } = await rehype('```hcl title="main.tf" {1,3} showLineNumbers\nresource "aws_vpc" "main" {\n  cidr_block = "10.0.0.0/16"\n}\n```\n');
    const [block] = elements(tree, "CodeBlock");
    expect(block.properties).toEqual({ language: "hcl", title: "main.tf", highlightLines: [1, 3], showLineNumbers: true });
    expect(block.children).toEqual([]);
    expect(elements(tree, "pre")).toEqual([]);
    expect(block.position?.start.line).toBe(1);
  });

  it("carry their code highlighted once, line by line, beside the tree", async () => {
    const { tree, codeLines } = await rehype('```hcl\nresource "aws_vpc" "main" {\n  cidr_block = "10.0.0.0/16"\n}\n```\n');
    const lines = codeLines.get(elements(tree, "CodeBlock")[0])!;
    expect(lineTexts(lines)).toEqual(['resource "aws_vpc" "main" {', '  cidr_block = "10.0.0.0/16"', "}"]);
    expect(lines[0][0]).toEqual(["keyword", expect.stringMatching(/^resource\s*$/)]);
  });

  it("without a language are plain text, with no title, highlight or line numbers", async () => {
    const { tree, codeLines } = await rehype("```\nterragrunt run-all plan\n```\n");
    const [block] = elements(tree, "CodeBlock");
    expect(block.properties).toEqual({ language: "text", highlightLines: [], showLineNumbers: false });
    expect(lineTexts(codeLines.get(block)!)).toEqual(["terragrunt run-all plan"]);
  });

  it("refuse a highlighted line the block does not have, naming the fence's line", async () => {
    await expect(rehype("Intro.\n\n```bash {3}\nterraform init\nterraform plan\n```\n")).rejects.toMatchObject({ line: 3, reason: "code block highlights line 3, but it has only 2 lines" });
  });

  it("refuse a meta whose line ranges do not read, naming the fence's line", async () => {
    await expect(rehype("```bash {5-2}\nterraform init\n```\n")).rejects.toMatchObject({ line: 1, reason: 'code block meta "{5-2}": "5-2" is not an ascending range of lines from 1' });
  });

  it("leave inline code as code", async () => {
    const { tree } = await rehype("Run `terraform plan` first.\n");
    expect(elements(tree, "code")).toHaveLength(1);
    expect(elements(tree, "CodeBlock")).toEqual([]);
  });
});

describe("headings", () => {
  it("are collected in order with their level, anchor and text, repeated texts given distinct anchors", async () => {
    const { headings } = await rehype("## Remote state\n\n### The `s3` backend\n\n#### Locking\n\n## Remote state\n");
    expect(headings).toEqual([
      { depth: 2, id: "remote-state", text: "Remote state" },
      { depth: 3, id: "the-s3-backend", text: "The s3 backend" },
      { depth: 4, id: "locking", text: "Locking" },
      { depth: 2, id: "remote-state-1", text: "Remote state" },
    ]);
  });

  it("include no h1: a # heading in the body (the leading one is the title) is refused with its line", async () => {
    await expect(rehype("## A\n\nText.\n\n# Second title\n")).rejects.toMatchObject({ line: 5, reason: expect.stringMatching(/^a doc has one h1, its title: use ## for sections/) });
  });
});

describe("details", () => {
  it.each(["details", "Details"])("get their summary as first child, out of the paragraph MDX wraps it in (<%s>)", async (name) => {
    const { tree } = await rehype(`<${name}>\n<summary>Why pin versions?</summary>\n\nSo that a plan today is the plan tomorrow.\n\n</${name}>\n`);
    const [details] = elements(tree, name);
    const first = details.children.find((child) => child.type === "element");
    expect(first).toMatchObject({ tagName: "summary", children: [{ type: "text", value: "Why pin versions?" }] });
    expect(elements(tree, "p").flatMap((p) => elements(p, "summary"))).toEqual([]);
  });

  it("get the text of a summary written over several lines, not a paragraph inside it", async () => {
    const { tree } = await rehype("<details>\n<summary>\n\nWhy pin versions?\n\n</summary>\n\nBecause.\n\n</details>\n");
    const [summary] = elements(tree, "summary");
    expect(summary.children).toEqual([expect.objectContaining({ type: "text", value: "Why pin versions?" })]);
  });

  it("keep a paragraph that holds more than the summary", async () => {
    const { tree } = await rehype("<details>\n<summary>Why?</summary> Because.\n</details>\n");
    const [details] = elements(tree, "details");
    expect(details.children.some((child) => child.type === "element" && child.tagName === "p")).toBe(true);
  });
});

describe("tables", () => {
  it("hold no whitespace text between their rows and cells, and align cells by style", async () => {
    const { tree } = await rehype("| Input | Required |\n|:------|:--------:|\n| vpc_name | yes |\n");
    for (const part of ["table", "thead", "tbody", "tr"]) {
      for (const element of elements(tree, part)) expect(element.children.every((child) => child.type === "element")).toBe(true);
    }
    expect(elements(tree, "th").map((th) => th.properties)).toEqual([{ style: "text-align: left" }, { style: "text-align: center" }]);
    expect(elements(tree, "td")[1].properties).toEqual({ style: "text-align: center" });
  });
});
