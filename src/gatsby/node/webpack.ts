import type { GatsbyNode } from "gatsby";
import { BUILD_META } from "./build-meta";

/**
 * Production bundles ship without source maps (readers never load them and they double the
 * output), and the develop HTML renderer skips its cache and maps, which otherwise exhaust memory
 * on large doc sets (GATSBY-NOTES.md). The dev server's renderer gets the build metadata compiled
 * in; a production build stamps it into the rendered pages instead (src/lib/build-meta.ts), so its
 * renderer stays the same from build to build and only changed pages are rendered again.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage === "build-javascript" || stage === "build-html") actions.setWebpackConfig({ devtool: false });
  if (stage === "develop-html") actions.setWebpackConfig({ cache: false, devtool: false });
  if (stage === "develop-html") {
    actions.setWebpackConfig({
      plugins: [plugins.define({ __BUILD_VERSION__: JSON.stringify(BUILD_META.version), __BUILD_TIME__: JSON.stringify(BUILD_META.time) })],
    });
  }
};
