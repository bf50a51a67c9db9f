import type { Configuration, FileCacheOptions, WebpackPluginInstance } from "webpack";
import os from "node:os";
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

const gatsbyDevelop = (): Configuration => ({
  cache: { type: "filesystem", name: "develop" },
  resolve: { alias: { gatsby$: "/site/.cache/gatsby-browser-entry.js" } },
  plugins: [plugin("hot module replacement"), new ESLintWebpackPlugin()],
});
const cacheOf = (config: Configuration) => config.cache as FileCacheOptions;
const session = (env: NodeJS.ProcessEnv = {}) => testSession(os.tmpdir(), { command: "develop", env });

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

  it("is Gatsby's own, with the site's plugins, when the speed paths are off", () => {
    const config = developBundleConfig(session({ CAIRN_SAFE_BUILD: "1" }), gatsbyDevelop(), site(false), bundled);
    expect(config.plugins?.some((p) => p instanceof ESLintWebpackPlugin)).toBe(true);
    expect(config.snapshot).toBeUndefined();
    expect(config.plugins).toContain(searchCss);
  });
});

describe("the develop HTML renderer's config", () => {
  const gatsbyRenderer = (): Configuration => ({ cache: { type: "filesystem", name: "develop-html" }, devtool: "eval-cheap-module-source-map", plugins: [plugin("virtual modules")] });

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
