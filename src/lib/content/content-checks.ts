/**
 * Checks across files that no single file can make: tags used but not registered, sidebar entries
 * naming missing docs, a doc in two sidebars, and two sources claiming one route.
 */
import { collectDocRefs, type SidebarSourceItem } from "../navigation/sidebar-source";

export interface DocSummary {
  docId: string;
  path: string;
  /** Path of the source file, relative to the content folder's parent (e.g. `content/docs/a.mdx`). */
  sourcePath: string;
  tagSlugs: readonly string[];
}

export interface ContentCheckInput {
  docs: readonly DocSummary[];
  sidebars: Readonly<Record<string, readonly SidebarSourceItem[]>>;
  sidebarsFile: string;
  /** The docs folder as shown in messages, e.g. `content/docs`. */
  docsDir: string;
  tagSlugs: ReadonlySet<string>;
  tagsFile: string;
  /**
   * Routes other sources create, in the order Gatsby creates them after the docs' pages (the tags
   * index and tag pages, then the pages under src/pages/), to detect a doc taking one of them.
   */
  otherRoutes: readonly { path: string; source: string }[];
}

export interface ContentCheckResult {
  errors: string[];
  warnings: string[];
  /** Which sidebar holds each doc. */
  sidebarOf: Map<string, string>;
}

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

export function checkContent(input: ContentCheckInput): ContentCheckResult {
  const errors: string[] = [];
  const warnings: string[] = [];
  const docIds = new Map(input.docs.map((doc) => [doc.docId, doc]));

  for (const doc of input.docs) {
    for (const tag of doc.tagSlugs) {
      if (!input.tagSlugs.has(tag)) {
        errors.push(`${doc.sourcePath}: frontmatter field "tags": "${tag}" is not a registered tag; add it to ${input.tagsFile} or use one of its slugs`);
      }
    }
  }

  const sidebarOf = new Map<string, string>();
  const firstPlace = new Map<string, string>();
  for (const [name, items] of Object.entries(input.sidebars)) {
    for (const ref of collectDocRefs(name, items)) {
      if (!docIds.has(ref.id)) {
        errors.push(`${input.sidebarsFile}: ${ref.where}: doc "${ref.id}" does not exist (expected a file such as ${input.docsDir}/${ref.id}.mdx)`);
        continue;
      }
      const holder = sidebarOf.get(ref.id);
      if (holder !== undefined && holder !== name) {
        errors.push(`${input.sidebarsFile}: ${ref.where}: doc "${ref.id}" is already in sidebar "${holder}" (${firstPlace.get(ref.id)}); a doc belongs to one sidebar`);
        continue;
      }
      sidebarOf.set(ref.id, name);
      if (!firstPlace.has(ref.id)) firstPlace.set(ref.id, ref.where);
    }
  }

  // Gatsby keeps the page created last for a path: that source is served, the earlier one is lost.
  const routes = new Map<string, string>();
  for (const route of [...input.docs.map((d) => ({ path: d.path, source: d.sourcePath })), ...input.otherRoutes]) {
    const key = withoutSlash(route.path);
    const existing = routes.get(key);
    if (existing) warnings.push(`Duplicate route ${route.path}: created by ${existing} and again by ${route.source}, which is served; ${existing} cannot be reached`);
    routes.set(key, route.source);
  }
  return { errors, warnings, sidebarOf };
}
