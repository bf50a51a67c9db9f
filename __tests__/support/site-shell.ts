/**
 * The shell's static query result for component tests, made from src/site-config.ts the way the
 * build's resolvers make it (src/gatsby/node/resolvers-site.ts), with each doc item's doc at the
 * path its id gives and titled by its id.
 */
import type { SiteShellQuery } from "../../src/lib/navigation/site-shell";
import { localesWithPaths } from "../../src/lib/navigation/locales";
import { resolveNavbarItems } from "../../src/lib/navigation/navbar-items";
import { docPath } from "../../src/lib/navigation/paths";
import { siteConfig } from "../../src/site-config";

export function siteShellQueryResult(): SiteShellQuery {
  const doc = (docId: string) => ({ path: docPath(docId, siteConfig.trailingSlash), title: docId });
  const navbar = resolveNavbarItems(siteConfig.navbar, doc, siteConfig.trailingSlash).map((item) => ({ docId: null, to: null, href: null, ...item }));
  const version = siteConfig.docsVersion;
  return {
    site: { siteMetadata: { navbar, i18n: { defaultLocale: siteConfig.i18n.defaultLocale, locales: localesWithPaths(siteConfig.i18n, siteConfig.baseUrl) } } },
    allDocsVersion: { nodes: [{ name: version.name, label: version.label, isLast: true, path: version.path, mainDoc: doc(version.mainDocId) }] },
  };
}
