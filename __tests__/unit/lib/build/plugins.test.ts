import { pluginNames } from "../../../../src/lib/build/plugins";

describe("pluginNames", () => {
  it("names each configured plugin's package once, in the config's order", () => {
    expect(pluginNames(["gatsby-plugin-react-helmet", { resolve: "gatsby-source-filesystem", options: { name: "content" } }, { resolve: "gatsby-source-filesystem", options: { name: "images" } }])).toEqual([
      "gatsby-plugin-react-helmet",
      "gatsby-source-filesystem",
    ]);
    expect(pluginNames(undefined)).toEqual([]);
  });
});
