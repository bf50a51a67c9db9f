import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeLlms } from "../../../../../src/gatsby/node/outputs/llms";
import { siteConfig } from "../../../../../src/site-config";

let publicDir: string;
beforeEach(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-llms-"));
});
afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");

const docs = [
  { path: "/guides/vpc/", title: "Deploy a VPC", description: "A VPC in every account." },
  { path: "/intro/", title: "Introduction", description: "Where to start." },
  { path: "/reference/services/networking/vpc/", title: "VPC", description: "The VPC module." },
  { path: "/reference/glossary/", title: "Glossary", description: "Terms." },
  { path: "/tags/", title: "Tags", description: "Every tag." },
];
const markdown = docs.map((doc) => `# ${doc.title}\n\n> ${doc.description}\n\nBody of ${doc.title}.\n`);

describe("llms.txt", () => {
  it("opens with the site's title and tagline", () => {
    writeLlms(publicDir, docs, markdown);
    expect(read("llms.txt").startsWith(`# ${siteConfig.title}\n\n> ${siteConfig.tagline}\n`)).toBe(true);
  });

  it("lists every page under its section, in the site's order of sections, linking its Markdown", () => {
    writeLlms(publicDir, docs, markdown);
    const text = read("llms.txt");
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(["Intro", "Guides", "Service Catalog API", "Reference", "Docs"]);
    const section = (title: string) => text.split(`## ${title}\n\n`)[1].split("\n\n")[0].trimEnd();
    expect(section("Guides")).toBe(`- [Deploy a VPC](${siteConfig.url}/guides/vpc/index.md): A VPC in every account.`);
    expect(section("Service Catalog API")).toBe(`- [VPC](${siteConfig.url}/reference/services/networking/vpc/index.md): The VPC module.`);
    expect(section("Reference")).toBe(`- [Glossary](${siteConfig.url}/reference/glossary/index.md): Terms.`);
    expect(section("Docs")).toBe(`- [Tags](${siteConfig.url}/tags/index.md): Every tag.`);
  });

  it("leaves out a section with no page", () => {
    writeLlms(publicDir, [docs[1]], [markdown[1]]);
    expect([...read("llms.txt").matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(["Intro"]);
  });
});

describe("llms-full.txt", () => {
  it("holds every page's Markdown in the docs' order, each under a comment naming its URL", () => {
    writeLlms(publicDir, docs.slice(0, 2), markdown.slice(0, 2));
    expect(read("llms-full.txt")).toBe(`<!-- ${siteConfig.url}/guides/vpc/ -->\n${markdown[0]}\n\n<!-- ${siteConfig.url}/intro/ -->\n${markdown[1]}`);
  });
});
