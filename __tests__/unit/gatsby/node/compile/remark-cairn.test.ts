/**
 * The remark step, run in the real pipeline up to HTML elements (what it marks each node to become
 * is what remark-rehype makes of it). The whole compile, trimmed tree and file lines included, is
 * ./index.test.ts.
 */
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import remarkGfm from "remark-gfm";
import remarkDirective from "remark-directive";
import remarkRehype from "remark-rehype";
import { VFile } from "vfile";
import type { Element, Root, RootContent } from "hast";
import { remarkCairn, type CompileData, type LinkRewriter } from "../../../../../src/gatsby/node/compile/remark-cairn";

const links: LinkRewriter = {
  resolveMarkdownLink: (target) => ({ "./exists.mdx": "/intro/exists/", "../guides/vpc.mdx": "/guides/vpc/" })[target],
  normaliseInternalPath: (path) => (path.endsWith("/") ? path : `${path}/`),
};

/** The body through remark (with this step) and remark-rehype: the elements, and what the step left for the compiler. */
async function remark(source: string): Promise<{ tree: Root; data: CompileData }> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(remarkCairn, { links }).use(remarkRehype);
  const file = new VFile({ value: source, path: "content/docs/example.mdx" });
  const tree = (await processor.run(processor.parse(source), file)) as Root;
  return { tree, data: file.data.cairn as CompileData };
}

function elements(node: Root | RootContent, tagName: string): Element[] {
  if (node.type !== "root" && node.type !== "element") return [];
  const here = node.type === "element" && node.tagName === tagName ? [node] : [];
  return [...here, ...node.children.flatMap((child) => elements(child, tagName))];
}

const text = (node: Root | RootContent): string => (node.type === "text" ? node.value : "children" in node ? node.children.map(text).join("") : "");

describe("the leading title", () => {
  it("is taken from a # heading that opens the body, and removed from it", async () => {
    const { tree, data } = await remark("# Deploy a *VPC*\n\nFirst words.\n");
    expect(data.leadingTitle).toBe("Deploy a");
    expect(elements(tree, "h1")).toEqual([]);
    expect(text(tree).trim()).toBe("First words.");
  });

  it("is not taken from a heading further down, nor from a ## heading", async () => {
    expect((await remark("Intro.\n\n# Later\n")).data.leadingTitle).toBeUndefined();
    expect((await remark("## Section\n")).data.leadingTitle).toBeUndefined();
  });
});

describe("admonitions", () => {
  it("are made from :::type[Title] blocks, the title optional", async () => {
    const { tree } = await remark(":::tip[Pin versions]\nUse `?ref=`.\n:::\n\n:::danger\nThis deletes data.\n:::\n");
    const [tip, danger] = elements(tree, "Admonition");
    expect(tip.properties).toEqual({ type: "tip", title: "Pin versions" });
    expect(text(tip).trim()).toBe("Use ?ref=.");
    expect(danger.properties).toEqual({ type: "danger" });
  });

  it("refuse an unknown type, naming the line and the types there are", async () => {
    await expect(remark("Text.\n\n:::warn\nCareful.\n:::\n")).rejects.toMatchObject({
      line: 3,
      reason: 'unknown admonition ":::warn"; use one of :::note, :::tip, :::info, :::caution, :::warning, :::danger',
    });
  });

  it("leave a colon in running text as it was written: times, ratios and ::words", async () => {
    const { tree } = await remark("Meet at 10:30, a 16:9 screen; note:this and ::leaf[label] stay.\n");
    expect(text(tree).trim()).toBe("Meet at 10:30, a 16:9 screen; note:this and ::leaf[label] stay.");
  });
});

describe("components and HTML elements", () => {
  it("become elements with the literal attributes written: strings, numbers, booleans, class as className", async () => {
    const { tree } = await remark('<Card title={"VPC"} href="/guides/vpc#subnets" cols={2} featured>\nText.\n</Card>\n\n<span class="muted" hidden={false}>x</span>\n');
    expect(elements(tree, "Card")[0].properties).toEqual({ title: "VPC", href: "/guides/vpc/#subnets", cols: 2, featured: true });
    expect(elements(tree, "span")[0].properties).toEqual({ className: "muted", hidden: false });
  });

  it("keep an external or protocol-relative href as written", async () => {
    const { tree } = await remark('<Card title="Docs" href="https://developer.hashicorp.com/terraform">x</Card>\n\n<a href="//cdn.example.com/x">y</a>\n');
    expect(elements(tree, "Card")[0].properties?.href).toBe("https://developer.hashicorp.com/terraform");
    expect(elements(tree, "a")[0].properties?.href).toBe("//cdn.example.com/x");
  });

  it("drop comments written as {/* … */}", async () => {
    const { tree } = await remark("{/* a note for writers */}\n\nVisible {/* inline */} text.\n");
    expect(text(tree)).not.toContain("note for writers");
    expect(text(tree).trim()).toBe("Visible  text.");
  });

  it.each([
    ["<Unknown />\n", 1, /^unknown component <Unknown>; available components: Admonition, Tabs, TabItem, Card, CardGroup, Details, /],
    ["Text.\n\n<script>alert(1)</script>\n", 3, /^the HTML element <script> is not allowed in docs; use Markdown or one of: details, summary, /],
    ["<>fragment</>\n", 1, /^fragments \(<>…<\/>\) are not supported/],
    ["<Card {...props}>x</Card>\n", 1, /^<Card>: spread attributes are not supported/],
    ["<Admonition type={kind}>x</Admonition>\n", 1, /^<Admonition> attribute "type": only literal values are supported \(a string, number or true\/false\), not the expression \{kind\}$/],
    ['<Admonition type="hint">x</Admonition>\n', 1, /^<Admonition type="hint">: type must be one of note, tip, info, caution, warning, danger$/],
    ["import Tabs from './tabs'\n\nText.\n", 1, /^import and export are not supported in docs/],
    ["Intro.\n\nexport const x = 1\n", 3, /^import and export are not supported in docs/],
    ["Two is {1 + 1}.\n", 1, /^JavaScript expressions are not supported in docs: \{1 \+ 1\}/],
  ])("refuse %j, naming the line", async (source, line, reason) => {
    await expect(remark(source)).rejects.toMatchObject({ line, reason: expect.stringMatching(reason) });
  });
});

describe("links", () => {
  it("to a relative .mdx file lead to its doc's page, the anchor kept", async () => {
    const { tree, data } = await remark("[a](./exists.mdx#setup) and [b](../guides/vpc.mdx)\n");
    expect(elements(tree, "a").map((a) => a.properties?.href)).toEqual(["/intro/exists/#setup", "/guides/vpc/"]);
    expect(data.brokenMarkdownLinks).toEqual([]);
  });

  it("to a relative .mdx file that does not exist are listed with their body line, and left as written", async () => {
    const { tree, data } = await remark("Intro.\n\nSee [gone](./missing.mdx#x).\n");
    expect(elements(tree, "a")[0].properties?.href).toBe("./missing.mdx#x");
    expect(data.brokenMarkdownLinks).toEqual([{ url: "./missing.mdx#x", line: 3 }]);
  });

  it("within the site follow the trailing-slash policy, the anchor kept", async () => {
    const { tree } = await remark("[a](/intro/overview) [b](/intro/overview#why) [c](#local) [d](./diagram.png)\n");
    expect(elements(tree, "a").map((a) => a.properties?.href)).toEqual(["/intro/overview/", "/intro/overview/#why", "#local", "./diagram.png"]);
  });

  it("to other sites open with noopener noreferrer; mail links are left alone", async () => {
    const { tree } = await remark("[hashicorp](https://www.hashicorp.com) [mail](mailto:docs@cairn.example)\n");
    const [external, mail] = elements(tree, "a");
    expect(external.properties).toMatchObject({ href: "https://www.hashicorp.com", rel: "noopener noreferrer" });
    expect(mail.properties).toEqual({ href: "mailto:docs@cairn.example" });
  });
});

describe("fact components", () => {
  it("stay elements with the attributes written, each listed with where it starts in the body", async () => {
    const { tree, data } = await remark('Install Terragrunt <ToolVersion tool="terragrunt" />.\n\nModules need <ToolVersion tool="terraform" constraint />; the VPC is <ModuleVersion module="vpc" />.\n');
    expect(elements(tree, "ToolVersion").map((e) => e.properties)).toEqual([{ tool: "terragrunt" }, { tool: "terraform", constraint: true }]);
    expect(data.facts).toEqual([
      { component: "ToolVersion", line: 1, column: 20 },
      { component: "ToolVersion", line: 3, column: 14 },
      { component: "ModuleVersion", line: 3, column: 70 },
    ]);
  });

  it.each([
    ['Use <ToolVersion tool={"terragrunt"} />.\n', /^<ToolVersion> attribute "tool": write fact attributes as quoted strings, such as tool="terragrunt"$/],
    ['Use <ModuleVersion module="vpc">v1</ModuleVersion>.\n', /^<ModuleVersion> renders its value from the data, so it takes no content: write it as <ModuleVersion … \/>$/],
    ['## Install Terragrunt <ToolVersion tool="terragrunt" />\n', /^<ToolVersion> cannot be used in a heading, whose text names its anchor; state the fact in the text below it$/],
    ['### With **<ToolVersion tool="terraform" />** inside\n', /^<ToolVersion> cannot be used in a heading/],
  ])("refuse %j, naming the line", async (source, reason) => {
    await expect(remark(source)).rejects.toMatchObject({ line: 1, reason: expect.stringMatching(reason) });
  });
});
