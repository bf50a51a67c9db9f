/**
 * Pages from queried data: one per doc, the tags index and one per used tag. Cross-file checks
 * run first, so a broken sidebar, an unregistered tag or a module without its page stops the build
 * before any page exists. What is written beside the pages comes after them (./outputs).
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { checkContent, type DocSummary } from "../../lib/content/content-checks";
import { factProblems, type FactReference } from "../../lib/content/facts";
import { factTableFromNodes } from "./facts";
import { moduleDataFile, servicePageFile } from "../../lib/content/service-pages";
import type { SidebarSourceItem } from "../../lib/navigation/sidebar-source";
import { navbarConfigProblems } from "../../lib/navigation/navbar-items";
import { routesOfPageFile } from "../../lib/navigation/paths";
import { siteConfig } from "../../site-config";
import { contentDir, displayPath } from "../content-dir";
import { contentErrorsMessage, filesWithContentErrors, forgetContentErrorsOfDeletedFiles, pendingContentErrors } from "./content-errors";
import { settleDocCompiles } from "./nodes/doc-compiles";
import { brokenDocPlaceholders, publishContentErrors } from "./develop/errors";
import { queueDevelopOutputs } from "./develop/outputs";
import { buildSession } from "./session";

interface PageDoc extends DocSummary {
  id: string;
  serviceModuleSlug: string | null;
  /** The module a service page documents; null for other docs, and for a service page without module data. */
  serviceModule: { tagSlugs: string[] } | null;
  /** Absent on a broken doc's stand-in (./develop/errors.ts). */
  factReferences?: FactReference[];
}

interface PagesQuery {
  allDoc: { nodes: PageDoc[] };
  allServiceModule: { nodes: { slug: string; tagSlugs: string[]; sourcePath: string }[] };
  allSidebar: { nodes: { name: string; sourceItems: SidebarSourceItem[] }[] };
  allTag: { nodes: { slug: string; path: string }[] };
}

const template = (name: string) => path.resolve(process.cwd(), "src/templates", name);
const shown = (file: string) => displayPath(path.join(contentDir, file));
const SITE_CONFIG_FILE = "src/site-config.ts";
const PAGES_DIR = "src/pages";

/** Files under a folder, relative to it. */
function filesUnder(dir: string, base = ""): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(dir, path.posix.join(base, entry.name)) : [path.posix.join(base, entry.name)]));
}

/** The routes src/pages/ creates, each with its file (Gatsby creates them after createPages, so they are served over a doc at the same path). */
function pageFileRoutes(): { path: string; source: string }[] {
  const dir = path.resolve(process.cwd(), PAGES_DIR);
  if (!fs.existsSync(dir)) return [];
  return filesUnder(dir).flatMap((file) => routesOfPageFile(file, siteConfig.trailingSlash).map((route) => ({ path: route, source: `${PAGES_DIR}/${file}` })));
}

/** Doc ids the site configuration names (navbar items, the docs version's main doc) that no doc has. */
function siteConfigErrors(docIds: ReadonlySet<string>): string[] {
  const file = path.resolve(process.cwd(), SITE_CONFIG_FILE);
  const source = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined;
  const problems = navbarConfigProblems({ navbar: siteConfig.navbar, mainDocId: siteConfig.docsVersion.mainDocId, docIds, configFile: SITE_CONFIG_FILE, source, docsDir: shown("docs") });
  return problems.map((p) => `${p.where}: ${p.message}`);
}

/** Modules and service pages that do not pair up, and module tags that are not registered. */
function catalogErrors({ allDoc, allServiceModule, allTag }: PagesQuery): string[] {
  const registered = new Set(allTag.nodes.map((t) => t.slug));
  const documented = new Set(allDoc.nodes.map((d) => d.serviceModuleSlug));
  return [
    ...allServiceModule.nodes.flatMap((m) => [
      ...m.tagSlugs.filter((t) => !registered.has(t)).map((t) => `${m.sourcePath}: tags: "${t}" is not a registered tag; add it to ${shown("tags.yaml")} or use one of its slugs`),
      ...(documented.has(m.slug) ? [] : [`${m.sourcePath}: no reference page for this module (expected ${shown(servicePageFile(m.slug))})`]),
    ]),
    ...allDoc.nodes.flatMap((d) =>
      d.serviceModuleSlug && !d.serviceModule ? [`${d.sourcePath}: no module data for this service page (expected ${shown(moduleDataFile(d.serviceModuleSlug))})`] : [],
    ),
  ];
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, createNodeId, getNodesByType }) => {
  const result = await graphql<PagesQuery>(`
    query CreatePages {
      allDoc(sort: { path: ASC }) { nodes { id docId path sourcePath tagSlugs serviceModuleSlug serviceModule { tagSlugs } factReferences } }
      allSidebar { nodes { name sourceItems } }
      allTag { nodes { slug path } }
      allServiceModule(sort: { slug: ASC }) { nodes { slug tagSlugs sourcePath } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the docs to create pages", result.errors);
    return;
  }
  const { allSidebar, allTag, allServiceModule } = result.data;
  // In develop a broken doc keeps its page and its sidebar place (./develop/errors.ts); a build stops below.
  const session = buildSession();
  const developing = session.command === "develop";
  if (developing) forgetContentErrorsOfDeletedFiles((file) => fs.existsSync(path.resolve(process.cwd(), file)));
  const placeholders = developing ? brokenDocPlaceholders({ errorFiles: filesWithContentErrors(), docs: result.data.allDoc.nodes, modules: allServiceModule.nodes, createNodeId }) : [];
  const allDoc = { nodes: [...result.data.allDoc.nodes, ...placeholders] };
  const tagsIndexPath = siteConfig.paths.tags;
  // A service page carries its module's tags.
  const usedTags = new Set(allDoc.nodes.flatMap((doc) => doc.serviceModule?.tagSlugs ?? doc.tagSlugs));

  const check = checkContent({
    docs: allDoc.nodes,
    sidebars: Object.fromEntries(allSidebar.nodes.map((s) => [s.name, s.sourceItems])),
    sidebarsFile: shown("sidebars.yaml"),
    docsDir: shown("docs"),
    tagSlugs: new Set(allTag.nodes.map((t) => t.slug)),
    tagsFile: shown("tags.yaml"),
    otherRoutes: [
      { path: tagsIndexPath, source: "the tags index" },
      ...allTag.nodes.filter((t) => usedTags.has(t.slug)).map((t) => ({ path: t.path, source: `the page of tag "${t.slug}"` })),
      ...pageFileRoutes(),
    ],
  });
  check.warnings.forEach((warning) => reporter.warn(warning));
  const unused = allTag.nodes.filter((t) => !usedTags.has(t.slug)).map((t) => t.slug);
  if (unused.length > 0) reporter.warn(`Registered tags no doc carries yet (no page is built for them): ${unused.join(", ")}`);
  const data = result.data;
  // A fact a page states from the catalog or versions.yaml that is not there (src/lib/content/facts).
  const facts = factProblems(allDoc.nodes, factTableFromNodes(getNodesByType));
  const configErrors = siteConfigErrors(new Set(allDoc.nodes.map((doc) => doc.docId)));
  const errorsNow = () => [...pendingContentErrors(), ...check.errors, ...catalogErrors({ ...data, allDoc }), ...facts, ...configErrors];
  let errors = errorsNow();
  // A build that stops here names the writer's errors in the bodies it is still compiling too (./nodes/doc).
  if (errors.length > 0 && !developing) {
    await settleDocCompiles();
    errors = errorsNow();
  }
  if (developing) publishContentErrors(errors, allDoc.nodes);
  if (errors.length > 0) {
    // Stops `gatsby build`; in develop it is the terminal's report, and the pages stay served.
    reporter.panicOnBuild(contentErrorsMessage(errors));
    if (!developing) return;
  }

  for (const doc of allDoc.nodes) {
    actions.createPage({
      path: doc.path,
      // A service page whose module data is missing stops a build (catalogErrors); in develop it keeps its template.
      component: template(doc.serviceModuleSlug ? "service.tsx" : "doc.tsx"),
      context: { id: doc.id, sidebarName: check.sidebarOf.get(doc.docId) ?? "" },
    });
  }
  actions.createPage({ path: tagsIndexPath, component: template("tags-index.tsx"), context: {} });
  for (const tag of allTag.nodes) {
    if (usedTags.has(tag.slug)) actions.createPage({ path: tag.path, component: template("tag.tsx"), context: { slug: tag.slug } });
  }
  if (developing) queueDevelopOutputs({ graphql, reporter, getNodesByType, publicDir: session.publicDir });
};
