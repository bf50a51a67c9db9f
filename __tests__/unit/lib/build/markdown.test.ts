import { compileDoc } from "../../../../src/gatsby/node/compile";
import { docToMarkdown, llmsIndex } from "../../../../src/lib/build/markdown";

const compile = (source: string) => compileDoc(source, { file: "doc.mdx", lineOffset: 0, resolveMarkdownLink: () => undefined, normaliseInternalPath: (p) => p });

describe("docToMarkdown", () => {
  it("keeps headings, lists, tables, links and code blocks with language and title", async () => {
    const doc = await compile(
      'Read [the VPC guide](/guides/vpc/) and **pin** `ref`.\n\n## Steps\n\n1. Plan\n2. Apply\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n```hcl title="main.tf"\nmodule "vpc" {\n  source = "x"\n}\n```\n',
    );
    const md = docToMarkdown({ title: "Deploy", description: "How to deploy.", body: doc.tree }, "https://docs.cairn.example");
    expect(md).toBe(
      [
        "# Deploy",
        "> How to deploy.",
        "Read [the VPC guide](https://docs.cairn.example/guides/vpc/) and **pin** `ref`.",
        "## Steps",
        "1. Plan\n2. Apply",
        "| A | B |\n| --- | --- |\n| 1 | 2 |",
        '```hcl title="main.tf"\nmodule "vpc" {\n  source = "x"\n}\n```',
      ].join("\n\n") + "\n",
    );
  });

  it("turns writer components into their Markdown meaning", async () => {
    const doc = await compile(
      ':::caution[Careful]\nThis deletes data.\n:::\n\n<Tabs groupId="os">\n<TabItem value="linux" label="Linux">\n\nUse apt.\n\n</TabItem>\n</Tabs>\n\n<details>\n<summary>Why?</summary>\n\nBecause.\n\n</details>\n',
    );
    const md = docToMarkdown({ title: "T", description: "D.", body: doc.tree });
    expect(md).toContain("> **Careful**\n>\n> This deletes data.");
    expect(md).toContain("**Linux**\n\nUse apt.");
    expect(md).toContain("**Why?**\n\nBecause.");
  });
});

describe("llmsIndex", () => {
  it("lists the site, then each section's pages with their Markdown URLs and descriptions", () => {
    const text = llmsIndex({ title: "Cairn Docs", tagline: "Learn IaC.", url: "https://docs.cairn.example" }, [
      { title: "Intro", pages: [{ title: "Intro", path: "/intro/", description: "Start here." }] },
      { title: "Empty", pages: [] },
    ]);
    expect(text).toMatch(/^# Cairn Docs\n\n> Learn IaC\.\n/);
    expect(text).toContain("## Intro\n\n- [Intro](https://docs.cairn.example/intro/index.md): Start here.");
    expect(text).not.toContain("## Empty");
  });

  it("links each page's Markdown in its folder when page paths have no trailing slash", () => {
    const text = llmsIndex({ title: "Cairn Docs", tagline: "Learn IaC.", url: "https://docs.cairn.example" }, [
      { title: "Intro", pages: [{ title: "Terraform", path: "/intro/tool-fundamentals/terraform", description: "The basics." }] },
    ]);
    expect(text).toContain("- [Terraform](https://docs.cairn.example/intro/tool-fundamentals/terraform/index.md): The basics.");
  });
});
