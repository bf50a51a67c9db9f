/**
 * The typed data layer writers see in GraphiQL: Doc, Sidebar and Tag, with documented fields.
 * Declared explicitly (`@dontInfer`) so the schema never changes shape with the content.
 */
import type { GatsbyNode } from "gatsby";
import { collectDocRefs, resolveSidebar, type DocLinkInfo, type SidebarSourceItem } from "../../lib/navigation/sidebars";

export const DOC_NODE_TYPE = "Doc";
export const SIDEBAR_NODE_TYPE = "Sidebar";
export const TAG_NODE_TYPE = "Tag";
export const SERVICE_MODULE_NODE_TYPE = "ServiceModule";

/**
 * Node ids are keyed by source file, not by doc id: when a file moves (a.mdx to a/index.mdx) Gatsby
 * deletes the old file's children, and a shared id would take the new doc with them.
 */
export const nodeKey = (type: string, sourceFile: string, name = "") => `${type} >>> ${sourceFile} >>> ${name}`;

const typeDefs = `
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
    "Tags carried by the doc, linked to their registry entries in tags.yaml."
    tags: [Tag!]! @link(by: "slug", from: "tagSlugs")
    "Tag slugs as written in the frontmatter."
    tagSlugs: [String!]!
    "Name of the sidebar in sidebars.yaml that holds this doc, or null when it is in none."
    sidebar: String
    "Where readers edit the page: custom_edit_url, else the docs repository's edit link; null when hidden."
    editUrl: String
    "Nested table of contents of the doc's headings, limited to its heading levels: [{ id, text, level, children }]."
    toc: JSON!
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
    "The compiled body: a serialisable HTML tree that the doc template renders."
    body: JSON!
  }

  """A named sidebar from content/sidebars.yaml."""
  type Sidebar implements Node @dontInfer {
    "Sidebar name, the key in sidebars.yaml."
    name: String!
    "Items as written: doc ids, links and categories."
    sourceItems: JSON!
    "Items ready to render: doc ids replaced by { label, href } from the docs."
    items: JSON!
  }

  """What running a module takes beyond deploying it: the data behind its reference page's Manage section."""
  type ServiceModuleManage {
    "Inputs whose change makes Terraform destroy and recreate a resource (the AWS provider's ForceNew arguments)."
    replacement: [ServiceModuleReplacement!]!
    "Steps specific to this module, in order, before terragrunt destroy."
    beforeDestroy: [String!]!
  }

  """An input that forces replacement, and what changing it destroys and recreates."""
  type ServiceModuleReplacement {
    "Name of the input."
    input: String!
    "What changing it replaces, and the consequence for the running service."
    effect: String!
  }

  """A module of the service catalog, from content/catalog/<category>/<service>.yaml."""
  type ServiceModule implements Node @dontInfer {
    "category/service, e.g. networking/vpc."
    slug: String!
    "Catalog category, e.g. networking."
    category: String!
    "Service folder name, e.g. vpc."
    service: String!
    "Display name."
    name: String!
    "One-line description."
    description: String!
    "Catalog release this page documents, e.g. v0.110.2."
    version: String!
    "Release in which the module last changed."
    lastChanged: String!
    "Path of the module in the catalog repository."
    source: String!
    "Tags of the module, linked to the registry."
    tags: [Tag!]! @link(by: "slug", from: "tagSlugs")
    "Tag slugs as written in the YAML."
    tagSlugs: [String!]!
    "Inputs: [{ name, type, description, required, default?, sensitive }]."
    inputs: JSON!
    "Outputs: [{ name, description }]."
    outputs: JSON!
    "Running the module after deploy: inputs that force replacement and steps before destroying it."
    manage: ServiceModuleManage!
    "Copy-ready usage, highlighted: { terraform: { code, lines }, terragrunt: { code, lines } }."
    usage: JSON!
    "URL path of the module's reference page."
    path: String!
    "Source file path relative to the project."
    sourcePath: String!
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
  actions.createTypes(typeDefs);
};

interface NodeModel {
  findOne(args: { type: string; query: unknown }): Promise<Record<string, unknown> | null>;
  findAll(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<Record<string, unknown>> }>;
}
interface ResolverContext {
  nodeModel: NodeModel;
}

let sidebarIndex: { key: string; map: Map<string, string> } | undefined;

/** Which sidebar holds each doc id, rebuilt only when a sidebar changes. */
async function sidebarOfDoc(context: ResolverContext): Promise<Map<string, string>> {
  const { entries } = await context.nodeModel.findAll({ type: SIDEBAR_NODE_TYPE });
  const sidebars = Array.from(entries) as unknown as { name: string; sourceItems: SidebarSourceItem[]; internal: { contentDigest: string } }[];
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

async function docsWithTag(slug: string, context: ResolverContext) {
  const { entries } = await context.nodeModel.findAll({ type: DOC_NODE_TYPE, query: { filter: { tagSlugs: { eq: slug } } } });
  return Array.from(entries).sort((a, b) => String(a.title).localeCompare(String(b.title), "en"));
}

/** The docs a sidebar names, looked up by doc id through Gatsby's indexed filter. */
async function docsById(items: readonly SidebarSourceItem[], name: string, context: ResolverContext): Promise<Map<string, DocLinkInfo>> {
  const ids = [...new Set(collectDocRefs(name, items).map((ref) => ref.id))];
  const found = await Promise.all(ids.map((docId) => context.nodeModel.findOne({ type: DOC_NODE_TYPE, query: { filter: { docId: { eq: docId } } } })));
  return new Map(ids.flatMap((docId, i) => (found[i] ? [[docId, found[i] as unknown as DocLinkInfo] as const] : [])));
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Doc: {
      sidebar: {
        resolve: async (source: { docId: string }, _args: unknown, context: ResolverContext) =>
          (await sidebarOfDoc(context)).get(source.docId) ?? null,
      },
    },
    Sidebar: {
      items: {
        resolve: async (source: { name: string; sourceItems: SidebarSourceItem[] }, _args: unknown, context: ResolverContext) => {
          const docs = await docsById(source.sourceItems, source.name, context);
          return resolveSidebar(source.sourceItems, (docId) => docs.get(docId));
        },
      },
    },
    Tag: {
      docs: { resolve: (source: { slug: string }, _args: unknown, context: ResolverContext) => docsWithTag(source.slug, context) },
      count: {
        resolve: async (source: { slug: string }, _args: unknown, context: ResolverContext) => (await docsWithTag(source.slug, context)).length,
      },
    },
  });
};
