/**
 * The one typed description of the site: names, addresses and the chrome around every page.
 * Every other module reads these values from here (docs/decisions/names-and-addresses.md); the shell reads the navbar, languages and docs
 * version through GraphQL (`site.siteMetadata`, `allDocsVersion`: src/gatsby/node/schema-site.ts).
 */
import { sitePagePath, TRAILING_SLASH_POLICIES, type TrailingSlashPolicy } from "./lib/navigation/paths";
import type { NavbarItemConfig } from "./lib/navigation/navbar-items";
import type { DocsVersionConfig } from "./lib/navigation/versions";
import type { I18nConfig } from "./lib/navigation/locales";

export type { TrailingSlashPolicy };

/** A dismissible bar above the navbar. Change `id` to show a new message to everyone again. */
export interface AnnouncementConfig {
  id: string;
  /** Text of the bar; `link` makes its last words a link. */
  content: string;
  link?: { label: string; to: string };
  closeable: boolean;
}

export interface FooterLinkGroup {
  title: string;
  items: { label: string; to?: string; href?: string }[];
}

/** Reads an environment variable at build time, with a default for local runs. */
function env(name: string, fallback: string): string {
  const value = typeof process !== "undefined" ? process.env[name] : undefined;
  return value && value.trim() !== "" ? value.trim() : fallback;
}

/**
 * The trailing-slash setting. In Node (gatsby-config, gatsby-node, tests) it is env TRAILING_SLASH;
 * in the bundles, whose `process.env` holds only GATSBY_ variables, it is the value Gatsby compiles
 * in from gatsby-config, so the server's HTML and the browser agree.
 */
function trailingSlashSetting(): TrailingSlashPolicy {
  const value = typeof __TRAILING_SLASH__ === "undefined" ? env("TRAILING_SLASH", "always") : __TRAILING_SLASH__;
  const policy = TRAILING_SLASH_POLICIES.find((p) => p === value);
  if (policy) return policy;
  throw new Error(`TRAILING_SLASH must be "always", "never" or "ignore"; got "${value}"`);
}

/** Where the trailing slash goes on internal URLs (env `TRAILING_SLASH`: always, the default; never; ignore). */
const trailingSlash = trailingSlashSetting();

/** A page of this site in the form the trailing-slash setting gives the site's own pages. */
const page = (path: string) => sitePagePath(path, trailingSlash);

/** Languages: one locale, English, left to right; the default is served from the site root. */
const i18n: I18nConfig = {
  defaultLocale: "en",
  locales: [{ code: "en", label: "English", direction: "ltr" }],
};

/** The single docs version: the docs as they are now, labelled "Next", served from the site root. */
const docsVersion: DocsVersionConfig = {
  name: "current",
  label: "Next",
  path: "/",
  /** The doc the version opens on (the docs home, the introduction to Cairn). */
  mainDocId: "intro/overview/intro-to-cairn",
};

const defaultLocale = i18n.locales.find((locale) => locale.code === i18n.defaultLocale) ?? i18n.locales[0];

export const siteConfig = {
  /** Site title, used in every `<title>` after the delimiter. */
  title: "Cairn Docs",
  /** One sentence under the title on the home page and in metadata. */
  tagline: "Learn how to deploy and manage an entire infrastructure as code.",
  /** Absolute origin of the deployed site, without a trailing slash (env `SITE_URL`). */
  url: env("SITE_URL", "https://docs.cairn.example").replace(/\/+$/, ""),
  /** Path the site is served under. */
  baseUrl: "/",
  /** The image shared links show (Open Graph and Twitter), 1200 x 630. */
  socialImage: "/img/cairn-docs-social.png",
  organizationName: "cairn-io",
  projectName: "docs",
  /** The provider's name as written in prose, and as written in slugs. */
  provider: { name: "Cairn", slug: "cairn" },
  /** The code host, as written in prose and in slugs. */
  codeHost: { name: "GitHub", slug: "github" },
  /** Separator between page title and site title. */
  titleDelimiter: "|",
  trailingSlash,
  /** Path of the docs home: the docs version's main doc. */
  docsHomePath: page(`/${docsVersion.mainDocId}/`),
  /** Paths of the pages the site builds besides its docs, in the trailing-slash form. */
  paths: { search: page("/search/"), tags: page("/tags/"), notFound: page("/404/") },
  /** Prefix of "Edit this page" links; the file's path under `content/` is appended. */
  editUrlBase: "https://github.com/cairn-io/docs/edit/master/",
  /** The code host organisation whose repositories are private to subscribers. */
  githubOrgUrl: "https://github.com/cairn-io/",
  /** Repositories in the organisation that everyone can see (no warning for them). */
  publicRepos: ["docs", "knowledge-base", "terratest-helpers"],
  knowledgeBaseUrl: "https://github.com/cairn-io/knowledge-base/discussions",
  signInUrl: "https://app.cairn.example/",
  copyright: "Copyright © 2020-2022 Cairn, Inc.",
  /** Heading levels listed in a page's table of contents. */
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  /**
   * Search: the hosted DocSearch index when its keys are set at build time (GATSBY_ALGOLIA_*,
   * read literally so Gatsby inlines them), otherwise the embedded index built with the site.
   */
  search: {
    appId: process.env.GATSBY_ALGOLIA_APP_ID || "",
    apiKey: process.env.GATSBY_ALGOLIA_API_KEY || "",
    indexName: process.env.GATSBY_ALGOLIA_INDEX_NAME || "docs_site_dev",
    /** Contextual search: only this language's and this docs version's records. */
    facetFilters: ["language:en", "docusaurus_tag:docs-default-current"] as (string | string[])[],
    /** Where the embedded index is published. */
    embeddedIndexPath: "/search-index.json",
    /** lvl0 of search results: the site section a page belongs to, by path prefix. */
    sections: [
      { prefix: "/intro/", label: "Intro" },
      { prefix: "/guides/", label: "Guides" },
      { prefix: "/reference/services/", label: "Service Catalog API" },
      { prefix: "/reference/", label: "Reference" },
    ],
  },
  /** Analytics (gtag) only when GATSBY_GTAG_ID is set at build time; nothing is loaded otherwise. */
  analytics: { gtagId: process.env.GATSBY_GTAG_ID || "" },
  /** The self-hosted web font: copied from its npm package at build time, preloaded. */
  font: {
    family: "Inter Variable",
    file: "/fonts/inter-latin-wght-normal.woff2",
    packageFile: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  },
  /** The docs versions the shell offers (one), read by the shell through GraphQL (`allDocsVersion`). */
  docsVersion,
  /** Languages, read by the shell through GraphQL (`site.siteMetadata.i18n`). */
  i18n,
  /** The default locale's settings: the language and direction of every page. */
  locale: defaultLocale,
  /**
   * Navbar items, read by the shell through GraphQL (`site.siteMetadata.navbar`): `doc` items open
   * a doc by its id (a build stops when it does not exist), `link` items a path (`to`) or another
   * site (`href`). Items without a position go right.
   */
  navbar: [
    { type: "doc", docId: "intro/overview/intro-to-cairn", label: "Intro", position: "left" },
    { type: "doc", docId: "guides", label: "Guides", position: "left" },
    { type: "doc", docId: "reference/services/intro/overview", label: "Service Catalog API", position: "left" },
    { type: "doc", docId: "courses", label: "Courses", position: "left" },
    { type: "link", label: "Knowledge Base", href: "https://github.com/cairn-io/knowledge-base/discussions" },
    { type: "doc", docId: "support", label: "Support" },
    { type: "link", label: "Sign In", href: "https://app.cairn.example/" },
  ] satisfies NavbarItemConfig[] as NavbarItemConfig[],
  /** The "More" dropdown repeats the right-hand links (they fold into it on narrower screens). */
  navbarMoreLabel: "More",
  /**
   * Internal-looking links that are not pages of this app and need a full page load
   * (e.g. files, or paths another app serves behind the same host).
   */
  fullPageLoadPattern: /^\/(?:api|downloads)\//,
  announcement: {
    id: "build-it-yourself-guides-2026-11",
    content: "New: step-by-step guides to build a production-grade VPC, landing zone, EKS cluster and pipeline yourself.",
    link: { label: "Start building", to: page("/guides/build-it-yourself/") },
    closeable: true,
  } satisfies AnnouncementConfig as AnnouncementConfig | null,
  footer: [
    {
      title: "Company",
      items: [
        { label: "About Cairn", href: "https://cairn.example/about" },
        { label: "Careers", href: "https://cairn.example/careers" },
        { label: "Contact", href: "https://cairn.example/contact" },
      ],
    },
    {
      title: "Community",
      items: [
        { label: "Knowledge Base", href: "https://github.com/cairn-io/knowledge-base/discussions" },
        { label: "GitHub", href: "https://github.com/cairn-io" },
      ],
    },
    {
      title: "Resources",
      items: [
        { label: "Introduction", to: page("/intro/") },
        { label: "Guides", to: page("/guides/") },
        { label: "Service Catalog API", to: page("/reference/services/intro/overview/") },
        { label: "Courses", to: page("/courses/") },
        { label: "Support", to: page("/support/") },
        { label: "All tags", to: page("/tags/") },
        { label: "Developer portal", href: "https://app.cairn.example/" },
      ],
    },
    {
      title: "Legal",
      items: [
        { label: "Terms of service", href: "https://cairn.example/legal/terms" },
        { label: "Privacy policy", href: "https://cairn.example/legal/privacy" },
      ],
    },
  ] satisfies FooterLinkGroup[] as FooterLinkGroup[],
} as const;

export type SiteConfig = typeof siteConfig;
