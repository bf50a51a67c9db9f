import { cacheIdentity, isInstalledFile, splitBuildDependencies } from "../../../../src/lib/build/cache-identity";

describe("cacheIdentity", () => {
  const parts = [
    { name: "node_modules/.package-lock.json", content: '{"packages":{"node_modules/webpack":{"version":"5.104.1"}}}' },
    { name: ".cache/compiled/gatsby-node.js", content: "exports.onCreateWebpackConfig = () => {};" },
    { name: "node", content: "v20.20.2" },
  ];

  it("is the same for the same parts in any order", () => {
    expect(cacheIdentity([...parts].reverse())).toBe(cacheIdentity(parts));
    expect(cacheIdentity(parts)).toMatch(/^[0-9a-f]{24}$/);
  });

  it("changes when any part's content changes: an installed package, the site's build code, Node", () => {
    const before = cacheIdentity(parts);
    const changed = (at: number, content: string) => cacheIdentity(parts.map((p, i) => (i === at ? { ...p, content } : p)));
    expect(changed(0, '{"packages":{"node_modules/webpack":{"version":"5.105.0"}}}')).not.toBe(before);
    expect(changed(1, "exports.onCreateWebpackConfig = () => { return; };")).not.toBe(before);
    expect(changed(2, "v22.1.0")).not.toBe(before);
  });

  it("tells apart parts whose bytes run together the same way", () => {
    expect(cacheIdentity([{ name: "a", content: "bc" }, { name: "b", content: "" }])).not.toBe(cacheIdentity([{ name: "a", content: "b" }, { name: "b", content: "c" }]));
    expect(cacheIdentity([{ name: "ab", content: "c" }])).not.toBe(cacheIdentity([{ name: "a", content: "bc" }]));
  });

  it("reads text and bytes alike", () => {
    expect(cacheIdentity([{ name: "x", content: new TextEncoder().encode("héllo") }])).toBe(cacheIdentity([{ name: "x", content: "héllo" }]));
  });
});

describe("splitBuildDependencies", () => {
  it("leaves installed files to npm's record and keeps the site's own, each once and in order", () => {
    const files = [
      "/site/node_modules/gatsby/dist/utils/webpack.config.js",
      "/site/.cache/compiled/gatsby-node.js",
      "/site/node_modules/gatsby-plugin-mdx/gatsby-node.js",
      "/site/.cache/compiled/gatsby-node.js",
      "/site/loaders/local-loader.js",
      "C:\\site\\node_modules\\webpack\\lib\\",
    ];
    expect(splitBuildDependencies(files)).toEqual({
      installed: ["/site/node_modules/gatsby-plugin-mdx/gatsby-node.js", "/site/node_modules/gatsby/dist/utils/webpack.config.js", "C:\\site\\node_modules\\webpack\\lib\\"],
      own: ["/site/.cache/compiled/gatsby-node.js", "/site/loaders/local-loader.js"],
    });
  });

  it("counts only a whole node_modules folder as installed", () => {
    expect(isInstalledFile("/site/src/my_node_modules/x.js")).toBe(false);
    expect(isInstalledFile("/site/node_modules_backup/x.js")).toBe(false);
    expect(isInstalledFile("/site/node_modules/x/index.js")).toBe(true);
  });
});
