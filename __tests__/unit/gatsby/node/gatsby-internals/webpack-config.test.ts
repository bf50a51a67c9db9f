import TerserPlugin from "terser-webpack-plugin";
import { comparingModulesByContent, cssModuleLoaders, gatsbyFilesystemCache, gatsbyJavaScriptRules, gatsbyMinimizerIndex, isImportedAsPageTemplate, withoutGatsbyEslint } from "../../../../../src/gatsby/node/gatsby-internals";

describe("Gatsby's webpack config, as the build changes it", () => {
  it("finds Gatsby's rule for the site's JavaScript and its babel-loader rule for packages", () => {
    const site = { test: /\.(js|mjs|jsx|ts|tsx)$/, use: () => [] };
    const dependencies = { test: /\.(js|mjs)$/, use: [{ loader: "/x/node_modules/babel-loader/lib/index.js" }] };
    const css = { test: /\.css$/, use: [{ loader: "css-loader" }] };
    expect(gatsbyJavaScriptRules([site, dependencies, css, null, false])).toEqual({ site: [site], dependencies: [dependencies] });
    expect(gatsbyJavaScriptRules(undefined)).toEqual({ site: [], dependencies: [] });
  });

  it("knows the modules Gatsby's page-template loader imports", () => {
    expect(isImportedAsPageTemplate("/site/.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js")).toBe(true);
    expect(isImportedAsPageTemplate("/site/src/templates/doc.tsx")).toBe(false);
    expect(isImportedAsPageTemplate(undefined)).toBe(false);
  });

  it("finds Gatsby's Terser minimizer, or answers -1", () => {
    expect(gatsbyMinimizerIndex([{ apply: () => undefined }, new TerserPlugin()])).toBe(1);
    expect(gatsbyMinimizerIndex([])).toBe(-1);
    expect(gatsbyMinimizerIndex(undefined)).toBe(-1);
  });

  it("lists the css-loaders with CSS Modules options, however the rules nest", () => {
    const modules = { loader: "/x/css-loader/dist/cjs.js", options: { modules: { namedExport: true } } };
    expect(cssModuleLoaders([{ oneOf: [{ use: [modules] }, { rules: [{ use: [{ loader: "css-loader", options: { modules: false } }] }] }] }])).toEqual([modules]);
  });

  it("reads the filesystem cache only", () => {
    expect(gatsbyFilesystemCache({ cache: { type: "filesystem", name: "x" } })).toEqual({ type: "filesystem", name: "x" });
    expect(gatsbyFilesystemCache({ cache: { type: "memory" } })).toBeUndefined();
    expect(gatsbyFilesystemCache({ cache: false })).toBeUndefined();
  });

  it("compares the develop bundle's modules by content when their time moved, keeping the other snapshot settings", () => {
    const config = { snapshot: { managedPaths: ["/x/node_modules/"], module: { timestamp: true } } };
    expect(comparingModulesByContent(config).snapshot).toEqual({ managedPaths: ["/x/node_modules/"], module: { timestamp: true, hash: true } });
    expect(config.snapshot.module).toEqual({ timestamp: true });
    expect(comparingModulesByContent({}).snapshot).toEqual({ module: { timestamp: true, hash: true } });
  });

  it("takes Gatsby's ESLint plugin out of the develop config, and says whether it was there", () => {
    class ESLintWebpackPlugin {
      apply() {}
    }
    class HotModuleReplacementPlugin {
      apply() {}
    }
    const hot = new HotModuleReplacementPlugin();
    const { config, removed } = withoutGatsbyEslint({ plugins: [hot, new ESLintWebpackPlugin()] });
    expect(removed).toBe(true);
    expect(config.plugins).toEqual([hot]);
    expect(withoutGatsbyEslint({ plugins: [hot] })).toEqual({ config: { plugins: [hot] }, removed: false });
  });
});
