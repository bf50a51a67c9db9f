/**
 * What this build leans on that Gatsby does not publish as API, checked once per build before any
 * of it is used (docs/decisions/gatsby-internals-fence.md).
 *
 * Each "shape" is one thing the fast paths read: a part of Gatsby's redux state, an action it
 * dispatches, a file layout under `.cache/`, an environment variable its CLI sets. The installed
 * Gatsby must be a version the fast paths were tested with, and its code must still hold the names
 * they rely on; a shape that fails either check is reported missing, with the reason, and every fast
 * path that needs it turns itself off (../fast-paths.ts). A missing shape never makes the build
 * wrong, only slower: each fast path has a slow way that uses Gatsby's public API alone.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The Gatsby releases the fast paths were tested with: every 5.16 release (package.json pins 5.16.1). */
export const TESTED_GATSBY = { major: 5, minor: 16, label: "5.16.x" } as const;

/** The private parts of Gatsby the build reads; see the table in `SHAPE_EVIDENCE`. */
export type GatsbyShape =
  /** `process.env.gatsby_executing_command`, which gatsby-cli sets to the command it runs. */
  | "command-env"
  /** `.cache/compiled/gatsby-node.js`: the site's gatsby-node as Gatsby's Parcel compiles it. */
  | "compiled-bundle"
  /** The `SET_PROGRAM_STATUS` action with `BOOTSTRAP_QUERY_RUNNING_FINISHED`, once page queries are done. */
  | "queries-done-event"
  /** The `HTML_GENERATED` action with each batch of rendered page paths, and `html.pagesThatNeedToStitchSlices`. */
  | "rendered-pages-state"
  /** `.cache/.parcel-cache` and the `@parcel/watcher` Parcel takes its snapshots with. */
  | "parcel-cache"
  /** Gatsby's webpack rules (its JavaScript rule, `babel-loader`, `css-loader` modules, `async-requires`) and its Terser minimizer. */
  | "webpack-config"
  /** The bundles' `<script src async>` tags and the slice marks in each rendered page. */
  | "page-markup"
  /** `gatsby develop` copies its runtime (`cache-dir`) into `.cache/` at every start, each file with a new modification time. */
  | "develop-runtime-copy"
  /** The develop bundle's ESLint plugin (eslint-webpack-plugin with Gatsby's own rules), linting `.js` and `.jsx` modules only. */
  | "develop-eslint"
  /** The query extraction's `FileParser` (`parseFile` per file, `parseFiles` per run) and the page-components-only `SET_COMPONENT_FEATURES`. */
  | "query-extraction"
  /** Gatsby's `compileGatsbyFiles`, called through its module's exports, writing `.cache/compiled` (wrapped by ./gatsby-files-reuse.cjs). */
  | "gatsby-files-compile";

export const GATSBY_SHAPES: readonly GatsbyShape[] = ["command-env", "compiled-bundle", "queries-done-event", "rendered-pages-state", "parcel-cache", "webpack-config", "page-markup", "develop-runtime-copy", "develop-eslint", "query-extraction", "gatsby-files-compile"];

/**
 * Where in the installed Gatsby each shape is found, as a file (under the package `gatsby`, or another
 * package by name) and the strings it must hold. A Gatsby release that renames one fails this check
 * (and `__tests__/unit/gatsby/node/gatsby-internals/shapes.test.ts`) instead of silently skipping a path.
 */
export const SHAPE_EVIDENCE: Readonly<Record<GatsbyShape, readonly { pkg: string; file: string; holds: readonly string[] }[]>> = {
  "command-env": [{ pkg: "gatsby-cli", file: "lib/create-cli.js", holds: ["process.env.gatsby_executing_command = command"] }],
  "compiled-bundle": [{ pkg: "gatsby", file: "dist/utils/parcel/compile-gatsby-files.js", holds: ["const COMPILED_CACHE_DIR = `.cache/compiled`"] }],
  "queries-done-event": [
    { pkg: "gatsby", file: "dist/commands/build.js", holds: ["setProgramStatus(`BOOTSTRAP_QUERY_RUNNING_FINISHED`)"] },
    { pkg: "gatsby", file: "dist/redux/actions/internal.js", holds: ["type: `SET_PROGRAM_STATUS`"] },
  ],
  "rendered-pages-state": [{ pkg: "gatsby", file: "dist/redux/reducers/html.js", holds: ["case `HTML_GENERATED`:", "pagesThatNeedToStitchSlices"] }],
  "parcel-cache": [{ pkg: "gatsby", file: "dist/utils/parcel/compile-gatsby-files.js", holds: ["const PARCEL_CACHE_DIR = `.cache/.parcel-cache`"] }],
  "webpack-config": [
    { pkg: "gatsby", file: "dist/utils/webpack-utils.js", holds: ["rules.js = js", "require.resolve(`./babel-loader`)", "test: /\\.(js|mjs|jsx|ts|tsx)$/"] },
    { pkg: "gatsby", file: "dist/utils/webpack.config.js", holds: ["async-requires", "plugins.minifyJs("] },
  ],
  "page-markup": [
    { pkg: "gatsby", file: "cache-dir/static-entry.js", holds: ["<script key={scriptPath} src={scriptPath} async />"] },
    { pkg: "gatsby", file: "cache-dir/slice/server-slice-renderer.js", holds: ["React.createElement(`slice-start`", "React.createElement(`slice-end`"] },
    { pkg: "gatsby", file: "dist/utils/slices/stitching.js", holds: ["<!-- slice-start id=\"${meta.id}\" -->", "<!-- slice-end id=\"${meta.id}\" -->"] },
  ],
  "develop-runtime-copy": [{ pkg: "gatsby", file: "dist/services/initialize.js", holds: ["const srcDir = `${__dirname}/../../cache-dir`", "await fs.copy(srcDir, siteDir, {"] }],
  "develop-eslint": [
    { pkg: "gatsby", file: "dist/utils/webpack.config.js", holds: ["configPlugins.push(plugins.eslint())"] },
    { pkg: "gatsby", file: "dist/utils/webpack-utils.js", holds: ["plugins.eslint = () =>", "extensions: [`js`, `jsx`]", "new _eslintWebpackPlugin.default(options)"] },
    { pkg: "eslint-webpack-plugin", file: "dist/index.js", holds: ["class ESLintWebpackPlugin"] },
  ],
  "query-extraction": [
    { pkg: "gatsby", file: "dist/query/file-parser.js", holds: ["class FileParser {", "async parseFile(file, addError) {", "async parseFiles(files, addError) {", "this.parseFile(file, addError).then(", "exports.default = FileParser;"] },
    { pkg: "gatsby", file: "dist/query/query-compiler.js", holds: ["const parser = new FileParser(", "return await parser.parseFiles(files, addError);"] },
    { pkg: "gatsby", file: "dist/redux/reducers/components.js", holds: ["case `SET_COMPONENT_FEATURES`:", "const component = state.get(path);"] },
  ],
  // The same evidence ./gatsby-files-reuse.cjs checks before Gatsby compiles (its EVIDENCE; a unit test keeps them equal).
  "gatsby-files-compile": [
    { pkg: "gatsby", file: "dist/services/initialize.js", holds: ["await (0, _compileGatsbyFiles.compileGatsbyFiles)(siteDirectory);"] },
    { pkg: "gatsby", file: "dist/utils/parcel/compile-gatsby-files.js", holds: ["exports.compileGatsbyFiles = compileGatsbyFiles;", "const COMPILED_CACHE_DIR = `.cache/compiled`;"] },
  ],
};

/** The result of the check: the installed version and, for each shape missing, why. */
export interface GatsbyShapes {
  version: string | undefined;
  missing: ReadonlyMap<GatsbyShape, string>;
}

/** Whether a version (`5.16.1`) is one the fast paths were tested with. */
export function isTestedGatsby(version: string | undefined): boolean {
  const [major, minor] = (version ?? "").split(".").map(Number);
  return major === TESTED_GATSBY.major && minor === TESTED_GATSBY.minor;
}

/** Resolves installed packages as the site folder does. */
function packageFile(siteDir: string, pkg: string, file: string): string | undefined {
  try {
    const fromSite = createRequire(path.join(siteDir, "package.json"));
    // gatsby-cli is Gatsby's dependency: resolved from Gatsby when the site does not name it.
    const from = pkg === "gatsby" ? fromSite : createRequire(fromSite.resolve("gatsby/package.json"));
    return path.join(path.dirname(from.resolve(`${pkg}/package.json`)), file);
  } catch {
    return undefined;
  }
}

/**
 * Checks the installed Gatsby in `siteDir`: its version, then each shape's evidence. `pretend` names
 * shapes to report missing anyway (`CAIRN_PRETEND_GATSBY_CHANGED`, for the test that proves the
 * slow ways), and `version` stands for the installed version when given.
 */
export function inspectGatsby(siteDir: string, options: { pretend?: readonly GatsbyShape[]; version?: string } = {}): GatsbyShapes {
  const missing = new Map<GatsbyShape, string>();
  const pkgFile = packageFile(siteDir, "gatsby", "package.json");
  let version = options.version;
  if (version === undefined && pkgFile) {
    try {
      version = (JSON.parse(fs.readFileSync(pkgFile, "utf8")) as { version?: string }).version;
    } catch {
      version = undefined;
    }
  }
  if (!isTestedGatsby(version)) {
    const reason = `Gatsby ${version ?? "(not found)"} is not a release these fast paths were tested with (${TESTED_GATSBY.label})`;
    for (const shape of GATSBY_SHAPES) missing.set(shape, reason);
    return { version, missing };
  }
  const read = new Map<string, string | undefined>();
  for (const shape of GATSBY_SHAPES) {
    for (const { pkg, file, holds } of SHAPE_EVIDENCE[shape]) {
      const full = packageFile(siteDir, pkg, file);
      const key = `${pkg}/${file}`;
      if (!read.has(key)) read.set(key, full && fs.existsSync(full) ? fs.readFileSync(full, "utf8") : undefined);
      const text = read.get(key);
      const absent = text === undefined ? undefined : holds.find((s) => !text.includes(s));
      const why = text === undefined ? `${key} is gone` : absent !== undefined ? `${key} no longer holds "${absent}"` : undefined;
      if (why !== undefined && !missing.has(shape)) missing.set(shape, why);
    }
  }
  for (const shape of options.pretend ?? []) missing.set(shape, "pretended missing (CAIRN_PRETEND_GATSBY_CHANGED)");
  return { version, missing };
}

/** The shapes named in `CAIRN_PRETEND_GATSBY_CHANGED` (comma-separated; `all` for every one); an unknown name is an error. */
export function pretendedShapes(value: string | undefined): GatsbyShape[] {
  if (!value) return [];
  const names = value.split(",").map((s) => s.trim()).filter(Boolean);
  if (names.includes("all")) return [...GATSBY_SHAPES];
  const unknown = names.filter((n) => !(GATSBY_SHAPES as readonly string[]).includes(n));
  if (unknown.length > 0) throw new Error(`CAIRN_PRETEND_GATSBY_CHANGED: unknown shape(s) ${unknown.join(", ")}; expected "all" or some of ${GATSBY_SHAPES.join(", ")}`);
  return names as GatsbyShape[];
}
