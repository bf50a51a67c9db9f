/**
 * Build-time steps, one concern per file under src/gatsby/node/ (ARCHITECTURE.md): bootstrap
 * (where queries run, unfinished-build marker, font), nodes (sourcing and validation), schema and
 * resolvers (typed data layer), pages (routes), outputs (everything written beside the pages, then
 * the link check), webpack (bundler settings), develop-errors (content errors in the browser in
 * `gatsby develop`).
 */
export { createSchemaCustomization } from "./src/gatsby/node/schema";
export { createResolvers } from "./src/gatsby/node/resolvers";
export { onCreateNode, shouldOnCreateNode } from "./src/gatsby/node/nodes";
export { sourceNodes } from "./src/gatsby/node/nodes/site";
export { createPages } from "./src/gatsby/node/pages";
export { onPreBuild, onPostBuild } from "./src/gatsby/node/outputs";
export { onCreateWebpackConfig } from "./src/gatsby/node/webpack";
export { onPreInit, onPreBootstrap } from "./src/gatsby/node/bootstrap";
export { onCreateDevServer } from "./src/gatsby/node/develop-errors";
