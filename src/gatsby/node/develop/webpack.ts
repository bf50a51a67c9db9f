/**
 * `gatsby develop`'s two webpack compilations: the browser bundle the dev server serves (`develop`)
 * and the renderer of the page shell it sends for every address (`develop-html`, built and closed
 * before the browser bundle starts). Both are on the way from `npm start` to the first page, so
 * each keeps a cache that a warm start can use whole (docs/decisions/develop-start.md):
 *
 * - the browser bundle's cache compares modules by content as well as time (fast path
 *   develop-runtime-by-content): Gatsby copies its runtime into `.cache/` at every start with new
 *   modification times, and every warm start built those ~70 modules again;
 * - Gatsby's ESLint plugin is left out (fast path develop-without-gatsby-eslint): it lints `.js`
 *   modules only, here Gatsby's own runtime, never the site's TypeScript;
 * - the renderer keeps webpack's filesystem cache, named as the other compilations' are
 *   (fast path develop-renderer-cache; docs/decisions/develop-html-renderer.md), where it had
 *   none and compiled its ~350 modules at every start;
 * - SWC compiles the site's modules in both, as in `gatsby build` (fast path develop-swc;
 *   docs/decisions/swc-instead-of-babel.md), with source maps and, in the browser bundle, React
 *   Fast Refresh's registrations: a cold start's two compilations had run Babel over every module.
 */
import type { Compiler, Configuration, WebpackPluginInstance } from "webpack";
import type { BuildSession } from "../session";
import { comparingModulesByContent, gatsbyFilesystemCache, withoutGatsbyEslint } from "../gatsby-internals";
import { compileWithSwc, siteBrowsers } from "../swc";

/** What the site adds to every compilation (../webpack.ts). */
export interface SiteWebpackAdditions {
  /** The plugins every stage gets (the search stylesheet's address). */
  plugins: WebpackPluginInstance[];
  /** The plugins the HTML renderers get (no search modal on a server). */
  rendererPlugins: WebpackPluginInstance[];
  aliases: Record<string, string>;
  /** Pins a compilation's cache to what built it (../webpack.ts `withPinnedCache`). */
  pinCache(config: Configuration): Configuration;
  /** The build metadata compiled into the renderer. */
  buildMeta: WebpackPluginInstance;
}

/** Modules webpack built (not taken from its cache) in one compilation, for the fast paths' lines. */
function countBuiltModules(report: (built: number) => void): WebpackPluginInstance {
  return {
    apply(compiler: Compiler) {
      let built = 0;
      compiler.hooks.thisCompilation.tap("CairnDevelopBuilt", (compilation) => {
        built = 0;
        compilation.hooks.buildModule.tap("CairnDevelopBuilt", () => void (built += 1));
      });
      compiler.hooks.done.tap("CairnDevelopBuilt", () => report(built));
    },
  };
}

/**
 * SWC in Babel's place for the site's modules of a develop compilation (its rules changed in
 * place), unless the path is off or Gatsby's rule is not there; the dev bundle's compilation says
 * so in the terminal (the renderer, built first, would say it for fewer modules).
 */
function swcForDevelop(session: BuildSession, config: Configuration, target: Parameters<typeof compileWithSwc>[1], what: string): WebpackPluginInstance | undefined {
  if (!session.fastPaths.on("develop-swc")) return undefined;
  const counts = { swc: 0, babel: 0 };
  if (compileWithSwc(config.module?.rules, target, false, counts) === 0) {
    session.fastPaths.turnOff("develop-swc", "Gatsby's JavaScript rule (a loader function for .js/.jsx/.ts/.tsx) is not in its develop webpack config");
    return undefined;
  }
  return {
    apply(compiler: Compiler) {
      if (what === "the dev bundle") compiler.hooks.done.tap("CairnDevelopSwc", () => session.fastPaths.ran("develop-swc", `${counts.swc} of the site's modules given SWC and ${counts.babel} Gatsby's Babel for ${what}; webpack compiles one only when its cache lacks it`));
    },
  };
}

/** The browser bundle of `gatsby develop`: Gatsby's config, its cache pinned and comparing by content, without Gatsby's ESLint plugin. */
export function developBundleConfig(session: BuildSession, config: Configuration, site: SiteWebpackAdditions, bundled: WebpackPluginInstance): Configuration {
  const { fastPaths } = session;
  const swc = swcForDevelop(session, config, { browsers: siteBrowsers(session.siteDir) }, "the dev bundle");
  let next: Configuration = { ...config, resolve: { ...config.resolve, alias: { ...config.resolve?.alias, ...site.aliases } } };
  if (fastPaths.on("develop-without-gatsby-eslint")) {
    const { config: without, removed } = withoutGatsbyEslint(next);
    if (removed) fastPaths.ran("develop-without-gatsby-eslint", "Gatsby's ESLint plugin left out of the dev bundle: it would lint only Gatsby's runtime, loading ESLint at every start");
    else fastPaths.skipped("develop-without-gatsby-eslint", "not needed: Gatsby's config has no ESLint plugin (the site has an .eslintrc of its own)");
    next = without;
  }
  const byContent = fastPaths.on("develop-runtime-by-content") && gatsbyFilesystemCache(next) !== undefined;
  if (byContent) next = comparingModulesByContent(next);
  const plugins = [...(next.plugins ?? []), ...site.plugins, bundled, ...(swc ? [swc] : [])];
  if (byContent) {
    plugins.push(countBuiltModules((built) => fastPaths.ran("develop-runtime-by-content", `${built} modules built for the dev bundle; the rest, Gatsby's runtime copied anew into .cache/ included, compared by content and taken from webpack's cache`)));
  }
  return site.pinCache({ ...next, plugins });
}

/**
 * The develop HTML renderer: its cache pinned like the other compilations' and comparing by
 * content, or, with the fast path off (or the pinned cache), none, as Gatsby's walk of every
 * installed package made storing it cost more than it saved.
 */
export function developRendererConfig(session: BuildSession, config: Configuration, site: SiteWebpackAdditions): Configuration {
  const swc = swcForDevelop(session, config, { node: process.versions.node }, "the page shell's renderer");
  const plugins = [...(config.plugins ?? []), ...site.plugins, ...site.rendererPlugins, site.buildMeta, ...(swc ? [swc] : [])];
  const base: Configuration = { ...config, devtool: false, plugins };
  const { fastPaths } = session;
  if (fastPaths.on("develop-renderer-cache") && fastPaths.on("pinned-webpack-cache") && gatsbyFilesystemCache(config) !== undefined) {
    const compared = comparingModulesByContent(base);
    const pinned = site.pinCache(compared);
    if (pinned !== compared) {
      pinned.plugins = [...(pinned.plugins ?? []), countBuiltModules((built) => fastPaths.ran("develop-renderer-cache", `${built} modules built for the page shell's renderer, the rest from webpack's cache`))];
      return pinned;
    }
  }
  return { ...base, cache: false };
}
