/**
 * createPages, with Gatsby's graphql, actions, reporter and node store faked in the smallest shape
 * the hook uses, over the data a query would return. The real thing: __tests__/build/fixtures.test.ts
 * builds sites whose cross-file errors stop the build (a sidebar naming a missing doc, a doc in two
 * sidebars, a fact the data lacks), and every fixture build creates its pages this way.
 */
import fs from "node:fs";
import path from "node:path";
import type { Node, Reporter } from "gatsby";
import { tempSite, type TempSite } from "./site-for-tests";

type Modules = [typeof import("../../../../src/gatsby/node/pages"), typeof import("../../../../src/gatsby/node/session"), typeof import("../../../../src/gatsby/node/content-errors"), typeof import("../../../../src/gatsby/node/nodes/doc-compiles"), typeof import("../../../../src/gatsby/node/develop/outputs")];

/** The modules fresh for the site, and its build session started as onPreInit starts it. */
async function start(site: TempSite, command: "build" | "develop"): Promise<Modules> {
  const modules = await site.load(() =>
    Promise.all([
      import("../../../../src/gatsby/node/pages"),
      import("../../../../src/gatsby/node/session"),
      import("../../../../src/gatsby/node/content-errors"),
      import("../../../../src/gatsby/node/nodes/doc-compiles"),
      import("../../../../src/gatsby/node/develop/outputs"),
    ]),
  );
  modules[1].startBuildSession({ siteDir: site.dir, env: { gatsby_executing_command: command }, log: { info: () => undefined, warn: () => undefined }, gatsby: { version: "5.16.1", missing: new Map() } });
  return modules;
}

interface PageDoc {
  id: string;
  docId: string;
  path: string;
  sourcePath: string;
  tagSlugs: string[];
  serviceModuleSlug: string | null;
  serviceModule: { tagSlugs: string[] } | null;
  factReferences: unknown[];
}
const doc = (docId: string, fields: Partial<PageDoc> = {}): PageDoc => ({ id: `doc ${docId}`, docId, path: `/${docId}/`, sourcePath: `content/docs/${docId}.mdx`, tagSlugs: [], serviceModuleSlug: null, serviceModule: null, factReferences: [], ...fields });

const NAVBAR_DOCS = ["intro/overview/intro-to-cairn", "guides", "reference/services/intro/overview", "courses", "support"];

/** What the CreatePages query returns for a small, consistent site. */
const data = () => ({
  allDoc: {
    nodes: [
      doc("intro", { tagSlugs: ["getting-started"] }),
      doc("guides/vpc", { tagSlugs: ["vpc"] }),
      doc("reference/services/networking/vpc", { serviceModuleSlug: "networking/vpc", serviceModule: { tagSlugs: ["vpc", "networking"] } }),
      // The docs src/site-config.ts's navbar and docs version name (a build stops when one is missing).
      ...NAVBAR_DOCS.map((id) => doc(id)),
    ],
  },
  allSidebar: { nodes: [{ name: "intro", sourceItems: [{ type: "doc", id: "intro" }, { type: "doc", id: "guides/vpc" }] }] },
  allTag: { nodes: ["getting-started", "vpc", "networking", "unused"].map((slug) => ({ slug, path: `/tags/${slug}/` })) },
  allServiceModule: { nodes: [{ slug: "networking/vpc", tagSlugs: ["vpc", "networking"], sourcePath: "content/catalog/networking/vpc.yaml" }] },
});
type PagesData = ReturnType<typeof data>;

/** createPages' arguments over this data; what it creates and reports kept. */
function hookArgs(answer: PagesData | { errors: Error[] }, nodes: Node[] = []) {
  const pages: { path: string; component: string; context: Record<string, unknown> }[] = [];
  const reported = { warn: [] as string[], panicOnBuild: [] as unknown[][] };
  const args = {
    graphql: async (query: string): Promise<{ data?: unknown; errors?: Error[] }> => (query.includes("query CreatePages") ? ("errors" in answer ? answer : { data: answer }) : { errors: [new Error("not this test's query")] }),
    actions: { createPage: (page: (typeof pages)[number]) => pages.push(page) },
    reporter: { warn: (m: string) => reported.warn.push(m), panicOnBuild: (...a: unknown[]) => reported.panicOnBuild.push(a), error: () => undefined, info: () => undefined },
    createNodeId: (key: string) => `id(${key})`,
    getNodesByType: (type: string) => nodes.filter((n) => n.internal.type === type),
  };
  return { args, pages, reported };
}
// createPages reads only these of Gatsby's arguments.
const run = (pagesModule: Modules[0], args: ReturnType<typeof hookArgs>["args"]) => pagesModule.createPages!(args as unknown as Parameters<NonNullable<Modules[0]["createPages"]>>[0], { plugins: [] }, () => undefined);

// Sourcing reports a content error through reporter.error alone.
const sourcingReporter = { error: () => undefined } as unknown as Reporter;

const template = (name: string) => path.join(process.cwd(), "src", "templates", name);

let site: TempSite;
beforeEach(() => {
  site = tempSite("cairn-pages-");
});
afterEach(() => site.remove());

describe("creating the pages in `gatsby build`", () => {
  it("makes one page per doc, a service page with its own template, each knowing its doc and sidebar", async () => {
    const [pages] = await start(site, "build");
    const { args, pages: created, reported } = hookArgs(data());
    await run(pages, args);
    expect(reported.panicOnBuild).toEqual([]);
    expect(created.slice(0, 3)).toEqual([
      { path: "/intro/", component: template("doc.tsx"), context: { id: "doc intro", sidebarName: "intro" } },
      { path: "/guides/vpc/", component: template("doc.tsx"), context: { id: "doc guides/vpc", sidebarName: "intro" } },
      { path: "/reference/services/networking/vpc/", component: template("service.tsx"), context: { id: "doc reference/services/networking/vpc", sidebarName: "" } },
    ]);
  });

  it("makes the tags index and a page for each tag a doc or a service page's module carries, warning of the others", async () => {
    const [pages] = await start(site, "build");
    const { args, pages: created, reported } = hookArgs(data());
    await run(pages, args);
    expect(created.slice(3 + NAVBAR_DOCS.length)).toEqual([
      { path: "/tags/", component: template("tags-index.tsx"), context: {} },
      { path: "/tags/getting-started/", component: template("tag.tsx"), context: { slug: "getting-started" } },
      { path: "/tags/vpc/", component: template("tag.tsx"), context: { slug: "vpc" } },
      { path: "/tags/networking/", component: template("tag.tsx"), context: { slug: "networking" } },
    ]);
    expect(reported.warn).toEqual(["Registered tags no doc carries yet (no page is built for them): unused"]);
  });

  it("stops the build before any page exists, naming every cross-file error with its file and field", async () => {
    const [pages] = await start(site, "build");
    const broken = data();
    broken.allDoc.nodes[0].tagSlugs.push("gettting-started");
    broken.allSidebar.nodes.push({ name: "guides", sourceItems: [{ type: "doc", id: "guides/vpc" }, { type: "doc", id: "guides/gone" }] });
    broken.allServiceModule.nodes.push({ slug: "security/kms", tagSlugs: ["kms"], sourcePath: "content/catalog/security/kms.yaml" });
    broken.allDoc.nodes.push(doc("reference/services/security/iam", { serviceModuleSlug: "security/iam" }));
    const { args, pages: created, reported } = hookArgs(broken);
    await run(pages, args);
    expect(created).toEqual([]);
    expect(reported.panicOnBuild).toHaveLength(1);
    const [message] = reported.panicOnBuild[0] as [string];
    expect(message.split("\n")).toEqual([
      "6 content error(s); fix them and build again:",
      'content/docs/intro.mdx: frontmatter field "tags": "gettting-started" is not a registered tag; add it to content/tags.yaml or use one of its slugs',
      'content/sidebars.yaml: guides[0]: doc "guides/vpc" is already in sidebar "intro" (intro[1]); a doc belongs to one sidebar',
      'content/sidebars.yaml: guides[1]: doc "guides/gone" does not exist (expected a file such as content/docs/guides/gone.mdx)',
      'content/catalog/security/kms.yaml: tags: "kms" is not a registered tag; add it to content/tags.yaml or use one of its slugs',
      "content/catalog/security/kms.yaml: no reference page for this module (expected content/docs/reference/services/security/kms.mdx)",
      "content/docs/reference/services/security/iam.mdx: no module data for this service page (expected content/catalog/security/iam.yaml)",
    ]);
  });

  it("names a fact a page states that the catalog or versions.yaml does not have", async () => {
    const [pages] = await start(site, "build");
    const withFact = data();
    withFact.allDoc.nodes[1].factReferences = [{ component: "ToolVersion", props: { tool: "terragrunnt" }, line: 7, column: 12 }];
    const terragrunt: Node = { id: "t", parent: null, children: [], internal: { type: "ToolVersion", contentDigest: "t", owner: "cairn" }, tool: "terragrunt", label: "Terragrunt", version: "0.68.14", constraint: null };
    const { args, pages: created, reported } = hookArgs(withFact, [terragrunt]);
    await run(pages, args);
    expect(created).toEqual([]);
    expect(reported.panicOnBuild[0][0]).toContain('content/docs/guides/vpc.mdx:7:12: <ToolVersion tool="terragrunnt" />: attribute "tool": no tool "terragrunnt" in content/versions.yaml; did you mean "terragrunt"?');
  });

  it("names the content errors sourcing found, those of bodies still compiling included", async () => {
    const [pages, session, contentErrors, compiles] = await start(site, "build");
    contentErrors.reportContentError(sourcingReporter, "content/tags.yaml", "content/tags.yaml:3:1: invalid YAML: Map keys must be unique");
    // A body still compiling when createPages runs, whose writer's error is reported once it has compiled.
    const compiling = new Promise<boolean>((resolve) =>
      setTimeout(() => {
        contentErrors.reportContentError(sourcingReporter, "content/docs/guides/vpc.mdx", "content/docs/guides/vpc.mdx:9:1: unknown component <Tbas>");
        resolve(false);
      }, 50),
    );
    compiles.docCompilesOf(session.buildSession()).compiling.set("vpc", compiling);
    const { args, pages: created, reported } = hookArgs(data());
    await run(pages, args);
    expect(created).toEqual([]);
    expect(reported.panicOnBuild).toEqual([["2 content error(s); fix them and build again:\ncontent/tags.yaml:3:1: invalid YAML: Map keys must be unique\ncontent/docs/guides/vpc.mdx:9:1: unknown component <Tbas>"]]);
  });

  it("stops the build when the docs cannot be queried", async () => {
    const [pages] = await start(site, "build");
    const errors = [new Error('Cannot query field "factReferences" on type "Doc"')];
    const { args, pages: created, reported } = hookArgs({ errors });
    await run(pages, args);
    expect(created).toEqual([]);
    expect(reported.panicOnBuild).toEqual([["Could not query the docs to create pages", errors]]);
  });
});

describe("creating the pages in `gatsby develop`", () => {
  it("keeps a broken doc's page, and every other page, while reporting its errors", async () => {
    const [pages, , contentErrors] = await start(site, "develop");
    site.write("content/docs/guides/broken.mdx", "---\ntitle: [\n---\nText.\n");
    contentErrors.reportContentError(sourcingReporter, "content/docs/guides/broken.mdx", "content/docs/guides/broken.mdx:2:8: invalid YAML");
    const withBroken = data();
    withBroken.allSidebar.nodes[0].sourceItems.push({ type: "doc", id: "guides/broken" });
    const { args, pages: created, reported } = hookArgs(withBroken);
    await run(pages, args);
    expect(reported.panicOnBuild).toEqual([["1 content error(s); fix them and build again:\ncontent/docs/guides/broken.mdx:2:8: invalid YAML"]]);
    expect(created.map((p) => p.path)).toEqual(["/intro/", "/guides/vpc/", "/reference/services/networking/vpc/", ...NAVBAR_DOCS.map((id) => `/${id}/`), "/guides/broken/", "/tags/", "/tags/getting-started/", "/tags/vpc/", "/tags/networking/"]);
    expect(created[3 + NAVBAR_DOCS.length].context).toEqual({ id: "id(Doc >>> docs/guides/broken.mdx >>> )", sidebarName: "intro" });
  });

  it("forgets the errors of a broken file the writer deleted", async () => {
    const [pages, , contentErrors] = await start(site, "develop");
    contentErrors.reportContentError(sourcingReporter, "content/docs/deleted.mdx", "content/docs/deleted.mdx:1:1: unknown component <Foo>");
    const { args, reported } = hookArgs(data());
    await run(pages, args);
    expect(reported.panicOnBuild).toEqual([]);
    expect(contentErrors.pendingContentErrors()).toEqual([]);
  });

  it("queues the search index and module data, written once the dev bundle is built", async () => {
    const [pages, , , , developOutputs] = await start(site, "develop");
    const { args } = hookArgs(data());
    args.graphql = async (query: string) => {
      if (query.includes("query CreatePages")) return { data: data() };
      if (query.includes("allServiceModule")) return { data: { allServiceModule: { nodes: [] } } };
      return { data: { allDoc: { totalCount: 0, nodes: [] } } };
    };
    await run(pages, args);
    const manifest = path.join(site.dir, "public", "search-index.json");
    expect(fs.existsSync(manifest)).toBe(false);
    developOutputs.developBundleDone();
    for (let waited = 0; !fs.existsSync(manifest) && waited < 5000; waited += 25) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(fs.existsSync(manifest)).toBe(true);
  });
});
