/**
 * Pages from queried data: one per doc, the tags index and one per used tag. Cross-file checks
 * run first, so a broken sidebar or an unregistered tag stops the build before any page exists.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { checkContent, type DocSummary } from "../../lib/content-checks";
import type { SidebarSourceItem } from "../../lib/sidebars";
import { applyTrailingSlash } from "../../lib/paths";
import { siteConfig } from "../../site-config";
import { contentDir, displayPath } from "../content-dir";
import { pendingContentErrors } from "./content-errors";
import { buildSearchRecords, writeSearchIndex } from "./search";

interface PagesQuery {
  allDoc: { nodes: (DocSummary & { id: string })[] };
  allSidebar: { nodes: { name: string; sourceItems: SidebarSourceItem[] }[] };
  allTag: { nodes: { slug: string; path: string }[] };
}

const template = (name: string) => path.resolve(process.cwd(), "src/templates", name);

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store }) => {
  const result = await graphql<PagesQuery>(`
    query CreatePages {
      allDoc(sort: { path: ASC }) { nodes { id docId path sourcePath tagSlugs } }
      allSidebar { nodes { name sourceItems } }
      allTag { nodes { slug path } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the docs to create pages", result.errors);
    return;
  }
  const { allDoc, allSidebar, allTag } = result.data;
  const tagsIndexPath = applyTrailingSlash("/tags", siteConfig.trailingSlash);
  const usedTags = new Set(allDoc.nodes.flatMap((doc) => doc.tagSlugs));

  const check = checkContent({
    docs: allDoc.nodes,
    sidebars: Object.fromEntries(allSidebar.nodes.map((s) => [s.name, s.sourceItems])),
    sidebarsFile: displayPath(path.join(contentDir, "sidebars.yaml")),
    docsDir: displayPath(path.join(contentDir, "docs")),
    tagSlugs: new Set(allTag.nodes.map((t) => t.slug)),
    tagsFile: displayPath(path.join(contentDir, "tags.yaml")),
    otherRoutes: [
      { path: "/", source: "src/pages/index.tsx" },
      { path: tagsIndexPath, source: "the tags index" },
      ...allTag.nodes.filter((t) => usedTags.has(t.slug)).map((t) => ({ path: t.path, source: `the page of tag "${t.slug}"` })),
    ],
  });
  check.warnings.forEach((warning) => reporter.warn(warning));
  const unused = allTag.nodes.filter((t) => !usedTags.has(t.slug)).map((t) => t.slug);
  if (unused.length > 0) reporter.warn(`Registered tags no doc carries yet (no page is built for them): ${unused.join(", ")}`);
  const errors = [...pendingContentErrors(), ...check.errors];
  if (errors.length > 0) {
    reporter.panicOnBuild(`${errors.length} content error(s); fix them and build again:\n${errors.join("\n")}`);
    return;
  }

  for (const doc of allDoc.nodes) {
    actions.createPage({
      path: doc.path,
      component: template("doc.tsx"),
      context: { id: doc.id, sidebarName: check.sidebarOf.get(doc.docId) ?? "" },
    });
  }
  actions.createPage({ path: tagsIndexPath, component: template("tags-index.tsx"), context: {} });
  for (const tag of allTag.nodes) {
    if (!usedTags.has(tag.slug)) continue;
    actions.createPage({ path: tag.path, component: template("tag.tsx"), context: { slug: tag.slug } });
  }

  const records = await buildSearchRecords({ graphql, reporter });
  const { program } = store.getState() as { program: { directory: string } };
  writeSearchIndex(program.directory, records);
  reporter.info(`Search index: ${records.length} records from ${allDoc.nodes.length} docs`);
};
