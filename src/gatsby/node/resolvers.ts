/**
 * Fields computed at query time: a doc's body and table of contents (read from beside the node store), which sidebar
 * holds a doc, a sidebar's items resolved to links, the tags of a doc (a service page's are its
 * module's) and the docs of a tag; the site's configuration and build fields in ./resolvers-site.
 */
import fs from "node:fs";
import type { GatsbyNode } from "gatsby";
import { collectDocRefs, type SidebarSourceItem } from "../../lib/navigation/sidebar-source";
import { resolveSidebar, type SidebarItem } from "../../lib/navigation/sidebars";
import { buildToc } from "../../lib/navigation/toc";
import { readDocBody, storeDocBody, waitForDocBody, type StoredBody } from "./nodes/doc-bodies";
import { isGatsbyWorkerProcess } from "./gatsby-internals";
import { bodyOfDocFile, compileDocSource, docBodyCompiled, settleDocCompiles } from "./nodes/doc-compiles";
import { DOC_NODE_TYPE, SERVICE_MODULE_NODE_TYPE, SIDEBAR_NODE_TYPE, TAG_NODE_TYPE } from "./schema";
import { factReferencesOfNode, factTableFor } from "./facts";
import { resolveFacts } from "../../lib/content/facts";
import { isTreeRoot } from "../../lib/content/hast";
import { siteResolvers } from "./resolvers-site";

/** The nodes as sourced (src/gatsby/node/nodes/), in the fields read here. */
interface SourcedNode {
  id: string;
  internal: { contentDigest: string };
}
interface DocNode extends SourcedNode {
  docId: string;
  path: string;
  title: string;
  sidebarLabel: string | null;
  paginationLabel: string | null;
  tagSlugs: string[];
  serviceModuleSlug: string | null;
  bodyHash?: string;
  tocMinHeadingLevel: number;
  tocMaxHeadingLevel: number;
  sourcePath: string;
  parent: string | null;
  factReferences?: unknown;
}
interface SidebarNode extends SourcedNode {
  name: string;
  sourceItems: SidebarSourceItem[];
}
interface ServiceModuleNode extends SourcedNode {
  slug: string;
  tagSlugs: string[];
}
interface TagNode extends SourcedNode {
  slug: string;
}

/** What Gatsby's node model answers, typed by the node type asked for (each call names it). */
interface NodeModel {
  findOne<T>(args: { type: string; query: unknown }): Promise<T | null>;
  findAll<T>(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<T> }>;
  /** Also records that the page being queried depends on the node. */
  getNodeById<T>(args: { id: string; type: string }): T | null;
}
interface ResolverContext {
  nodeModel: NodeModel;
}

/**
 * A doc's compiled body and headings, from beside the node store (./nodes/doc-bodies), once the
 * build has compiled it (./nodes/doc compiles bodies while the scripts bundle). A body that did
 * not compile stops the build with the writer's error (reported once every body is compiled). In
 * one of Gatsby's query worker processes the body is waited for as the build process stores it,
 * never compiled again there. A Doc node kept from a build older than that store has no body there
 * (Gatsby keeps the nodes of unchanged files, and its cache key does not cover src/gatsby/): its
 * file is compiled again, as sourcing does.
 */
async function storedBody(doc: DocNode, context: ResolverContext): Promise<StoredBody> {
  const failed = () => new Error(`${doc.sourcePath}: its body did not compile (the error is reported above)`);
  if (doc.bodyHash && isGatsbyWorkerProcess()) {
    const body = await waitForDocBody(doc.bodyHash);
    if (body === "failed") throw failed();
    if (body !== "absent") return body;
  }
  if (doc.bodyHash && !(await docBodyCompiled(doc.bodyHash))) {
    await settleDocCompiles();
    throw failed();
  }
  const stored = readDocBody(doc.bodyHash);
  if (stored !== undefined) return stored;
  const mdx = doc.parent ? context.nodeModel.getNodeById<{ parent: string | null }>({ id: doc.parent, type: "Mdx" }) : null;
  const file = mdx?.parent ? context.nodeModel.getNodeById<{ absolutePath?: string }>({ id: mdx.parent, type: "File" }) : null;
  if (!file?.absolutePath) throw new Error(`${doc.sourcePath}: its compiled body is missing and its file is unknown; run \`npm run clean\` and build again`);
  const raw = await fs.promises.readFile(file.absolutePath, "utf8");
  const { tree, headings } = await compileDocSource({ absolutePath: file.absolutePath, shown: doc.sourcePath, body: bodyOfDocFile(raw), raw });
  if (doc.bodyHash) storeDocBody(doc.bodyHash, { tree, headings });
  return { tree, headings };
}

/**
 * The body as readers get it: the stored tree with the facts it states (`<ToolVersion …/>`) put in
 * from the catalog and versions.yaml now, so a changed value shows without compiling the doc again.
 */
async function bodyWithFacts(doc: DocNode, context: ResolverContext): Promise<unknown> {
  const { tree } = await storedBody(doc, context);
  const references = factReferencesOfNode(doc);
  if (references.length === 0 || !isTreeRoot(tree)) return tree;
  return resolveFacts(tree, await factTableFor(references, context.nodeModel));
}

let sidebarIndex: { key: string; map: Map<string, string> } | undefined;

/** Which sidebar holds each doc id, rebuilt only when a sidebar changes. */
async function sidebarOfDoc(context: ResolverContext): Promise<Map<string, string>> {
  const { entries } = await context.nodeModel.findAll<SidebarNode>({ type: SIDEBAR_NODE_TYPE });
  const sidebars = Array.from(entries);
  const key = sidebars.map((s) => s.internal.contentDigest).join(",");
  if (sidebarIndex?.key !== key) {
    const map = new Map<string, string>();
    for (const sidebar of sidebars) {
      for (const ref of collectDocRefs(sidebar.name, sidebar.sourceItems)) if (!map.has(ref.id)) map.set(ref.id, sidebar.name);
    }
    sidebarIndex = { key, map };
  }
  return sidebarIndex.map;
}

/** A sidebar's resolved items, with the docs they were resolved from as they were then. */
interface ResolvedSidebar {
  digest: string;
  items: SidebarItem[];
  docs: { id: string; digest: string }[];
}
const resolvedSidebars = new Map<string, ResolvedSidebar>();

/**
 * A sidebar's items, resolved once per version of the sidebar and of its docs rather than once per
 * page: every page of a sidebar queries its items. A cached result is used only while each doc it
 * was resolved from is unchanged; looking them up by id also records the page's dependency on them,
 * as resolving would, so editing a doc's title still renders its sidebar's pages again.
 */
async function sidebarItems(sidebar: SidebarNode, context: ResolverContext): Promise<SidebarItem[]> {
  const cached = resolvedSidebars.get(sidebar.id);
  const current = (doc: { id: string; digest: string }) =>
    context.nodeModel.getNodeById<DocNode>({ id: doc.id, type: DOC_NODE_TYPE })?.internal.contentDigest === doc.digest;
  if (cached && cached.digest === sidebar.internal.contentDigest && cached.docs.every(current)) return cached.items;
  const ids = [...new Set(collectDocRefs(sidebar.name, sidebar.sourceItems).map((ref) => ref.id))];
  const found = await Promise.all(ids.map((docId) => context.nodeModel.findOne<DocNode>({ type: DOC_NODE_TYPE, query: { filter: { docId: { eq: docId } } } })));
  const docs = new Map(found.flatMap((doc) => (doc ? [[doc.docId, doc] as const] : [])));
  const items = resolveSidebar(sidebar.sourceItems, (docId) => docs.get(docId));
  // A sidebar naming a missing doc fails the build; until it is fixed (gatsby develop), resolve each time.
  if (docs.size === ids.length) {
    resolvedSidebars.set(sidebar.id, { digest: sidebar.internal.contentDigest, items, docs: [...docs.values()].map((doc) => ({ id: doc.id, digest: doc.internal.contentDigest })) });
  }
  return items;
}

/** The tag slugs a doc carries: a service page's are its module's (content/catalog/). */
async function tagSlugsOf(doc: DocNode, context: ResolverContext): Promise<string[]> {
  if (!doc.serviceModuleSlug) return doc.tagSlugs;
  const module = await context.nodeModel.findOne<ServiceModuleNode>({ type: SERVICE_MODULE_NODE_TYPE, query: { filter: { slug: { eq: doc.serviceModuleSlug } } } });
  return module?.tagSlugs ?? [];
}

/** The registered tags of the slugs, in the slugs' order. */
async function tagsBySlug(slugs: readonly string[], context: ResolverContext): Promise<TagNode[]> {
  if (slugs.length === 0) return [];
  const { entries } = await context.nodeModel.findAll<TagNode>({ type: TAG_NODE_TYPE, query: { filter: { slug: { in: slugs } } } });
  const bySlug = new Map(Array.from(entries, (tag) => [tag.slug, tag]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** Docs carrying a tag, by title then path: those whose frontmatter names it and the pages of modules tagged with it. */
async function docsWithTag(slug: string, context: ResolverContext): Promise<DocNode[]> {
  const tagged = await context.nodeModel.findAll<DocNode>({ type: DOC_NODE_TYPE, query: { filter: { tagSlugs: { eq: slug } } } });
  const modules = await context.nodeModel.findAll<ServiceModuleNode>({ type: SERVICE_MODULE_NODE_TYPE, query: { filter: { tagSlugs: { eq: slug } } } });
  const moduleSlugs = Array.from(modules.entries, (module) => module.slug);
  const pages = moduleSlugs.length > 0 ? (await context.nodeModel.findAll<DocNode>({ type: DOC_NODE_TYPE, query: { filter: { serviceModuleSlug: { in: moduleSlugs } } } })).entries : [];
  return [...tagged.entries, ...pages].sort((a, b) => a.title.localeCompare(b.title, "en") || a.path.localeCompare(b.path, "en"));
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    ...siteResolvers,
    Doc: {
      body: { resolve: (doc: DocNode, _args: unknown, context: ResolverContext) => bodyWithFacts(doc, context) },
      // A node kept from a build before facts existed has none (its MDX had none, or it would not have compiled then).
      factReferences: { resolve: (doc: DocNode) => factReferencesOfNode(doc) },
      toc: {
        resolve: async (doc: DocNode, _args: unknown, context: ResolverContext) =>
          buildToc((await storedBody(doc, context)).headings, doc.tocMinHeadingLevel, doc.tocMaxHeadingLevel),
      },
      sidebar: {
        resolve: async (doc: DocNode, _args: unknown, context: ResolverContext) => (await sidebarOfDoc(context)).get(doc.docId) ?? null,
      },
      tags: {
        resolve: async (doc: DocNode, _args: unknown, context: ResolverContext) => tagsBySlug(await tagSlugsOf(doc, context), context),
      },
    },
    Sidebar: {
      items: { resolve: (sidebar: SidebarNode, _args: unknown, context: ResolverContext) => sidebarItems(sidebar, context) },
    },
    SidebarItem: {
      items: { resolve: (item: SidebarItem) => (item.type === "category" ? item.items : []) },
    },
    Tag: {
      docs: { resolve: (tag: TagNode, _args: unknown, context: ResolverContext) => docsWithTag(tag.slug, context) },
      count: { resolve: async (tag: TagNode, _args: unknown, context: ResolverContext) => (await docsWithTag(tag.slug, context)).length },
    },
  });
};
