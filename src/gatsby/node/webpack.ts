import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { Compiler, Configuration, WebpackPluginInstance } from "webpack";
import { searchStylesheet } from "./search-stylesheet";
import { developBundleDone } from "./develop/outputs";
import { startBodiesBesideServer } from "./develop/bodies";
import { developBundleConfig, developRendererConfig, type SiteWebpackAdditions } from "./develop/webpack";
import { compileWithSwc, siteBrowsers, swcMinifier } from "./swc";
import { NO_CSS_MODULES_LOADER, cssModuleLoaders, gatsbyFilesystemCache, gatsbyMinimizerIndex } from "./gatsby-internals";
import type { BuildSession } from "./session";
import { isHostedSearch } from "../../lib/search/config";
import { cacheIdentity, isInstalledFile, splitBuildDependencies, type IdentityPart } from "../../lib/build/cache-identity";
import { siteConfig } from "../../site-config";

/**
 * A fingerprint of the browser bundles: their file names, which carry content hashes, so it
 * changes exactly when a script or stylesheet the pages load changes.
 */
export function fingerprintBrowserAssets(assetNames: readonly string[]): string {
  const names = assetNames.filter((name) => /\.(js|css)$/.test(name)).sort();
  return createHash("sha256").update(names.join("\n")).digest("hex").slice(0, 20);
}

/** Records the browser bundles' files and fingerprint in the session when their compilation is done (for the HTML renderer's salt and the pruning). */
const recordBrowserBundles = (session: BuildSession) => ({
  apply(compiler: Compiler) {
    compiler.hooks.done.tap("CairnBrowserFingerprint", (stats) => {
      const assets = Object.keys(stats.compilation.assets);
      session.handovers.browserBundles = { assets, fingerprint: fingerprintBrowserAssets(assets) };
    });
  },
});

/**
 * Gatsby stamps webpack's compilation hash into every page and app-data.json (open tabs compare it
 * to notice a deploy). Webpack's own hash differs between a compilation from its cache and a fresh
 * one even when every emitted file is the same, so an incremental build differed from a cold one in
 * every page. Once the files are final (named by their real content hash), the hash is made from
 * their names instead: it changes exactly when what the browser loads changes.
 */
const contentDerivedCompilationHash = {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap("CairnCompilationHash", (compilation) => {
      compilation.hooks.afterProcessAssets.tap("CairnCompilationHash", () => {
        const hash = fingerprintBrowserAssets(Object.keys(compilation.assets));
        compilation.hash = hash;
        compilation.fullHash = hash;
      });
    });
  },
};

/**
 * Webpack's cache named by what built it (lib/build/cache-identity): npm's record of the installed
 * tree and the site's own build dependencies, read whole, become the cache's version, and webpack
 * walks none of the installed packages: neither the ones the config lists (Gatsby's webpack config,
 * the plugins' gatsby-node files, webpack itself) nor the loaders each module was built with, which
 * it adds as it builds. Where npm's record is missing (another package manager) or Gatsby's config
 * has no filesystem cache, the config is left as Gatsby made it and webpack walks the packages itself.
 */
export function withPinnedCache(config: Configuration, root: string, session?: BuildSession): Configuration {
  if (session && !session.fastPaths.on("pinned-webpack-cache")) return config;
  const cache = gatsbyFilesystemCache(config);
  const installedTree = path.join(root, "node_modules", ".package-lock.json");
  if (!cache || !fs.existsSync(installedTree)) {
    session?.fastPaths.turnOff("pinned-webpack-cache", cache ? "npm's record of the installed tree (node_modules/.package-lock.json) is missing" : "Gatsby's webpack config has no filesystem cache");
    return config;
  }
  const { installed, own } = splitBuildDependencies(Object.values(cache.buildDependencies ?? {}).flat());
  const parts: IdentityPart[] = [installedTree, ...own].map((file) => ({ name: path.relative(root, file), content: fs.readFileSync(file) }));
  parts.push({ name: "node", content: process.version });
  if (cache.version) parts.push({ name: "version", content: cache.version });
  session?.fastPaths.ran("pinned-webpack-cache", `webpack's caches named by npm's record; ${installed.length} installed build dependencies and the loaders it adds not walked (1,000 pages cold: the HTML renderer step 4.1 to 1.9 s)`);
  return {
    ...config,
    // defaultWebpack: webpack's own folder, which webpack adds unless the key is given.
    cache: { ...cache, type: "filesystem", buildDependencies: { defaultWebpack: [] }, version: cacheIdentity(parts) },
    plugins: [...(config.plugins ?? []), leaveInstalledLoadersToCacheVersion],
  };
}

/** Drops the installed loaders from a compilation's build dependencies before webpack stores them (the cache's version names them). */
const leaveInstalledLoadersToCacheVersion = {
  apply(compiler: Compiler) {
    compiler.hooks.afterCompile.tap("CairnPinnedCache", (compilation) => {
      for (const file of [...compilation.buildDependencies]) if (isInstalledFile(file)) compilation.buildDependencies.delete(file);
    });
  },
};

/**
 * Once the dev bundle is built, the compile thread starts on the queued doc bodies
 * (develop/bodies.ts), and the search and module data are written (develop/outputs.ts).
 */
const whenDevelopBundled = (session: BuildSession): WebpackPluginInstance => ({
  apply(compiler: Compiler) {
    compiler.hooks.done.tap("CairnDevelopOutputs", () => {
      startBodiesBesideServer(session);
      developBundleDone();
    });
  },
});

/**
 * The browser bundles are minified by SWC (swc.ts) instead of Gatsby's Terser, with one exception
 * kept from Terser's time: the webpack runtime lists every other chunk's content hash, and the
 * minifier runs before webpack puts in the final hashes. A mangler names variables by how often
 * each letter occurs in the code, hashes included, and the pre-final hashes differ between a
 * compilation from cache and a fresh one, so the same runtime came out with other variable names,
 * another file name, and every page naming it differed. The runtime (4 KB) is minified without
 * renaming variables; everything else is mangled. False when Gatsby's minimizer is not there.
 */
function minifyWithSwc(minimizers: NonNullable<Configuration["optimization"]>["minimizer"]): boolean {
  const at = gatsbyMinimizerIndex(minimizers);
  if (!minimizers || at === -1) return false;
  minimizers.splice(at, 1, swcMinifier({ exclude: [/\.min\.js/, /webpack-runtime-/] }), swcMinifier({ include: /webpack-runtime-/, mangle: false }));
  return true;
}

/** SWC in place of Babel and Terser in a production compilation, unless its fast path is off; the counts of modules each compiled, for the log. */
function swcInPlaceOfBabel(session: BuildSession, config: Configuration, target: Parameters<typeof compileWithSwc>[1], minify: boolean): { swc: number; babel: number } | undefined {
  if (!session.fastPaths.on("swc")) return undefined;
  const counts = { swc: 0, babel: 0 };
  if (compileWithSwc(config.module?.rules, target, true, counts) === 0) {
    session.fastPaths.turnOff("swc", "Gatsby's JavaScript rule (a loader function for .js/.jsx/.ts/.tsx) is not in its webpack config");
    return undefined;
  }
  if (minify && !minifyWithSwc(config.optimization?.minimizer)) session.fastPaths.turnOff("swc", "Gatsby's Terser minimizer is not in its webpack config (the modules are compiled by SWC, minified by Gatsby)");
  return counts;
}

/** The SWC line, once the browser bundles are built. */
const reportSwc = (session: BuildSession, counts: { swc: number; babel: number }) => ({
  apply(compiler: Compiler) {
    compiler.hooks.done.tap("CairnSwcReport", () =>
      session.fastPaths.ran("swc", `${counts.swc} modules compiled by SWC and ${counts.babel} by Gatsby's Babel in this build (the rest came from webpack's cache), bundles minified by SWC`),
    );
  },
});

/**
 * CSS Modules class names as a short hash in production (`a1B2c3`), instead of Gatsby's readable
 * `styles-module--toggle--85a42`: every page's HTML repeats them in its class attributes and its
 * inlined CSS (20 KB of a doc page's HTML went to class names). Development keeps the readable ones.
 */
export function shortenCssModuleNames(session: BuildSession, rules: Parameters<typeof cssModuleLoaders>[0]): void {
  const loaders = cssModuleLoaders(rules);
  if (loaders.length === 0) session.log.warn(NO_CSS_MODULES_LOADER);
  for (const loader of loaders) loader.options.modules = { ...loader.options.modules, localIdentName: "[hash:base64:6]" };
}

/**
 * Production bundles ship without source maps (readers never load them and they double the
 * output), and the develop HTML renderer skips its cache and maps, which otherwise exhaust memory
 * on large doc sets (docs/decisions/develop-html-renderer.md). (Measured again with docs as data rather than modules: its
 * cache saved 0.5 s of a warm `npm start` but storing it cost 5 s of a cold one, before the dev
 * bundle began.) The dev server's renderer gets the build metadata compiled
 * in; a production build stamps it into the rendered pages instead (src/lib/build/build-meta.ts), so its
 * renderer stays the same from build to build and only changed pages are rendered again.
 *
 * "Changed" must include the browser bundles: every page inlines the site's CSS and names its
 * scripts, but Gatsby 5 decides which pages to render again from the HTML renderer's chunk hashes
 * alone, so a stylesheet-only change left every page with the old CSS inlined. The browser bundles
 * are built first; their fingerprint salts the renderer's hashes, so when they change every page is
 * rendered again, and when only content changes the renderer, and the unchanged pages, stay.
 */
export function configureWebpack(session: BuildSession, { stage, actions, plugins, getConfig }: Parameters<NonNullable<GatsbyNode["onCreateWebpackConfig"]>>[0]): void {
  // Every stage: where DocSearch's stylesheet is (written beside the pages by onPreBootstrap).
  const searchCss = plugins.define({ __SEARCH_STYLESHEET__: JSON.stringify(searchStylesheet(session.siteDir).href) });
  // The HTML renderers never open search: they get a stub instead of DocSearch (theme/SearchModal/server.tsx).
  const noSearchModal = plugins.normalModuleReplacement(/^\.\/SearchModal$/, (resource: { context?: string; request: string }) => {
    if (resource.context && path.basename(resource.context) === "theme") resource.request = "./SearchModal/server";
  });
  // DocSearch's facet menus are never drawn here: their library stays out of the search code (theme/SearchModal/no-facet-menu.ts).
  const noFacetMenu = { alias: { "@base-ui/react/menu$": path.join(session.siteDir, "src", "theme", "SearchModal", "no-facet-menu.ts") } };
  // Without hosted keys, no search ever reaches Algolia: its client stays out too (theme/SearchModal/no-hosted-client.ts).
  if (!isHostedSearch(siteConfig.search)) Object.assign(noFacetMenu.alias, { "algoliasearch/lite$": path.join(session.siteDir, "src", "theme", "SearchModal", "no-hosted-client.ts") });
  const site: SiteWebpackAdditions = {
    plugins: [searchCss],
    rendererPlugins: [noSearchModal],
    aliases: noFacetMenu.alias,
    pinCache: (config) => withPinnedCache(config, session.siteDir, session),
    buildMeta: plugins.define({ __BUILD_VERSION__: JSON.stringify(session.meta.version), __BUILD_TIME__: JSON.stringify(session.meta.time) }),
  };
  if (stage === "develop") actions.replaceWebpackConfig(developBundleConfig(session, getConfig(), site, whenDevelopBundled(session)));
  if (stage === "develop-html") actions.replaceWebpackConfig(developRendererConfig(session, getConfig(), site));
  if (stage === "build-javascript") {
    const config = getConfig();
    shortenCssModuleNames(session, config.module?.rules ?? []);
    const swc = swcInPlaceOfBabel(session, config, { browsers: siteBrowsers(session.siteDir) }, true);
    actions.replaceWebpackConfig(withPinnedCache({
      ...config,
      devtool: false,
      resolve: { ...config.resolve, alias: { ...config.resolve?.alias, ...noFacetMenu.alias } },
      plugins: [...(config.plugins ?? []), searchCss, recordBrowserBundles(session), contentDerivedCompilationHash, ...(swc ? [reportSwc(session, swc)] : [])],
    }, session.siteDir, session));
  }
  if (stage === "build-html") {
    const browser = session.handovers.browserBundles;
    if (!browser) throw new Error("The browser bundles' fingerprint is missing: Gatsby built the HTML renderer before the browser bundles");
    // setWebpackConfig drops `output`, so the salt goes in through the whole config.
    const config = getConfig();
    shortenCssModuleNames(session, config.module?.rules ?? []);
    swcInPlaceOfBabel(session, config, { node: process.versions.node }, false);
    actions.replaceWebpackConfig(withPinnedCache({
      ...config,
      devtool: false,
      output: { ...config.output, hashSalt: browser.fingerprint },
      plugins: [...(config.plugins ?? []), searchCss, noSearchModal],
    }, session.siteDir, session));
  }
}
