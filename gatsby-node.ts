/**
 * Build-time steps, one concern per file under src/gatsby/node/:
 * schema (typed data layer), nodes (sourcing and validation), pages (routes), checks (links).
 */
export { createSchemaCustomization, createResolvers } from "./src/gatsby/node/schema";
export { onCreateNode } from "./src/gatsby/node/nodes";
export { createPages } from "./src/gatsby/node/pages";
export { onPostBuild } from "./src/gatsby/node/checks";
export { onCreateWebpackConfig, onPreBootstrap } from "./src/gatsby/node/webpack";
