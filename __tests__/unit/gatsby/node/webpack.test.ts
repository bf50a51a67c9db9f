import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Compiler, Configuration, FileCacheOptions } from "webpack";
import { fingerprintBrowserAssets, shortenCssModuleNames, withPinnedCache } from "../../../../src/gatsby/node/webpack";
import { testSession } from "./session-for-tests";

describe("the browser bundles' fingerprint", () => {
  const assets = ["app-01a15ade.js", "styles.520de573.css", "framework-7a016f57.js", "webpack.stats.json", "app-01a15ade.js.map"];

  it("changes when a script or stylesheet changes, whatever the order webpack lists them in", () => {
    const before = fingerprintBrowserAssets(assets);
    expect(fingerprintBrowserAssets([...assets].reverse())).toBe(before);
    expect(fingerprintBrowserAssets(assets.map((a) => a.replace("styles.520de573", "styles.6feff32a")))).not.toBe(before);
    expect(fingerprintBrowserAssets(assets.map((a) => a.replace("app-01a15ade.js", "app-981bd999.js")))).not.toBe(before);
  });

  it("ignores files the pages never load", () => {
    expect(fingerprintBrowserAssets([...assets, "chunk-map.json", "other.js.map"])).toBe(fingerprintBrowserAssets(assets));
  });
});

describe("shortenCssModuleNames", () => {
  it("gives CSS Modules short hashed class names in every css-loader, however deeply the rules nest, and leaves global CSS alone", () => {
    const modules = { loader: "/x/node_modules/css-loader/dist/cjs.js", options: { modules: { namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]" } } };
    const global = { loader: "/x/node_modules/css-loader/dist/cjs.js", options: { modules: false } };
    const other = { loader: "/x/node_modules/postcss-loader/dist/cjs.js", options: {} };
    const rules = [{ oneOf: [{ use: [other, modules] }, { rules: [{ use: [global] }] }] }, { use: "babel-loader" }];
    const session = testSession(os.tmpdir());
    shortenCssModuleNames(session, rules);
    expect(modules.options.modules).toEqual({ namedExport: true, localIdentName: "[hash:base64:6]" });
    expect(global.options.modules).toBe(false);
    expect(other.options).toEqual({});
    expect(session.lines).toEqual([]);
  });

  it("warns, and leaves Gatsby's names, when no css-loader has CSS Modules options", () => {
    const session = testSession(os.tmpdir());
    shortenCssModuleNames(session, [{ use: [{ loader: "/x/node_modules/style-loader/index.js" }] }]);
    expect(session.lines).toEqual([{ level: "warn", message: expect.stringMatching(/^CSS Modules class names keep Gatsby's long form/) }]);
  });
});

describe("withPinnedCache", () => {
  let root: string;
  const gatsbyConfig = (): Configuration => ({
    cache: {
      type: "filesystem",
      name: "build-javascript",
      buildDependencies: { config: [path.join(root, "node_modules", "gatsby", "dist", "utils", "webpack.config.js"), path.join(root, ".cache", "compiled", "gatsby-node.js")] },
    },
    plugins: [],
  });
  const cacheOf = (config: Configuration): FileCacheOptions => {
    if (typeof config.cache !== "object" || config.cache.type !== "filesystem") throw new Error("no filesystem cache");
    return config.cache;
  };
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "pinned-cache-"));
    write("node_modules/.package-lock.json", '{"packages":{"node_modules/webpack":{"version":"5.104.1"}}}');
    write(".cache/compiled/gatsby-node.js", "exports.a = 1;");
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("gives webpack nothing to walk and names the cache by the installed tree and the site's build code", () => {
    const pinned = cacheOf(withPinnedCache(gatsbyConfig(), root));
    expect(pinned.buildDependencies).toEqual({ defaultWebpack: [] });
    expect(pinned.name).toBe("build-javascript");
    const version = pinned.version;
    expect(version).toMatch(/^[0-9a-f]{24}$/);
    expect(cacheOf(withPinnedCache(gatsbyConfig(), root)).version).toBe(version);

    write(".cache/compiled/gatsby-node.js", "exports.a = 2;");
    const afterCodeChange = cacheOf(withPinnedCache(gatsbyConfig(), root)).version;
    expect(afterCodeChange).not.toBe(version);
    write("node_modules/.package-lock.json", '{"packages":{"node_modules/webpack":{"version":"5.105.0"}}}');
    expect(cacheOf(withPinnedCache(gatsbyConfig(), root)).version).not.toBe(afterCodeChange);
  });

  it("drops the installed loaders a compilation records, and keeps the site's own", () => {
    const config = withPinnedCache(gatsbyConfig(), root);
    let afterCompile: ((compilation: { buildDependencies: Set<string> }) => void) | undefined;
    const compiler = { hooks: { afterCompile: { tap: (_name: string, fn: typeof afterCompile) => (afterCompile = fn) } } };
    // A stand-in compiler with only the hook the plugin taps: the cast is for webpack's full Compiler type.
    for (const plugin of config.plugins ?? []) if (plugin && typeof plugin === "object" && "apply" in plugin) plugin.apply(compiler as unknown as Compiler);
    const buildDependencies = new Set([path.join(root, "node_modules", "swc-loader", "src", "index.js"), path.join(root, "loaders", "own-loader.js")]);
    afterCompile?.({ buildDependencies });
    expect([...buildDependencies]).toEqual([path.join(root, "loaders", "own-loader.js")]);
  });

  it("says in the build log that it ran", () => {
    const session = testSession(root);
    withPinnedCache(gatsbyConfig(), root, session);
    expect(session.lines.map((l) => l.message)).toEqual([expect.stringMatching(/^fast path pinned-webpack-cache: ran \(webpack's caches named by npm's record; 1 installed build dependencies/)]);
  });

  it("leaves the config as Gatsby made it, with one warning, without npm's record of the installed tree or without a file cache", () => {
    const noCache: Configuration = { cache: false };
    const first = testSession(root);
    expect(withPinnedCache(noCache, root, first)).toBe(noCache);
    expect(first.lines).toEqual([{ level: "warn", message: "fast path pinned-webpack-cache: off (Gatsby's webpack config has no filesystem cache; the build goes the slow way)" }]);
    fs.rmSync(path.join(root, "node_modules", ".package-lock.json"));
    const config = gatsbyConfig();
    const second = testSession(root);
    expect(withPinnedCache(config, root, second)).toBe(config);
    expect(withPinnedCache(config, root, second)).toBe(config);
    expect(second.lines).toEqual([{ level: "warn", message: expect.stringMatching(/^fast path pinned-webpack-cache: off \(npm's record of the installed tree/) }]);
  });

  it("leaves the config as Gatsby made it when its fast path is off or Gatsby's config is not of the shape it knows", () => {
    const config = gatsbyConfig();
    expect(withPinnedCache(config, root, testSession(root, { env: { CAIRN_SAFE_BUILD: "1" } }))).toBe(config);
    expect(withPinnedCache(config, root, testSession(root, { missing: ["webpack-config"] }))).toBe(config);
  });
});
