/**
 * The preview of a saved doc in `gatsby develop`: real files in a temporary site, compiled as
 * sourcing compiles them. __tests__/develop/ saves a doc under a running `gatsby develop` and sees
 * the page change in Chromium.
 */
import fs from "node:fs";
import path from "node:path";
import type { Node } from "gatsby";
import type { DocPreview } from "../../../../../src/lib/content/error-report";
import { tempSite, type TempSite } from "../site-for-tests";

let site: TempSite;
let preview: typeof import("../../../../../src/gatsby/node/develop/preview");
let facts: typeof import("../../../../../src/gatsby/node/facts");
beforeAll(async () => {
  site = tempSite("cairn-preview-");
  site.write("content/docs/intro/index.mdx", "---\ntitle: Intro\n---\nStart.\n");
  [preview, facts] = await site.load(() => Promise.all([import("../../../../../src/gatsby/node/develop/preview"), import("../../../../../src/gatsby/node/facts")]));
});
afterAll(() => site.remove());

const text = (body: unknown) => JSON.stringify(body);

describe("the preview of a doc file", () => {
  it("is its page's path and its body compiled as sourcing compiles it", async () => {
    const file = site.write("content/docs/guides/vpc.mdx", "---\ntitle: VPC\n---\nSee [the intro](../intro/index.mdx).\n\n## Plan\n");
    const shown = await preview.previewDocFile(file);
    expect(shown?.path).toBe("/guides/vpc/");
    expect(text(shown?.body)).toContain('"href":"/intro/"');
    expect(text(shown?.body)).toContain('"id":"plan"');
  });

  it("is at the doc's slug when its frontmatter sets one", async () => {
    const file = site.write("content/docs/guides/renamed.mdx", "---\ntitle: Renamed\nslug: /guides/elsewhere\n---\nText.\n");
    expect((await preview.previewDocFile(file))?.path).toBe("/guides/elsewhere/");
  });

  it("states its facts as createPages last read them, and leaves them as written before any was read", async () => {
    const file = site.write("content/docs/guides/tools.mdx", '---\ntitle: Tools\n---\nInstall Terragrunt <ToolVersion tool="terragrunt" />.\n');
    expect(text((await preview.previewDocFile(file))?.body)).toContain('"tagName":"ToolVersion"');
    const tool: Node = { id: "t", parent: null, children: [], internal: { type: "ToolVersion", contentDigest: "t", owner: "cairn" }, tool: "terragrunt", label: "Terragrunt", version: "0.68.14", constraint: null };
    facts.factTableFromNodes((type) => (type === "ToolVersion" ? [tool] : []));
    const body = text((await preview.previewDocFile(file))?.body);
    expect(body).toContain("Install Terragrunt 0.68.14.");
    expect(body).not.toContain("ToolVersion");
  });

  it("is none for a file that does not compile: its error reaches the overlay through Gatsby's sourcing", async () => {
    const file = site.write("content/docs/guides/broken.mdx", "---\ntitle: Broken\n---\n<Unknown />\n");
    await expect(preview.previewDocFile(file)).resolves.toBeUndefined();
  });

  it("is none for a file that is not a doc, or is gone", async () => {
    const yaml = site.write("content/sidebars.yaml", "intro: [intro]\n");
    const outside = site.write("content/notes.mdx", "Notes.\n");
    const markdown = site.write("content/docs/readme.md", "# Readme\n");
    expect(await preview.previewDocFile(yaml)).toBeUndefined();
    expect(await preview.previewDocFile(outside)).toBeUndefined();
    expect(await preview.previewDocFile(markdown)).toBeUndefined();
    expect(await preview.previewDocFile(path.join(site.dir, "content", "docs", "deleted.mdx"))).toBeUndefined();
  });
});

describe("watching the docs", () => {
  it("sends each saved doc's preview, once per save however many writes the editor makes, and nothing for other files", async () => {
    const sent: { event: string; preview: DocPreview }[] = [];
    preview.watchDocPreviews((event, shown) => sent.push({ event, preview: shown }));
    // Started once: a second call adds no second watcher (each save would be sent twice).
    preview.watchDocPreviews((event, shown) => sent.push({ event, preview: shown }));
    const file = path.join(site.dir, "content", "docs", "intro", "index.mdx");
    fs.writeFileSync(file, "---\ntitle: Intro\n---\n");
    fs.appendFileSync(file, "Start here, edited.\n");
    site.write("content/docs/intro/diagram.txt", "not a doc");
    for (let waited = 0; sent.length === 0 && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ event: "doc-preview", preview: { path: "/intro/" } });
    expect(text(sent[0].preview.body)).toContain("Start here, edited.");
  });
});
