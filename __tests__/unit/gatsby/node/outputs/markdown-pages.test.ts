import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { OutputDoc } from "../../../../../src/gatsby/node/outputs/data";
import { docMarkdown, markdownPageIsWritten, writeMarkdownPage } from "../../../../../src/gatsby/node/outputs/markdown-pages";
import { siteConfig } from "../../../../../src/site-config";

const paragraph = (...children: OutputDoc["body"]["children"]) => ({ type: "element" as const, tagName: "p", properties: {}, children });
const text = (value: string) => ({ type: "text" as const, value });
const link = (href: string, label: string) => ({ type: "element" as const, tagName: "a", properties: { href }, children: [text(label)] });

const guide: OutputDoc = {
  path: "/guides/vpc/",
  title: "Deploy a VPC",
  description: "A VPC in every account.",
  body: { type: "root", children: [paragraph(text("Read "), link("/intro/", "the introduction"), text(" first."))] },
  serviceModule: null,
};

const servicePage: OutputDoc = {
  ...guide,
  path: "/reference/services/networking/vpc/",
  title: "VPC",
  description: "The VPC module.",
  body: { type: "root", children: [paragraph(text("Networks for every environment."))] },
  serviceModule: {
    version: "v0.110.2",
    lastChanged: "v0.104.0",
    inputs: [
      { name: "cidr_block", type: "string", description: "The VPC's IPv4 CIDR block.", required: true },
      { name: "num_nat_gateways", type: "number", description: "How many NAT gateways.", required: false, default: 1 },
    ],
    outputs: [{ name: "vpc_id", description: "The ID of the VPC." }],
    usage: { terragrunt: { code: 'terraform {\n  source = "git::git@github.com:cairn-io/terraform-aws-service-catalog.git//modules/networking/vpc?ref=v0.110.2"\n}' } },
    manage: { replacement: [{ input: "cidr_block", effect: "Replaces the VPC." }], beforeDestroy: ["Destroy the modules deployed into it first."] },
  },
};

describe("a doc's Markdown", () => {
  it("is its title, its description as a quote and its body, links made absolute", () => {
    expect(docMarkdown(guide)).toBe(`# Deploy a VPC\n\n> A VPC in every account.\n\nRead [the introduction](${siteConfig.url}/intro/) first.\n`);
  });

  it("of a service page goes on with the module's generated reference: version, usage, inputs, outputs and manage", () => {
    const markdown = docMarkdown(servicePage);
    expect(markdown.startsWith("# VPC\n\n> The VPC module.\n\nNetworks for every environment.\n\n")).toBe(true);
    const headings = [...markdown.matchAll(/^#{2,3} (.+)$/gm)].map((m) => m[1]);
    expect(headings.slice(0, 6)).toEqual(["Usage", "Inputs", "Required", "Optional", "Outputs", "Manage"]);
    expect(markdown).toContain("Service Catalog version v0.110.2, last updated in v0.104.0.");
    expect(markdown).toContain("- `cidr_block` (`string`, required): The VPC's IPv4 CIDR block.");
    expect(markdown).toContain("- `num_nat_gateways` (`number`, default `1`): How many NAT gateways.");
    expect(markdown).toContain("- `vpc_id`: The ID of the VPC.");
    expect(markdown).toContain('```hcl title="terragrunt.hcl"\nterraform {');
    expect(markdown.endsWith("\n")).toBe(true);
  });
});

describe("a doc's Markdown page", () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-markdown-"));
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("is written at the doc's path plus index.md", () => {
    writeMarkdownPage(publicDir, "/guides/vpc/", docMarkdown(guide));
    expect(fs.readFileSync(path.join(publicDir, "guides", "vpc", "index.md"), "utf8")).toBe(docMarkdown(guide));
  });

  it("counts as written while it is there at its full length, multi-byte characters counted as bytes", () => {
    const markdown = "# Café\n\n> Crème brûlée.\n";
    expect(markdownPageIsWritten(publicDir, "/cafe/", markdown)).toBe(false);
    writeMarkdownPage(publicDir, "/cafe/", markdown);
    expect(markdownPageIsWritten(publicDir, "/cafe/", markdown)).toBe(true);
    // Cut short since (a disk that filled up, a hand edit): written again.
    fs.writeFileSync(path.join(publicDir, "cafe", "index.md"), markdown.slice(0, -3));
    expect(markdownPageIsWritten(publicDir, "/cafe/", markdown)).toBe(false);
    // As many characters, fewer bytes: not the page this Markdown makes.
    fs.writeFileSync(path.join(publicDir, "cafe", "index.md"), "# Cafe\n\n> Creme brulee.\n");
    expect(markdownPageIsWritten(publicDir, "/cafe/", markdown)).toBe(false);
  });
});
