import { execSync } from "node:child_process";
import type { GatsbyNode } from "gatsby";

/** Build metadata (DECISIONS.md): BUILD_VERSION, else the git commit, else N/A; and the build's time. */
function buildVersion(): string {
  if (process.env.BUILD_VERSION) return process.env.BUILD_VERSION;
  try {
    return execSync("git rev-parse --short=12 HEAD", { stdio: ["ignore", "pipe", "ignore"] }).toString().trim() || "N/A";
  } catch {
    return "N/A";
  }
}
const BUILD_META = { version: buildVersion(), time: new Date().toISOString() };

/**
 * Production bundles ship without source maps (readers never load them and they double the
 * output), and the develop HTML renderer skips its cache and maps, which otherwise exhaust memory
 * on large doc sets (GATSBY-NOTES.md). The build's version and time are compiled into the HTML
 * renderer once, so every page carries the same values.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage === "build-javascript" || stage === "build-html") actions.setWebpackConfig({ devtool: false });
  if (stage === "develop-html") actions.setWebpackConfig({ cache: false, devtool: false });
  if (stage === "build-html" || stage === "develop-html") {
    actions.setWebpackConfig({
      plugins: [plugins.define({ __BUILD_VERSION__: JSON.stringify(BUILD_META.version), __BUILD_TIME__: JSON.stringify(BUILD_META.time) })],
    });
  }
};
