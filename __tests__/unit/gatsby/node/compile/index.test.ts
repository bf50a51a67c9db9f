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
  it("turns a code fence into a highlighted CodeBlock with its title and highlighted lines", async () => {
    const doc = await compileDoc('## Setup\n\n```hcl title="main.tf" {2}\nresource "aws_vpc" "main" {\n  cidr_block = "10.0.0.0/16"\n}\n```\n', options);
    const [block] = find(doc.tree, "CodeBlock");
    expect(block.properties).toMatchObject({ language: "hcl", title: "main.tf", highlightLines: [2] });
    const lines = block.properties.lines as [string, string][][];
    expect(lines).toHaveLength(3);
    expect(lines[0][0]).toEqual(["keyword", expect.stringMatching(/^resource\s*$/)]);
    expect(lines.map((line) => line.map(([, text]) => text).join("")).join("\n")).toBe('resource "aws_vpc" "main" {\n  cidr_block = "10.0.0.0/16"\n}');
  });

  it("collects h2/h3 headings with slug ids for the table of contents", async () => {
    const doc = await compileDoc("## Remote state\n\n### S3 backend\n\n## Remote state\n", options);
    expect(doc.headings).toEqual([
      { depth: 2, id: "remote-state", text: "Remote state" },
      { depth: 3, id: "s3-backend", text: "S3 backend" },
      { depth: 2, id: "remote-state-1", text: "Remote state" },
    ]);
  });

  it("takes a leading # heading as the title and removes it from the body", async () => {
    const doc = await compileDoc("# Hello world\n\nFirst words here.\n", options);
    expect(doc.leadingTitle).toBe("Hello world");
    expect(find(doc.tree, "h1")).toHaveLength(0);
    expect(doc.firstParagraph).toBe("First words here.");
  });

  it("turns :::tip[Title] into an Admonition and leaves times like 10:30 as text", async () => {
    const doc = await compileDoc(":::tip[Pin versions]\nUse `?ref=`.\n:::\n\nMeet at 10:30 today.\n", options);
    const [admonition] = find(doc.tree, "Admonition");
    expect(admonition.properties).toEqual({ type: "tip", title: "Pin versions" });
    expect(JSON.stringify(doc.tree)).toContain("10:30 today");
  });

  it("resolves relative .mdx links, adds the trailing slash and marks external links noopener", async () => {
    const doc = await compileDoc("[a](./exists.mdx#x) [b](/intro/overview) [c](https://example.com) [d](./missing.mdx)\n", options);
    const hrefs = find(doc.tree, "a").map((a) => a.properties.href);
    expect(hrefs).toEqual(["/intro/exists/#x", "/intro/overview/", "https://example.com", "./missing.mdx"]);
    expect(find(doc.tree, "a")[2].properties.rel).toBe("noopener noreferrer");
    expect(doc.brokenMarkdownLinks).toEqual([{ url: "./missing.mdx", line: 5 }]);
  });

  it("keeps GFM tables without whitespace text inside table parts", async () => {
    const doc = await compileDoc("| a | b |\n|:-:|---|\n| 1 | 2 |\n", options);
    const [table] = find(doc.tree, "table");
    expect(table.children.every((c) => c.type === "element")).toBe(true);
    expect(find(doc.tree, "th")[0].properties.style).toBe("text-align: center");
  });

  it.each([
    ["import X from './x'\n\nText\n", /import and export are not supported/, 5],
    ["Hello {1 + 1}\n", /JavaScript expressions are not supported/, 5],
    ["<Unknown />\n", /unknown component <Unknown>/, 5],
    ['<Admonition type={kind}>x</Admonition>\n', /only literal values/, 5],
    ["\n\n<div>\n", /example\.mdx:7/, 7],
    ["## A\n\n# Second h1\n", /one h1/, 7],
    [":::warn\nx\n:::\n", /unknown admonition ":::warn"/, 5],
  ])("rejects %j naming the file and line", async (source, message, line) => {
    await expect(compileDoc(source, options)).rejects.toMatchObject({
      message: expect.stringMatching(message),
      file: "content/docs/example.mdx",
      line,
    });
  });

  it.each(["details", "Details"])("makes <summary> the first child of <%s>, not a paragraph's", async (name) => {
    const doc = await compileDoc(`<${name}>\n<summary>Why?</summary>\n\nBecause.\n\n</${name}>\n`, options);
    const [details] = find(doc.tree, name);
    const first = details.children[0];
    expect(first.type === "element" && first.tagName).toBe("summary");
    expect(find(doc.tree, "p").every((p) => find(p, "summary").length === 0)).toBe(true);
  });

  it("accepts literal attribute expressions and comments", async () => {
    const doc = await compileDoc('{/* a note for writers */}\n\n<Admonition type="note" title={"Hi"}>x</Admonition>\n', options);
    expect(find(doc.tree, "Admonition")[0].properties).toEqual({ type: "note", title: "Hi" });
  });

  it("keeps a fact component as an element with the attributes written, for its value to be put in when read", async () => {
    const doc = await compileDoc('Install Terragrunt <ToolVersion tool="terragrunt" />; modules need <ToolVersion tool="terraform" constraint />.\n', options);
    expect(find(doc.tree, "ToolVersion").map((element) => element.properties)).toEqual([{ tool: "terragrunt" }, { tool: "terraform", constraint: true }]);
  });

  it.each([
    ['Use <ToolVersion tool={"terragrunt"} />.\n', /<ToolVersion> attribute "tool": write fact attributes as quoted strings/, 5],
    ['Use <ModuleVersion module="vpc">text</ModuleVersion>.\n', /<ModuleVersion> renders its value from the data, so it takes no content/, 5],
    ['## Install Terragrunt <ToolVersion tool="terragrunt" />\n', /<ToolVersion> cannot be used in a heading/, 5],
    ['\n<Card title="x <ToolVersion tool=\'terragrunt\' />" href="/a/">y</Card>\n', /<ToolVersion> could not be read before compiling/, 6],
  ])("rejects the fact component in %j naming the file and line", async (source, message, line) => {
    await expect(compileDoc(source, options)).rejects.toMatchObject({ message: expect.stringMatching(message), file: "content/docs/example.mdx", line });
  });
});
