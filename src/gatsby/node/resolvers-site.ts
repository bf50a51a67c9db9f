/**
 * Resolvers of the site's configuration and build fields (./schema-site): the navbar resolved
 * against the docs, the languages with their paths, the versions the site was built with and the
 * build's stamps, and each docs version's docs. Computed when queried, so nothing of it is held in
 * Gatsby's node store, and the build stamps change no node.
 */
import { resolveNavbarItems, type NavbarDoc, type NavbarItem } from "../../lib/navigation/navbar-items";
import { localesWithPaths } from "../../lib/navigation/locales";
import { siteConfig } from "../../site-config";
import { buildSession } from "./session";
import { DOC_NODE_TYPE } from "./schema";
import { builtWith } from "./site-metadata";

interface DocNode extends NavbarDoc {
  docId: string;
}

/** What the resolvers ask of Gatsby's node model. */
interface NodeModel {
  findOne<T>(args: { type: string; query: unknown }): Promise<T | null>;
  findAll<T>(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<T> }>;
}
interface ResolverContext {
  nodeModel: NodeModel;
}

const findDoc = (docId: string, context: ResolverContext) => context.nodeModel.findOne<DocNode>({ type: DOC_NODE_TYPE, query: { filter: { docId: { eq: docId } } } });

/** The configured navbar, each doc item resolved against its doc (looking it up records the query's dependency on it). */
async function navbarItems(context: ResolverContext): Promise<NavbarItem[]> {
  const ids = siteConfig.navbar.flatMap((item) => (item.type === "doc" ? [item.docId] : []));
  const docs = new Map<string, DocNode>();
  for (const doc of await Promise.all(ids.map((id) => findDoc(id, context)))) if (doc) docs.set(doc.docId, doc);
  return resolveNavbarItems(siteConfig.navbar, (docId) => docs.get(docId), siteConfig.trailingSlash);
}

/** The languages, the default first. */
function i18n() {
  const locales = localesWithPaths(siteConfig.i18n, siteConfig.baseUrl);
  const isDefault = (code: string) => (code === siteConfig.i18n.defaultLocale ? 0 : 1);
  return { defaultLocale: siteConfig.i18n.defaultLocale, locales: [...locales].sort((a, b) => isDefault(a.code) - isDefault(b.code)) };
}

/** Every doc, by path: the one version holds them all. */
async function versionDocs(context: ResolverContext): Promise<DocNode[]> {
  const { entries } = await context.nodeModel.findAll<DocNode & { path: string }>({ type: DOC_NODE_TYPE });
  return Array.from(entries).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export const siteResolvers = {
  SiteSiteMetadata: {
    framework: { resolve: () => builtWith().framework },
    plugins: { resolve: () => builtWith().plugins },
    buildVersion: { resolve: () => buildSession().meta.version },
    buildTime: { resolve: () => buildSession().meta.time },
    navbar: { resolve: (_site: unknown, _args: unknown, context: ResolverContext) => navbarItems(context) },
    i18n: { resolve: () => i18n() },
  },
  NavbarItem: {
    doc: { resolve: (item: NavbarItem, _args: unknown, context: ResolverContext) => (item.docId ? findDoc(item.docId, context) : null) },
  },
  DocsVersion: {
    docs: { resolve: (_version: unknown, _args: unknown, context: ResolverContext) => versionDocs(context) },
  },
};
