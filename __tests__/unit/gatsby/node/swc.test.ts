/**
 * SWC in Babel's and Terser's place. Gatsby's JavaScript rules are given here in the shape its
 * webpack config has them (src/gatsby/node/gatsby-internals/webpack-config.ts finds them); the real
 * config is compiled this way by every build, and __tests__/build/fast-paths.test.ts requires the
 * swc path's "ran" line.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import TerserPlugin from "terser-webpack-plugin";
import type { RuleSetRule, RuleSetUseItem } from "webpack";
import { compileWithSwc, siteBrowsers, swcMinifier } from "../../../../src/gatsby/node/swc";
import type { UseInfo } from "../../../../src/gatsby/node/gatsby-internals";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-swc-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the browsers the bundles support", () => {
  it("are the project's browserslist", () => {
    const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as { browserslist: string[] };
    expect(siteBrowsers()).toEqual(pkg.browserslist);
    expect(siteBrowsers().length).toBeGreaterThan(0);
  });

  it.each([
    ["missing", { name: "site" }],
    ["empty", { name: "site", browserslist: [] }],
    ["not a list of queries", { name: "site", browserslist: "defaults" }],
    ["holding a value that is not a query", { name: "site", browserslist: ["defaults", 3] }],
  ])("are refused when the list is %s, naming the file and the field", (_, pkg) => {
    fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify(pkg));
    expect(() => siteBrowsers(dir)).toThrow(`${path.join(dir, "package.json")}: field "browserslist": expected a list of browserslist queries`);
  });
});

/** Gatsby's rule for the site's modules: a function picking Babel for each module. */
const GATSBY_BABEL: RuleSetUseItem[] = [{ loader: "/site/node_modules/gatsby/dist/utils/babel-loader.js", options: { stage: "build-javascript" } }];
const gatsbyRules = () => {
  const site = { test: /\.(js|mjs|jsx|ts|tsx)$/, use: (_info: UseInfo): RuleSetUseItem[] => GATSBY_BABEL };
  const dependencies: RuleSetRule = { test: /\.(js|mjs)$/, use: [{ loader: "/site/node_modules/babel-loader/lib/index.js" }] };
  const css: RuleSetRule = { test: /\.css$/, use: [{ loader: "css-loader" }] };
  return { site, dependencies, css, rules: [site, dependencies, css] };
};
const swcLoader = require.resolve("swc-loader");
const browsers = { browsers: ["defaults"] };

describe("compiling the site's modules with SWC", () => {
  it("gives a module of the site SWC, for the site's browsers, in production form", () => {
    const { site, rules } = gatsbyRules();
    expect(compileWithSwc(rules, browsers, true)).toBe(1);
    const [use] = site.use({ resource: path.join(dir, "src", "components", "Navbar", "index.tsx"), issuer: path.join(dir, "src", "pages", "index.tsx") }) as { loader: string; options: { env: { targets: string[] }; jsc: { parser: object; transform: { react: { development: boolean } } } } }[];
    expect(use.loader).toBe(swcLoader);
    expect(use.options.env.targets).toEqual(["defaults"]);
    expect(use.options.jsc.parser).toEqual({ syntax: "typescript", tsx: true });
    expect(use.options.jsc.transform.react.development).toBe(false);
  });

  it("leaves Gatsby's Babel to page templates, modules with a graphql query and packages, and counts each", () => {
    const { site, rules } = gatsbyRules();
    const counts = { swc: 0, babel: 0 };
    compileWithSwc(rules, browsers, true, counts);
    const withQuery = path.join(dir, "fragments.ts");
    fs.writeFileSync(withQuery, "export const query = graphql`fragment DocFields on Doc { title }`;\n");
    const plain = path.join(dir, "plain.ts");
    fs.writeFileSync(plain, "export const graphqlEndpoint = '/___graphql';\n");
    expect(site.use({ resource: path.join(dir, "templates", "doc.tsx"), issuer: "/site/.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js" })).toBe(GATSBY_BABEL);
    expect(site.use({ resource: withQuery })).toBe(GATSBY_BABEL);
    expect(site.use({ resource: "/site/node_modules/gatsby-plugin-mdx/dist/index.js" })).toBe(GATSBY_BABEL);
    expect(site.use({ resource: plain })).toEqual([expect.objectContaining({ loader: swcLoader })]);
    // A module webpack holds only in memory reads as empty: no query, so SWC.
    expect(site.use({ resource: path.join(dir, "virtual-module.js") })).toEqual([expect.objectContaining({ loader: swcLoader })]);
    expect(counts).toEqual({ babel: 3, swc: 2 });
  });

  it("compiles packages' modules with SWC as plain JavaScript, and for Node when the bundle is the HTML renderer's", () => {
    const { dependencies, site, rules } = gatsbyRules();
    compileWithSwc(rules, { node: "20" }, false);
    expect(dependencies.use).toEqual([{ loader: swcLoader, options: expect.objectContaining({ jsc: expect.objectContaining({ parser: { syntax: "ecmascript", jsx: false } }) }) }]);
    const [use] = site.use({ resource: path.join(dir, "a.js") }) as { options: { env: { targets: unknown }; jsc: { transform: { react: { development: boolean } } } } }[];
    expect(use.options.env.targets).toEqual({ node: "20" });
    expect(use.options.jsc.transform.react.development).toBe(true);
  });

  it("answers as Gatsby made it when Gatsby asks the rule for its loaders without a module (npm start finds the rules its Babel serves that way, for React Fast Refresh)", () => {
    const { site, rules } = gatsbyRules();
    const counts = { swc: 0, babel: 0 };
    compileWithSwc(rules, browsers, false, counts);
    expect(site.use({} as UseInfo)).toBe(GATSBY_BABEL);
    expect(counts).toEqual({ swc: 0, babel: 0 });
  });

  it("changes nothing when Gatsby's rule for the site's modules is not there", () => {
    const { dependencies, css } = gatsbyRules();
    const before = JSON.stringify([dependencies, css]);
    expect(compileWithSwc([dependencies, css], browsers, true)).toBe(0);
    expect(JSON.stringify([dependencies, css])).toBe(before);
    expect(compileWithSwc(undefined, browsers, true)).toBe(0);
  });
});

/**
 * What terser-webpack-plugin keeps of the options it was made with: private in its types, read here
 * to run its minimizer on a chunk as webpack would (webpack itself, which Jest transforms file by
 * file, is too slow to build with in a unit test).
 */
interface MinimizerOptions {
  parallel: boolean;
  include?: unknown;
  exclude?: unknown;
  extractComments: unknown;
  minimizer: { implementation: (input: Record<string, string>, sourceMap: undefined, options: unknown, extractComments: unknown) => Promise<{ code: string; errors?: unknown[] }>; options: unknown };
}
const optionsOf = (plugin: object): MinimizerOptions => Reflect.get(plugin, "options") as MinimizerOptions;

/** A chunk as webpack hands it to the minimizer, minified by the plugin's own implementation and options. */
async function minify(plugin: object, chunk: string): Promise<string> {
  const { minimizer, extractComments } = optionsOf(plugin);
  const result = await minimizer.implementation({ "chunk.js": chunk }, undefined, minimizer.options, extractComments);
  expect(result.errors ?? []).toEqual([]);
  return result.code;
}

const CHUNK = "/* a comment to drop */\nfunction describeDeployment(environmentName) {\n  const message = `Deploying ${environmentName}`;\n  return message.toUpperCase();\n}\nwindow.describe = describeDeployment;\n";

describe("minifying with SWC", () => {
  it("is SWC's minifier, on the build's own thread", () => {
    const options = optionsOf(swcMinifier({}));
    expect(options.minimizer.implementation).toBe(TerserPlugin.swcMinify);
    expect(options.parallel).toBe(false);
  });

  it("drops comments and whitespace and renames variables", async () => {
    const code = await minify(swcMinifier({}), CHUNK);
    expect(code).not.toContain("a comment to drop");
    expect(code).not.toContain("environmentName");
    expect(code).toContain("window.describe=");
    expect(code.split("\n").length).toBe(1);
  });

  it("keeps variable names when told to (the webpack runtime's), still dropping comments", async () => {
    const code = await minify(swcMinifier({ mangle: false }), CHUNK);
    expect(code).toContain("environmentName");
    expect(code).not.toContain("a comment to drop");
  });

  it("applies to the chunks it includes and not those it excludes", () => {
    expect(optionsOf(swcMinifier({ include: /webpack-runtime-/ }))).toMatchObject({ include: /webpack-runtime-/ });
    expect(optionsOf(swcMinifier({ exclude: [/\.min\.js/, /webpack-runtime-/] }))).toMatchObject({ exclude: [/\.min\.js/, /webpack-runtime-/] });
    expect(optionsOf(swcMinifier({}))).not.toHaveProperty("include", expect.anything());
  });
});
