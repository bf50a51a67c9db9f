/**
 * The build, phase by phase, in the order Gatsby runs its hooks (gatsby-node.ts exports these).
 * Each hook starts or takes the build's session (./session.ts) and hands it to the step that does
 * the work; the steps live one concern per file beside this one.
 *
 * `gatsby build`:
 *   0. (before Gatsby loads this code) its compile of gatsby-node.ts and gatsby-config.ts, skipped
 *                         when nothing they are made from changed (./gatsby-internals/preload.cjs)
 *   1. onPreInit          the session: Gatsby's shapes checked, fast paths decided; where queries run;
 *                         query extraction told which files an earlier run found no query in
 *   2. onPreBootstrap     public/ marked unfinished, last run's content errors, stylesheet, font
 *   3. sourceNodes, onCreateNode   sourcing: the docs version node from the site's config; content
 *                         files become Doc, Sidebar, ServiceModule, Tag and ToolVersion nodes;
 *                         doc bodies compile (in threads, while the next phases go on)
 *   4. createSchemaCustomization, createResolvers   the typed schema; bodies read when queried
 *   5. createPages        cross-file checks, then one page per doc, the tags index and tag pages
 *      onPostBootstrap    (`gatsby develop` only) the doc bodies an earlier start left uncompiled are queued
 *   6. onPreBuild         the outputs that need only the data wait for Gatsby's queries; pages are
 *                         finished as Gatsby renders them; a writer's error stops the build once
 *                         every body has compiled
 *   7. onCreateWebpackConfig   per bundle: SWC, cache identity, short class names, render salt
 *   8. onPostBuild        the rest of the pages finished, stale files pruned, every link checked,
 *                         public/ marked finished, Parcel's snapshot taken again
 * `gatsby develop` runs 1–5 and 7, then serves (onCreateDevServer: content errors in the browser); at
 * its first start the doc bodies compile after their Doc nodes are made, when a page asks for one
 * or a thread reaches it (./develop/bodies.ts).
 */
import type { GatsbyNode } from "gatsby";
import { memoizeExtraction, prepareBuildFolders, reportGatsbyFilesReuse, runQueriesInBuildProcess } from "./bootstrap";
import { siteDirOf } from "./gatsby-internals";
import { startBuildSession, buildSession } from "./session";
import { serveContentErrors } from "./develop/errors";
import { deferMissingDocBodies } from "./develop/bodies";
import { finishBuild, startOutputs } from "./outputs";
import { configureWebpack } from "./webpack";

export { createSchemaCustomization } from "./schema";
export { createResolvers } from "./resolvers";
export { onCreateNode, shouldOnCreateNode } from "./nodes";
export { sourceNodes } from "./nodes/site";
export { createPages } from "./pages";

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter, store }) => {
  const session = startBuildSession({ siteDir: siteDirOf(store), log: { info: (m) => reporter.info(m), warn: (m) => reporter.warn(m) } });
  reportGatsbyFilesReuse(session);
  runQueriesInBuildProcess(session);
  memoizeExtraction(session, store);
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => prepareBuildFolders(buildSession());

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ actions, getNode, getNodesByType, reporter }) => {
  deferMissingDocBodies(buildSession(), { getNode, getNodesByType, deleteNode: (node) => actions.deleteNode(node), reporter });
};

export const onPreBuild: GatsbyNode["onPreBuild"] = (args) => startOutputs(buildSession(), args);

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = (args) => configureWebpack(buildSession(), args);

export const onPostBuild: GatsbyNode["onPostBuild"] = (args) => finishBuild(buildSession(), args);

export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = (args) => serveContentErrors(buildSession(), args);
