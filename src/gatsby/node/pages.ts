/**
 * Pages from queried data: one per doc, the tags index and one per used tag. Cross-file checks
 * run first, so a broken sidebar or an unregistered tag stops the build before any page exists.
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { checkContent, type DocSummary } from "../../lib/content/content-checks";
import type { SidebarSourceItem } from "../../lib/navigation/sidebars";
import { applyTrailingSlash } from "../../lib/navigation/paths";
import { siteConfig } from "../../site-config";
import { contentDir, displayPath } from "../content-dir";
import { pendingContentErrors } from "./content-errors";
import { buildSearchRecords, writeSearchIndex } from "./search";
import { moduleSearchRecords } from "../../lib/search/module-records";
import { inputsFromQuery, outputsFromQuery, type CatalogInputQuery } from "../../lib/content/catalog";
import { moduleDataFile, servicePageFile } from "../../lib/content/service-pages";
import fs from "node:fs";

/** Each module's data, published beside its page for tools: /reference/services/<category>/<service>.json. */
function writeModuleJson(programDirectory: string, module: ModuleSummary): void {
  const file = path.join(programDirectory, "public", "reference", "services", `${module.slug}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const { sourcePath: _sourcePath, tagSlugs, inputs, outputs, ...data } = module;
  fs.writeFileSync(file, JSON.stringify({ ...data, inputs: inputsFromQuery(inputs), outputs: outputsFromQuery(outputs), tags: tagSlugs, url: `${siteConfig.url}${module.path}` }, null, 2));
}

interface ModuleSummary {
  slug: string;
  path: string;
  name: string;
  description: string;
  version: string;
  lastChanged: string;
  source: string;
  tagSlugs: string[];
  inputs: CatalogInputQuery[];
  outputs: { name: string; description: string }[];
  sourcePath: string;
}

interface PagesQuery {
  allDoc: { nodes: (DocSummary & { id: string; serviceModuleSlug: string | null; serviceModule: { tagSlugs: string[] } | null })[] };
  allServiceModule: { nodes: ModuleSummary[] };
  allSidebar: { nodes: { name: string; sourceItems: SidebarSourceItem[] }[] };
  allTag: { nodes: { slug: string; path: string }[] };
}

const template = (name: string) => path.resolve(process.cwd(), "src/templates", name);

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store }) => {
  const result = await graphql<PagesQuery>(`
    query CreatePages {
      allDoc(sort: { path: ASC }) { nodes { id docId path sourcePath tagSlugs serviceModuleSlug serviceModule { tagSlugs } } }
      allSidebar { nodes { name sourceItems } }
      allTag { nodes { slug path } }
      allServiceModule(sort: { slug: ASC }) {
        nodes { slug path name description version lastChanged source tagSlugs inputs { name type description required default sensitive } outputs { name description } sourcePath }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the docs to create pages", result.errors);
    return;
  }
  const { allDoc, allSidebar, allTag, allServiceModule } = result.data;
  const tagsIndexPath = applyTrailingSlash("/tags", siteConfig.trailingSlash);
  // A service page carries its module's tags.
  const usedTags = new Set(allDoc.nodes.flatMap((doc) => doc.serviceModule?.tagSlugs ?? doc.tagSlugs));

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
  const registered = new Set(allTag.nodes.map((t) => t.slug));
  const documented = new Set(allDoc.nodes.map((d) => d.serviceModuleSlug));
  const moduleErrors = [
    ...allServiceModule.nodes.flatMap((m) => [
      ...m.tagSlugs.filter((t) => !registered.has(t)).map((t) => `${m.sourcePath}: tags: "${t}" is not a registered tag; add it to ${displayPath(path.join(contentDir, "tags.yaml"))} or use one of its slugs`),
      ...(documented.has(m.slug) ? [] : [`${m.sourcePath}: no reference page for this module (expected ${displayPath(path.join(contentDir, servicePageFile(m.slug)))})`]),
    ]),
    ...allDoc.nodes.flatMap((d) =>
      d.serviceModuleSlug && !d.serviceModule ? [`${d.sourcePath}: no module data for this service page (expected ${displayPath(path.join(contentDir, moduleDataFile(d.serviceModuleSlug)))})`] : [],
    ),
  ];
  const errors = [...pendingContentErrors(), ...check.errors, ...moduleErrors];
  if (errors.length > 0) {
    reporter.panicOnBuild(`${errors.length} content error(s); fix them and build again:\n${errors.join("\n")}`);
    return;
  }

  for (const doc of allDoc.nodes) {
    actions.createPage({
      path: doc.path,
      component: template(doc.serviceModule ? "service.tsx" : "doc.tsx"),
      context: { id: doc.id, sidebarName: check.sidebarOf.get(doc.docId) ?? "" },
    });
  }
  const { program } = store.getState() as { program: { directory: string } };
  for (const module of allServiceModule.nodes) writeModuleJson(program.directory, module);
  actions.createPage({ path: tagsIndexPath, component: template("tags-index.tsx"), context: {} });
  for (const tag of allTag.nodes) {
    if (!usedTags.has(tag.slug)) continue;
    actions.createPage({ path: tag.path, component: template("tag.tsx"), context: { slug: tag.slug } });
  }

  const records = [...(await buildSearchRecords({ graphql, reporter })), ...allServiceModule.nodes.flatMap((m) => moduleSearchRecords(m))];
  writeSearchIndex(program.directory, records);
  reporter.info(`Search index: ${records.length} records from ${allDoc.nodes.length} docs`);
};
