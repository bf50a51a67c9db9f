/**
 * The typed data layer writers see in GraphiQL: Doc, Sidebar and Tag here, the service catalog's
 * types in ./schema-catalog, the site's configuration and build in ./schema-site, every field
 * documented. Declared explicitly (`@dontInfer`) so the schema never changes shape with the content.
 * The resolvers are in ./resolvers.
 */
import type { GatsbyNode } from "gatsby";
import { catalogTypeDefs } from "./schema-catalog";
import { siteTypeDefs } from "./schema-site";

export const DOC_NODE_TYPE = "Doc";
export const SIDEBAR_NODE_TYPE = "Sidebar";
export const TAG_NODE_TYPE = "Tag";
export const SERVICE_MODULE_NODE_TYPE = "ServiceModule";
export const TOOL_VERSION_NODE_TYPE = "ToolVersion";

/**
 * Node ids are keyed by source file, not by doc id: when a file moves (a.mdx to a/index.mdx) Gatsby
 * deletes the old file's children, and a shared id would take the new doc with them. The file is
 * named by its path in the content folder, not on disk: a doc's id is in its page's data, and the
 * same content built in another folder (another checkout, the safe build of the fast-path test)
 * must give the same files.
 */
export const nodeKey = (type: string, sourceFile: string, name = "") => `${type} >>> ${sourceFile} >>> ${name}`;

const docTypeDefs = `
  """A documentation page, compiled from an MDX file under content/docs/."""
  type Doc implements Node @dontInfer {
    "Identifier used in sidebars.yaml: the file's path under content/docs/ without extension (index files stand for their folder)."
    docId: String!
    "URL path the doc is served at, following the site's trailing-slash policy."
    path: String!
    "Page title, from frontmatter title or the leading # heading."
    title: String!
    "Shorter label for the sidebar (frontmatter sidebar_label)."
    sidebarLabel: String
    "One-sentence summary for meta tags and cards (frontmatter description, else the first paragraph)."
    description: String!
    "Tags carried by the doc, linked to their registry entries in tags.yaml (a service page carries its module's tags)."
    tags: [Tag!]!
    "Tag slugs as written in the frontmatter (none on a service page: its tags are its module's)."
    tagSlugs: [String!]!
    "Name of the sidebar in sidebars.yaml that holds this doc, or null when it is in none."
    sidebar: String
    "Where readers edit the page: custom_edit_url, else the docs repository's edit link; null when hidden."
    editUrl: String
    "Table of contents of the doc's headings within its heading levels, each entry holding the ones below it (read with the body from .cache/cairn-doc-bodies/)."
    toc: [TocEntry!]!
    "Frontmatter hide_title: the page renders no title heading."
    hideTitle: Boolean!
    "Frontmatter hide_table_of_contents: the page renders no table of contents."
    hideTableOfContents: Boolean!
    "Smallest heading level in the table of contents (frontmatter toc_min_heading_level, default 2)."
    tocMinHeadingLevel: Int!
    "Largest heading level in the table of contents (frontmatter toc_max_heading_level, default 3)."
    tocMaxHeadingLevel: Int!
    "Label of the doc in previous/next links (frontmatter pagination_label)."
    paginationLabel: String
    "Frontmatter custom_edit_url as written (null hides the edit link)."
    customEditUrl: String
    "Frontmatter slug, when the doc overrides its path."
    slug: String
    "Search keywords from the frontmatter."
    keywords: [String!]!
    "Source file path relative to the project, e.g. content/docs/intro/index.mdx."
    sourcePath: String!
    "category/service of the catalog module a service reference page documents (content/docs/reference/services/<category>/<service>.mdx); null for other docs."
    serviceModuleSlug: String
    "The catalog module this service reference page documents; null for other docs."
    serviceModule: ServiceModule @link(by: "slug", from: "serviceModuleSlug")
    "The compiled body: a serialisable HTML tree (trimmed HAST) that the doc template renders (read from .cache/cairn-doc-bodies/, outside the node store)."
    body: JSON!
    "Key of the compiled body, a digest of the doc's path, MDX body and build code: the name of its file in .cache/cairn-doc-bodies/."
    bodyHash: String!
    "The facts the body renders from the catalog and versions.yaml, as written: [{ component, props, line, column }], line and column in the file. The body holds their values."
    factReferences: JSON!
  }

  """One heading of a doc's table of contents, with the headings under it."""
  type TocEntry {
    "Anchor of the heading (its slug), the target of #id links."
    id: String!
    "Text of the heading as readers see it."
    text: String!
    "Heading level: 2 for ##, up to 6."
    level: Int!
    "Entries one level down that belong under this heading, in document order."
    children: [TocEntry!]!
  }

  """A named sidebar from content/sidebars.yaml."""
  type Sidebar implements Node @dontInfer {
    "Sidebar name, the key in sidebars.yaml."
    name: String!
    "Items as written in sidebars.yaml (validated): doc ids, links and categories."
    sourceItems: JSON!
    "Items ready to render: doc ids replaced by links with the docs' labels and paths."
    items: [SidebarItem!]!
  }

  """An item of a sidebar, ready to render: a link (to a doc or another site) or a category of items."""
  type SidebarItem {
    "link or category."
    type: String!
    "Text the sidebar shows: the item's label, else the doc's sidebar_label, else its title."
    label: String!
    "Where it leads: a doc's path or another site's URL; for a category, the path of the doc it links to, else null."
    href: String
    "Id of the doc it leads to; null for links to other sites and categories without a doc."
    docId: String
    "The doc's label in previous/next links (frontmatter pagination_label), when it has one."
    paginationLabel: String
    "Categories: whether it starts closed (it opens when it holds the current page); null for links."
    collapsed: Boolean
    "Categories: whether readers can open and close it; null for links."
    collapsible: Boolean
    "Categories: the items in it, in order; empty for links."
    items: [SidebarItem!]!
  }

  """A tool version the docs teach, from content/versions.yaml; pages state it with <ToolVersion tool="..." />."""
  type ToolVersion implements Node @dontInfer {
    "The key in versions.yaml, e.g. terragrunt."
    tool: String!
    "Human-readable name, e.g. Terragrunt."
    label: String!
    "The release a reader installs or pins, e.g. 0.68.14."
    version: String!
    "How configurations constrain it, e.g. >= 0.68.0; null when they pin no range."
    constraint: String
  }

  """A registered tag from content/tags.yaml."""
  type Tag implements Node @dontInfer {
    "URL slug, as used in frontmatter tags and at /tags/<slug>/."
    slug: String!
    "Human-readable name."
    label: String!
    "One-line description shown on the tag's page."
    description: String!
    "URL path of the tag's page."
    path: String!
    "Docs carrying this tag, sorted by title."
    docs: [Doc!]!
    "Number of docs carrying this tag."
    count: Int!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([docTypeDefs, catalogTypeDefs, siteTypeDefs].join("\n"));
};
