import type { Compiler, Configuration, FileCacheOptions, RuleSetUseItem, WebpackPluginInstance } from "webpack";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { UseInfo } from "../../../../../src/gatsby/node/gatsby-internals";
import { developBundleConfig, developRendererConfig, type SiteWebpackAdditions } from "../../../../../src/gatsby/node/develop/webpack";
import { testSession } from "../session-for-tests";

class ESLintWebpackPlugin {
  apply() {}
}
const plugin = (name: string): WebpackPluginInstance => ({ name, apply: () => undefined });
const searchCss = plugin("search stylesheet");
const noSearchModal = plugin("no search modal");
const buildMeta = plugin("build meta");
const bundled = plugin("outputs when bundled");

/** What src/gatsby/node/webpack.ts adds, with a pinned cache that marks the config it pinned. */
const site = (pin = true): SiteWebpackAdditions => ({
  plugins: [searchCss],
  rendererPlugins: [noSearchModal],
  aliases: { "@base-ui/react/menu$": "/site/src/theme/SearchModal/no-facet-menu.ts" },
  pinCache: (config) => (pin && typeof config.cache === "object" ? { ...config, cache: { ...config.cache, version: "pinned" } } : config),
  buildMeta,
});

/** Gatsby's rule for the site's modules, in the shape its webpack config has it: a function picking Babel for each module. */
const GATSBY_BABEL: RuleSetUseItem[] = [{ loader: "/site/node_modules/gatsby/dist/utils/babel-loader.js", options: { stage: "develop" } }];
const gatsbyJsRule = () => ({ test: /\.(js|mjs|jsx|ts|tsx)$/, use: (_info: UseInfo): RuleSetUseItem[] => GATSBY_BABEL });

const gatsbyDevelop = (rule = gatsbyJsRule()): Configuration => ({
  cache: { type: "filesystem", name: "develop" },
  resolve: { alias: { gatsby$: "/site/.cache/gatsby-browser-entry.js" } },
  module: { rules: [rule] },
  plugins: [plugin("hot module replacement"), new ESLintWebpackPlugin()],
});
const cacheOf = (config: Configuration) => config.cache as FileCacheOptions;

/** The site folder: its package.json gives the browsers SWC compiles the dev bundle for. */
let siteDir: string;
beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-develop-webpack-"));
  fs.writeFileSync(path.join(siteDir, "package.json"), JSON.stringify({ name: "site", browserslist: ["defaults"] }));
});
afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));
const session = (env: NodeJS.ProcessEnv = {}) => testSession(siteDir, { command: "develop", env });

/** Runs the `done` hooks the config's plugins tap, as webpack does once a compilation is built. */
function finishCompilation(config: Configuration): void {
  const done: (() => void)[] = [];
  // Only the hooks the site's plugins tap; the compilation's own are never reached here.
  const compiler = { hooks: { done: { tap: (_name: string, callback: () => void) => done.push(callback) }, thisCompilation: { tap: () => undefined } } } as unknown as Compiler;
  for (const p of config.plugins ?? []) if (p && typeof p === "object" && "apply" in p) p.apply(compiler);
  for (const callback of done) callback();
}

describe("the develop bundle's config", () => {
  it("leaves Gatsby's ESLint plugin out, compares modules by content, pins the cache and adds the site's plugins and aliases", () => {
    const s = session();
    const config = developBundleConfig(s, gatsbyDevelop(), site(), bundled);
    expect(config.plugins?.map((p) => (p && "name" in p ? p.name : p?.constructor.name)).slice(0, 3)).toEqual(["hot module replacement", "search stylesheet", "outputs when bundled"]);
    expect(config.snapshot?.module).toEqual({ timestamp: true, hash: true });
    expect(cacheOf(config).version).toBe("pinned");
    expect(config.resolve?.alias).toEqual({ gatsby$: "/site/.cache/gatsby-browser-entry.js", "@base-ui/react/menu$": "/site/src/theme/SearchModal/no-facet-menu.ts" });
    expect(s.lines.map((l) => l.message)).toEqual([expect.stringMatching(/^fast path develop-without-gatsby-eslint: ran \(Gatsby's ESLint plugin left out/)]);
  });

  it("compiles the site's modules with SWC for the site's browsers, with Fast Refresh, and says how many once the bundle is built", () => {
    const s = session();
    const rule = gatsbyJsRule();
    const config = developBundleConfig(s, gatsbyDevelop(rule), site(), bundled);
    const [use] = rule.use({ resource: path.join(siteDir, "src", "components", "Note.tsx") }) as { loader: string; options: { env: { targets: string[] }; sourceMaps: boolean; jsc: { transform: { react: { refresh?: boolean } } } } }[];
    expect(use.loader).toBe(require.resolve("swc-loader"));
    expect(use.options.env.targets).toEqual(["defaults"]);
    expect(use.options.sourceMaps).toBe(true);
    expect(use.options.jsc.transform.react.refresh).toBe(true);
    finishCompilation(config);
    expect(s.lines.map((l) => l.message)).toContain("fast path develop-swc: ran (1 of the site's modules given SWC and 0 Gatsby's Babel for the dev bundle; webpack compiles one only when its cache lacks it)");
  });

  it("leaves Gatsby's Babel in place when develop-swc is off, or says why it cannot run when Gatsby's rule is not there", () => {
    const rule = gatsbyJsRule();
    developBundleConfig(session({ CAIRN_FAST_PATHS_OFF: "develop-swc" }), gatsbyDevelop(rule), site(), bundled);
    expect(rule.use({ resource: path.join(siteDir, "src", "a.ts") })).toBe(GATSBY_BABEL);
    const s = session();
    developBundleConfig(s, { ...gatsbyDevelop(), module: { rules: [] } }, site(), bundled);
    expect(s.lines.map((l) => l.message)).toContainEqual(expect.stringMatching(/^fast path develop-swc: off \(Gatsby's JavaScript rule .* is not in its develop webpack config; the build goes the slow way\)$/));
  });

  it("is Gatsby's own, with the site's plugins, when the speed paths are off", () => {
    const config = developBundleConfig(session({ CAIRN_SAFE_BUILD: "1" }), gatsbyDevelop(), site(false), bundled);
    expect(config.plugins?.some((p) => p instanceof ESLintWebpackPlugin)).toBe(true);
    expect(config.snapshot).toBeUndefined();
    expect(config.plugins).toContain(searchCss);
  });
});

describe("the develop HTML renderer's config", () => {
  const gatsbyRenderer = (rule = gatsbyJsRule()): Configuration => ({ cache: { type: "filesystem", name: "develop-html" }, devtool: "eval-cheap-module-source-map", module: { rules: [rule] }, plugins: [plugin("virtual modules")] });

  it("compiles the site's modules with SWC for this Node, without Fast Refresh", () => {
    const rule = gatsbyJsRule();
    developRendererConfig(session(), gatsbyRenderer(rule), site());
    const [use] = rule.use({ resource: path.join(siteDir, "src", "components", "Note.tsx") }) as { loader: string; options: { env: { targets: unknown }; jsc: { transform: { react: { refresh?: boolean } } } } }[];
    expect(use.loader).toBe(require.resolve("swc-loader"));
    expect(use.options.env.targets).toEqual({ node: process.versions.node });
    expect(use.options.jsc.transform.react.refresh).toBeUndefined();
  });

  it("keeps webpack's cache, pinned and comparing modules by content, without source maps", () => {
    const config = developRendererConfig(session(), gatsbyRenderer(), site());
    expect(cacheOf(config).version).toBe("pinned");
    expect(config.snapshot?.module).toEqual({ timestamp: true, hash: true });
    expect(config.devtool).toBe(false);
    expect(config.plugins).toEqual(expect.arrayContaining([searchCss, noSearchModal, buildMeta]));
  });

  it("has no cache when its fast path, or the pinned cache, is off: storing it would cost more than it saves", () => {
    expect(developRendererConfig(session({ CAIRN_FAST_PATHS_OFF: "develop-renderer-cache" }), gatsbyRenderer(), site()).cache).toBe(false);
    expect(developRendererConfig(session({ CAIRN_FAST_PATHS_OFF: "pinned-webpack-cache" }), gatsbyRenderer(), site()).cache).toBe(false);
    expect(developRendererConfig(session(), gatsbyRenderer(), site(false)).cache).toBe(false);
  });
});
