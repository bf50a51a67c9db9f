/**
 * What the shell around every page shows of the site's configuration: the navbar, the languages
 * and the docs versions, from the shell's GraphQL query (src/hooks/useSiteShell.ts) to the types
 * the components take, at one boundary.
 */
import type { Locale, TextDirection } from "./locales";
import type { NavbarItem, NavbarPosition } from "./navbar-items";
import type { DocsVersion } from "./versions";

export interface SiteShell {
  navbar: NavbarItem[];
  /** Every language, the default first. */
  locales: Locale[];
  /** The default language. */
  locale: Locale;
  /** The docs versions, the last (the one readers get by default) first. */
  versions: DocsVersion[];
}

/** The shell's query result, as GraphQL returns it (nullable where the schema allows it). */
export interface SiteShellQuery {
  readonly site: {
    readonly siteMetadata: {
      readonly navbar: readonly {
        readonly type: "doc" | "link";
        readonly label: string;
        readonly docId: string | null;
        readonly to: string | null;
        readonly href: string | null;
        readonly position: NavbarPosition;
      }[];
      readonly i18n: {
        readonly defaultLocale: string;
        readonly locales: readonly { readonly code: string; readonly label: string; readonly direction: TextDirection; readonly path: string }[];
      };
    } | null;
  } | null;
  readonly allDocsVersion: {
    readonly nodes: readonly { readonly name: string; readonly label: string; readonly isLast: boolean; readonly path: string; readonly mainDoc: { readonly path: string } | null }[];
  };
}

/**
 * The shell from its query. Missing metadata is the developer's error (the schema declares it for
 * every build), so it throws naming the query rather than rendering an empty navbar.
 */
export function siteShellFromQuery(data: SiteShellQuery): SiteShell {
  const metadata = data.site?.siteMetadata;
  if (!metadata) throw new Error("The SiteShell query returned no site.siteMetadata: the site's schema (src/gatsby/node/schema-site.ts) is not loaded");
  const locales = metadata.i18n.locales.map((locale) => ({ ...locale }));
  const locale = locales.find((l) => l.code === metadata.i18n.defaultLocale) ?? locales[0];
  if (!locale) throw new Error("The SiteShell query returned no locale: src/site-config.ts must configure at least one");
  const versions = data.allDocsVersion.nodes
    .map((v) => ({ name: v.name, label: v.label, isLast: v.isLast, ...(v.mainDoc ? { mainDocPath: v.mainDoc.path } : {}) }))
    .sort((a, b) => Number(b.isLast) - Number(a.isLast));
  const navbar = metadata.navbar.map((item): NavbarItem => ({
    type: item.type,
    label: item.label,
    position: item.position,
    ...(item.docId ? { docId: item.docId } : {}),
    ...(item.to ? { to: item.to } : {}),
    ...(item.href ? { href: item.href } : {}),
  }));
  return { navbar, locales, locale, versions };
}
