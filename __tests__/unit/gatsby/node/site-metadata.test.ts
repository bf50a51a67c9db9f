import fs from "node:fs";
import path from "node:path";
import { builtWith, installedVersion } from "../../../../src/gatsby/node/site-metadata";

const projectRoot = path.join(__dirname, "..", "..", "..", "..");
const packageVersion = (name: string) => (JSON.parse(fs.readFileSync(path.join(projectRoot, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

describe("what the site is built with", () => {
  it("reads Gatsby's version and each configured plugin's from the installed packages", () => {
    const { framework, plugins } = builtWith();
    expect(framework).toEqual({ name: "gatsby", version: packageVersion("gatsby") });
    expect(plugins.map((p) => p.name)).toEqual(["gatsby-source-filesystem", "gatsby-plugin-mdx", "gatsby-plugin-react-helmet"]);
    for (const plugin of plugins) expect(plugin.version).toBe(packageVersion(plugin.name));
  });

  it("names a package that is not installed", () => {
    expect(() => installedVersion("cairn-no-such-package", projectRoot)).toThrow(/cairn-no-such-package/);
  });
});
