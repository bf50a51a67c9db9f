import { fingerprintBrowserAssets, shortenCssModuleNames } from "../../../../src/gatsby/node/webpack";

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
    shortenCssModuleNames(rules);
    expect(modules.options.modules).toEqual({ namedExport: true, localIdentName: "[hash:base64:6]" });
    expect(global.options.modules).toBe(false);
    expect(other.options).toEqual({});
  });
});
