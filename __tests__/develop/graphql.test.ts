/**
 * `npm start` gives writers GraphiQL: the dev server answers a POST to /___graphql with every doc,
 * and the schema documents the Doc, Sidebar and Tag fields.
 */
import fs from "node:fs";
import path from "node:path";
import { developServer, graphql as query } from "./support/server";

// The dev server is started once for the project (support/global-setup.ts), on a copy of content/.
const server = developServer();
const graphql = <T>(text: string) => query<T>(server.url, text);

function countDocs(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? countDocs(path.join(dir, e.name)) : e.name.endsWith(".mdx") ? 1 : 0), 0);
}

describe("the dev server's search", () => {
  it("serves the search index its bundle was built before, with the first keystroke's pages", async () => {
    // Written once the dev bundle is built (src/gatsby/node/develop/outputs.ts): give it a moment.
    let manifest: { records?: number; starter?: { keys: Record<string, number[]> } } = {};
    for (let tries = 0; tries < 40 && !manifest.records; tries += 1) {
      const response = await fetch(`${server.url}/search-index.json`);
      if (response.ok) manifest = (await response.json()) as typeof manifest;
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(manifest.records).toBeGreaterThan(countDocs(path.join(server.contentDir, "docs")));
    expect(manifest.starter?.keys.t?.length).toBeGreaterThan(0);
  });
});

describe("the dev server's GraphQL endpoint", () => {
  it("answers { allDoc { nodes { path } } } with every doc", async () => {
    const data = await graphql<{ allDoc: { nodes: { path: string }[] } }>("{ allDoc { nodes { path } } }");
    expect(data.allDoc.nodes).toHaveLength(countDocs(path.join(server.contentDir, "docs")));
    expect(data.allDoc.nodes.map((n) => n.path)).toContain("/intro/overview/intro-to-cairn/");
  });

  it("links docs to tags and tags to docs", async () => {
    const data = await graphql<{ allDoc: { nodes: { path: string; title: string; tags: { slug: string }[] }[] }; allTag: { nodes: { slug: string; docs: { path: string }[] }[] } }>(
      "{ allDoc { nodes { path title tags { slug } } } allTag { nodes { slug docs { path } } } }",
    );
    const terraformDocs = data.allDoc.nodes.filter((d) => d.tags.some((t) => t.slug === "terraform")).map((d) => d.path).sort();
    const tag = data.allTag.nodes.find((t) => t.slug === "terraform")!;
    expect(tag.docs.map((d) => d.path).sort()).toEqual(terraformDocs);
    expect(terraformDocs.length).toBeGreaterThan(0);
  });

  it("documents the fields writers query", async () => {
    const data = await graphql<{ __type: { description: string; fields: { name: string; description: string }[] } }>(
      '{ __type(name: "Doc") { description fields { name description } } }',
    );
    expect(data.__type.description).toMatch(/documentation page/);
    const fields = Object.fromEntries(data.__type.fields.map((f) => [f.name, f.description]));
    for (const name of ["path", "title", "sidebarLabel", "description", "tags", "sidebar", "editUrl", "toc", "hideTitle", "hideTableOfContents", "tocMaxHeadingLevel", "paginationLabel", "customEditUrl"]) {
      expect(fields[name]).toEqual(expect.any(String));
      expect(fields[name].length).toBeGreaterThan(10);
    }
  });

  it("tells which sidebar holds a doc and resolves sidebar items to links", async () => {
    const data = await graphql<{ doc: { sidebar: string }; sidebar: { items: { label: string; href?: string }[] } }>(
      '{ doc(path: { eq: "/intro/next-steps/" }) { sidebar } sidebar(name: { eq: "intro" }) { items { type label href } } }',
    );
    expect(data.doc.sidebar).toBe("intro");
    expect(data.sidebar.items[0]).toMatchObject({ type: "link", href: "/intro/" });
  });
});
