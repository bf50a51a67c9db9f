/**
 * Gatsby's entry to the build: every hook is defined in src/gatsby/node/phases.ts, which lists the
 * build's phases in the order Gatsby runs them and hands each the build's session.
 */
export {
  onPreInit,
  onPreBootstrap,
  onCreateNode,
  shouldOnCreateNode,
  sourceNodes,
  createSchemaCustomization,
  createResolvers,
  createPages,
  onPostBootstrap,
  onPreBuild,
  onCreateWebpackConfig,
  onPostBuild,
  onCreateDevServer,
} from "./src/gatsby/node/phases";
