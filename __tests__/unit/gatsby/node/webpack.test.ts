import { fingerprintBrowserAssets } from "../../../../src/gatsby/node/webpack";

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
