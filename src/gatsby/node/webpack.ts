import { createHash } from "node:crypto";
import type { GatsbyNode } from "gatsby";
import { BUILD_META } from "./build-meta";

/**
 * A fingerprint of the browser bundles: their file names, which carry content hashes, so it
 * changes exactly when a script or stylesheet the pages load changes.
 */
export function fingerprintBrowserAssets(assetNames: readonly string[]): string {
  const names = assetNames.filter((name) => /\.(js|css)$/.test(name)).sort();
  return createHash("sha256").update(names.join("\n")).digest("hex").slice(0, 20);
}

/** The fingerprint of this build's browser bundles, once webpack has built them. */
let browserFingerprint: string | undefined;

/** Records the browser bundles' fingerprint when their compilation is done. */
const recordBrowserFingerprint = {
  apply(compiler: { hooks: { done: { tap(name: string, fn: (stats: { compilation: { assets: Record<string, unknown> } }) => void): void } } }) {
    compiler.hooks.done.tap("CairnBrowserFingerprint", (stats) => {
      browserFingerprint = fingerprintBrowserAssets(Object.keys(stats.compilation.assets));
    });
  },
};

/**
 * Production bundles ship without source maps (readers never load them and they double the
 * output), and the develop HTML renderer skips its cache and maps, which otherwise exhaust memory
 * on large doc sets (GATSBY-NOTES.md). The dev server's renderer gets the build metadata compiled
 * in; a production build stamps it into the rendered pages instead (src/lib/build/build-meta.ts), so its
 * renderer stays the same from build to build and only changed pages are rendered again.
 *
 * "Changed" must include the browser bundles: every page inlines the site's CSS and names its
 * scripts, but Gatsby 5 decides which pages to render again from the HTML renderer's chunk hashes
 * alone, so a stylesheet-only change left every page with the old CSS inlined. The browser bundles
 * are built first; their fingerprint salts the renderer's hashes, so when they change every page is
 * rendered again, and when only content changes the renderer, and the unchanged pages, stay.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: false, plugins: [recordBrowserFingerprint] });
  if (stage === "build-html") {
    if (!browserFingerprint) throw new Error("The browser bundles' fingerprint is missing: Gatsby built the HTML renderer before the browser bundles");
    // setWebpackConfig drops `output`, so the salt goes in through the whole config.
    const config = getConfig();
    actions.replaceWebpackConfig({ ...config, devtool: false, output: { ...config.output, hashSalt: browserFingerprint } });
  }
  if (stage === "develop-html") {
    actions.setWebpackConfig({
      cache: false,
      devtool: false,
      plugins: [plugins.define({ __BUILD_VERSION__: JSON.stringify(BUILD_META.version), __BUILD_TIME__: JSON.stringify(BUILD_META.time) })],
    });
  }
};
