/**
 * The site's configuration and build in the typed data layer, every field documented for GraphiQL:
 * the metadata Gatsby gives `site.siteMetadata` (from gatsby-config.ts) with the navbar, languages,
 * framework and plugin versions and this build's stamps, and the docs versions. Values come from
 * src/site-config.ts and the installed packages (./site-metadata); the resolvers are in
 * ./resolvers-site. The shell reads them with one static query (src/hooks/useSiteShell.ts).
 */
export const DOCS_VERSION_NODE_TYPE = "DocsVersion";

/**
 * SiteSiteMetadata is Gatsby's type for gatsby-config's siteMetadata: the fields declared here are
 * added to it with their descriptions, but Gatsby keeps its own (empty) description for the type.
 */
export const siteTypeDefs = `
  type SiteSiteMetadata {
    "Site title, shown in the navbar and after the delimiter in every page title."
    title: String!
    "The tagline: one sentence on what the site teaches, also the home page's description."
    description: String!
    "Absolute origin of the deployed site, without a trailing slash (env SITE_URL)."
    siteUrl: String!
    "The site generator (gatsby) and its version as installed, read from its package when the schema is built."
    framework: PackageVersion!
    "Each plugin gatsby-config.ts uses, in its order, with the version installed (plugins configured off, such as analytics without GATSBY_GTAG_ID, are not listed)."
    plugins: [PackageVersion!]!
    "This build's version, as in each page's buildVersion meta: env BUILD_VERSION, else the git commit, else N/A."
    buildVersion: String!
    "When this build started (ISO 8601), as in each page's buildTime meta (Gatsby's own site.buildTime is when Gatsby started). It changes with every build, so a page that queries it is rendered again every time: pages get it from their meta instead."
    buildTime: String!
    "The navbar's items in order, left and right, as it renders them."
    navbar: [NavbarItem!]!
    "The site's languages."
    i18n: I18nConfig!
  }

  """An installed package and its version."""
  type PackageVersion {
    "npm package name, e.g. gatsby-plugin-mdx."
    name: String!
    "Version installed in node_modules, e.g. 5.16.0."
    version: String!
  }

  """What a navbar item is."""
  enum NavbarItemType {
    "Opens a doc named by its id; the build fails when no doc has that id."
    doc
    "Opens a path of this site (to) or another site (href)."
    link
  }

  """A side of the navbar."""
  enum NavbarItemPosition {
    left
    right
  }

  """One item of the navbar, resolved from src/site-config.ts: exactly one of to and href is set."""
  type NavbarItem {
    "doc or link."
    type: NavbarItemType!
    "Text the navbar shows: the item's label, else its doc's sidebar label or title."
    label: String!
    "Doc items: the id of the doc it opens (its path under content/docs/ without extension); null for links."
    docId: String
    "Doc items: the doc it opens; null for links."
    doc: Doc
    "Path of a page of this site, in the trailing-slash form: a doc item's doc path or a link's configured path; null for links to other sites."
    to: String
    "Address of another site, opened in a new tab; null for items that open a page of this site."
    href: String
    "Side of the navbar; right when the configuration names none."
    position: NavbarItemPosition!
  }

  """Writing direction of a language."""
  enum TextDirection {
    "Left to right."
    ltr
    "Right to left."
    rtl
  }

  """The site's languages."""
  type I18nConfig {
    "Code of the language served from the site root (en)."
    defaultLocale: String!
    "Every language, the default first."
    locales: [Locale!]!
  }

  """One language of the site."""
  type Locale {
    "BCP 47 code, the pages' lang attribute (en)."
    code: String!
    "Name the language dropdown shows, in the language itself (English)."
    label: String!
    "Writing direction, the pages' dir attribute."
    direction: TextDirection!
    "Base path of the language's pages: / for the default, /<code>/ for the others."
    path: String!
  }

  """A version of the docs (there is one: Next, the docs as they are now)."""
  type DocsVersion implements Node @dontInfer {
    "Name stored as the reader's preferred version (current)."
    name: String!
    "Label the versions dropdown shows (Next)."
    label: String!
    "Whether this is the latest released version, the one readers get by default (the only version is)."
    isLast: Boolean!
    "Path the version's docs are served under (/: the site root)."
    path: String!
    "Id of the doc the version opens on, its docs home."
    mainDocId: String!
    "The doc the version opens on."
    mainDoc: Doc @link(by: "docId", from: "mainDocId")
    "Every doc of the version, by path."
    docs: [Doc!]!
  }
`;
