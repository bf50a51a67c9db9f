/**
 * The whole compile of a doc's body. What each step makes of writer syntax is tested at the step:
 * ./remark-cairn.test.ts (components, admonitions, links, facts) and ./rehype-cairn.test.ts (code
 * blocks, headings, details, tables).
 */
import { compileDoc, type CompileOptions } from "../../../../../src/gatsby/node/compile";
import type { TreeElement, TreeNode } from "../../../../../src/lib/content/hast";

const options: CompileOptions = {
  file: "content/docs/example.mdx",
  lineOffset: 4,
  resolveMarkdownLink: (target) => (target === "./exists.mdx" ? "/intro/exists/" : undefined),
  normaliseInternalPath: (path) => (path.endsWith("/") ? path : `${path}/`),
};

function find(node: TreeNode, tagName: string): TreeElement[] {
  if (node.type === "text") return [];
  const here = node.type === "element" && node.tagName === tagName ? [node] : [];
  return [...here, ...node.children.flatMap((c) => find(c, tagName))];
}

describe("compileDoc", () => {
  it("puts each code block's highlighted lines on its element in the tree", async () => {
    const doc = await compileDoc('## Setup\n\n```hcl title="main.tf" {2}\nresource "aws_vpc" "main" {\n  cidr_block = "10.0.0.0/16"\n}\n```\n', options);
    const [block] = find(doc.tree, "CodeBlock");
    expect(block.properties).toMatchObject({ language: "hcl", title: "main.tf", highlightLines: [2] });
    const lines = block.properties.lines as [string, string][][];
    expect(lines).toHaveLength(3);
    expect(lines.map((line) => line.map(([, text]) => text).join("")).join("\n")).toBe('resource "aws_vpc" "main" {\n  cidr_block = "10.0.0.0/16"\n}');
  });

  it("trims the tree to what the template renders: no positions or data, classes as one string, false attributes left out", async () => {
    const doc = await compileDoc('<span class="muted lead" hidden={false}>Hi</span>\n\n```bash\nls\n```\n', options);
    const json = JSON.stringify(doc.tree);
    expect(json).not.toContain('"position"');
    expect(json).not.toContain('"data"');
    expect(find(doc.tree, "span")[0].properties).toEqual({ className: "muted lead" });
    // A block's line numbers are off unless asked for: false is what the template reads.
    expect(find(doc.tree, "CodeBlock")[0].properties.showLineNumbers).toBe(false);
  });

  it("gives the table of contents' headings, the leading # heading as the title and the first paragraph for a description", async () => {
    const doc = await compileDoc("# Hello world\n\nFirst   words\nhere.\n\n## Next\n", options);
    expect(doc.leadingTitle).toBe("Hello world");
    expect(doc.firstParagraph).toBe("First words here.");
    expect(doc.headings).toEqual([{ depth: 2, id: "next", text: "Next" }]);
    expect(find(doc.tree, "h1")).toHaveLength(0);
  });

  it("gives no first paragraph when the body opens with something else and has none", async () => {
    const doc = await compileDoc("## Only a heading\n", options);
    expect(doc.firstParagraph).toBeUndefined();
  });

  it("reports broken Markdown links at their line in the file, frontmatter counted", async () => {
    const doc = await compileDoc("[a](./exists.mdx#x) [d](./missing.mdx)\n", options);
    expect(find(doc.tree, "a").map((a) => a.properties.href)).toEqual(["/intro/exists/#x", "./missing.mdx"]);
    expect(doc.brokenMarkdownLinks).toEqual([{ url: "./missing.mdx", line: 5 }]);
  });

  it.each([
    ["<Unknown />\n", /^content\/docs\/example\.mdx:5:1: unknown component <Unknown>/, 5],
    ["\n\n<div>\n", /^content\/docs\/example\.mdx:7:\d+: /, 7],
    ["## A\n\n# Second h1\n", /^content\/docs\/example\.mdx:7:1: a doc has one h1/, 7],
  ])("rejects %j with the file and the line in the file, frontmatter counted", async (source, message, line) => {
    await expect(compileDoc(source, options)).rejects.toMatchObject({ message: expect.stringMatching(message), file: "content/docs/example.mdx", line });
  });

  it("rejects a fact component that the scan before compiling reads where the compiler does not (inside an attribute), naming its line", async () => {
    const source = '\n<Card title="x <ToolVersion tool=\'terragrunt\' />" href="/a/">y</Card>\n';
    await expect(compileDoc(source, options)).rejects.toMatchObject({ message: expect.stringMatching(/<ToolVersion> could not be read before compiling/), file: "content/docs/example.mdx", line: 6 });
  });
});
