import type { GatsbyNode } from "gatsby";

/**
 * Production bundles ship without source maps (readers never load them and they double the
 * output), and the develop HTML renderer skips its cache and maps, which otherwise exhaust memory
 * on large doc sets (GATSBY-NOTES.md).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript" || stage === "build-html") actions.setWebpackConfig({ devtool: false });
  if (stage === "develop-html") actions.setWebpackConfig({ cache: false, devtool: false });
};
