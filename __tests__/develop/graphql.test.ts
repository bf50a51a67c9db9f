/**
 * `npm start` gives writers GraphiQL: the dev server answers a POST to /___graphql with every doc,
 * and the schema documents the Doc, Sidebar and Tag fields.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { countDocs, developServer, graphql as query } from "./support/server";
import { entryPlaces } from "../../src/lib/search/index-files";
import type { IndexManifest } from "../../src/lib/search/shards";

// The dev server is started once for the project (support/global-setup.ts), on a copy of content/.
const server = developServer();
const graphql = <T>(text: string) => query<T>(server.url, text);

describe("the dev server's search", () => {
  it("serves the search index its bundle was built before, with the first keystroke's pages, and byte ranges of its blobs", async () => {
    // Written once the dev bundle is built (src/gatsby/node/develop/outputs.ts): give it a moment.
    let manifest: Partial<IndexManifest> = {};
    for (let tries = 0; tries < 40 && !manifest.records; tries += 1) {
      const response = await fetch(`${server.url}/search-index.json`);
      if (response.ok) manifest = (await response.json()) as typeof manifest;
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(manifest.records).toBeGreaterThan(countDocs(path.join(server.contentDir, "docs")));
    expect(manifest.starter?.keys.t?.length).toBeGreaterThan(0);
    // The browser reads the index's entries by byte range (src/lib/search/index-reader.ts).
    const { folder, t } = manifest.files!;
    const { blob, offset, length, blobBytes } = entryPlaces(folder, "t", t, manifest.shards!.length)(1);
    const response = await fetch(`${server.url}/${blob}`, { headers: { Range: `bytes=${offset}-${offset + length - 1}` } });
    expect(response.status).toBe(206);
    expect(response.headers.get("content-range")).toBe(`bytes ${offset}-${offset + length - 1}/${blobBytes}`);
    expect((await response.arrayBuffer()).byteLength).toBe(length);
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

describe("the site's configuration and build in GraphQL", () => {
  interface SiteMetadata {
    framework: { name: string; version: string };
    plugins: { name: string; version: string }[];
    buildVersion: string;
    buildTime: string;
    navbar: { type: string; label: string; docId: string | null; to: string | null; href: string | null; position: string; doc: { path: string } | null }[];
    i18n: { defaultLocale: string; locales: { code: string; label: string; direction: string; path: string }[] };
  }
  const installed = (name: string) => (JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

  it("gives the site generator's and each configured plugin's installed version, and the build's stamps", async () => {
    const { site } = await graphql<{ site: { siteMetadata: SiteMetadata } }>("{ site { siteMetadata { framework { name version } plugins { name version } buildVersion buildTime } } }");
    const metadata = site.siteMetadata;
    expect(metadata.framework).toEqual({ name: "gatsby", version: installed("gatsby") });
    expect(metadata.plugins.map((p) => p.name)).toEqual(["gatsby-source-filesystem", "gatsby-plugin-mdx", "gatsby-plugin-react-helmet"]);
    for (const plugin of metadata.plugins) expect(plugin.version).toBe(installed(plugin.name));
    // BUILD_VERSION is unset in the tests: the dev server stamps the commit of the checkout it runs from.
    const commit = spawnSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: path.join(__dirname, "..", ".."), encoding: "utf8" }).stdout.trim();
    expect(metadata.buildVersion).toBe(process.env.BUILD_VERSION || commit || "N/A");
    expect(Date.parse(metadata.buildTime)).not.toBeNaN();
  });

  it("resolves the navbar's doc items to their docs, and gives links their path or address", async () => {
    const { site } = await graphql<{ site: { siteMetadata: SiteMetadata } }>("{ site { siteMetadata { navbar { type label docId to href position doc { path } } } } }");
    const navbar = site.siteMetadata.navbar;
    expect(navbar.map((item) => item.label)).toEqual(["Intro", "Guides", "Service Catalog API", "Courses", "Knowledge Base", "Support", "Sign In"]);
    expect(navbar[0]).toEqual({ type: "doc", label: "Intro", docId: "intro/overview/intro-to-cairn", to: "/intro/overview/intro-to-cairn/", href: null, position: "left", doc: { path: "/intro/overview/intro-to-cairn/" } });
    expect(navbar.find((item) => item.label === "Sign In")).toEqual({ type: "link", label: "Sign In", docId: null, to: null, href: "https://app.cairn.example/", position: "right", doc: null });
    for (const item of navbar.filter((i) => i.type === "doc")) expect(item.to).toBe(item.doc?.path);
  });

  it("gives the languages with their direction and path, and the docs version with its main doc and docs", async () => {
    const data = await graphql<{ site: { siteMetadata: SiteMetadata }; allDocsVersion: { nodes: { name: string; label: string; isLast: boolean; path: string; mainDocId: string; mainDoc: { path: string }; docs: { path: string }[] }[] } }>(
      "{ site { siteMetadata { i18n { defaultLocale locales { code label direction path } } } } allDocsVersion { nodes { name label isLast path mainDocId mainDoc { path } docs { path } } } }",
    );
    expect(data.site.siteMetadata.i18n).toEqual({ defaultLocale: "en", locales: [{ code: "en", label: "English", direction: "ltr", path: "/" }] });
    const [version] = data.allDocsVersion.nodes;
    expect(data.allDocsVersion.nodes).toHaveLength(1);
    expect(version).toMatchObject({ name: "current", label: "Next", isLast: true, path: "/", mainDocId: "intro/overview/intro-to-cairn", mainDoc: { path: "/intro/overview/intro-to-cairn/" } });
    expect(version.docs).toHaveLength(countDocs(path.join(server.contentDir, "docs")));
  });

  it("documents every field of the site's types", async () => {
    for (const type of ["SiteSiteMetadata", "PackageVersion", "NavbarItem", "I18nConfig", "Locale", "DocsVersion"]) {
      const data = await graphql<{ __type: { description: string | null; fields: { name: string; description: string | null }[] } }>(`{ __type(name: "${type}") { description fields { name description } } }`);
      // SiteSiteMetadata is Gatsby's type, described by Gatsby (without a description); its fields are ours.
      if (type !== "SiteSiteMetadata") expect({ type, description: data.__type.description }).toEqual({ type, description: expect.stringMatching(/.{15,}/) });
      // Gatsby adds id, parent, children and internal to node types.
      const undocumented = data.__type.fields.filter((f) => !["id", "parent", "children", "internal"].includes(f.name) && (f.description ?? "").length < 4).map((f) => `${type}.${f.name}`);
      expect(undocumented).toEqual([]);
    }
  });
});
