// @ts-check
/**
 * Fast path gatsby-files-reuse (docs/decisions/gatsby-files-reuse.md): Gatsby compiles
 * gatsby-node.ts and gatsby-config.ts with Parcel, in a worker process of its own, at the start of
 * every `gatsby build` and `gatsby develop`, before it loads any code of the site. With nothing
 * changed that costs 1.3 to 2.4 s of each warm start. This module lets Gatsby's compile be skipped
 * when the last one's output is still what Parcel would write:
 *
 * - the site's files are the same: every file of the site folder, by path and content, but for
 *   what Parcel never compiles into those bundles (installed packages, which stay `require()`
 *   calls; Gatsby's and the build's outputs; the content folder, which sourcing reads at run time;
 *   what .gitignore names; type declarations), and the configuration files of the folders above it;
 * - the installed tree is the same (npm's node_modules/.package-lock.json, Gatsby's and Parcel's
 *   versions), and so are NODE_ENV (source maps or not) and Node's major version;
 * - the compiled files in .cache/compiled are the ones that compile wrote, byte for byte.
 *
 * After every real compile, the source maps (npm start writes them) must name no source the
 * fingerprint leaves out; if one does, nothing is recorded and every start compiles.
 *
 * It is plain CommonJS because it runs before Gatsby compiles any TypeScript: ./preload.cjs loads it
 * with Node's `--require` (package.json's start and build scripts), and it wraps Gatsby's
 * `compileGatsbyFiles` when Gatsby first loads it. The line in the build log is written later, by
 * ./gatsby-files.ts, from what this module leaves in `OUTCOME`.
 */
"use strict";
const crypto = require("node:crypto");
const fs = require("node:fs");
const Module = require("node:module");
const path = require("node:path");

const NAME = "gatsby-files-reuse";
/** Where the outcome waits for the build log (a process-wide key: the compiled gatsby-node reads it). */
const OUTCOME = Symbol.for("cairn-docs.gatsby-files-reuse");
/** The shape of Gatsby this leans on, as ./shapes.ts names it and checks it again after the compile. */
const SHAPE = "gatsby-files-compile";
const TESTED_GATSBY = "5.16.";
/** What the installed Gatsby must hold (./shapes.ts's evidence for SHAPE: a unit test keeps the two equal). */
const EVIDENCE = [
  { file: "dist/services/initialize.js", holds: ["await (0, _compileGatsbyFiles.compileGatsbyFiles)(siteDirectory);"] },
  { file: "dist/utils/parcel/compile-gatsby-files.js", holds: ["exports.compileGatsbyFiles = compileGatsbyFiles;", "const COMPILED_CACHE_DIR = `.cache/compiled`;"] },
];
const COMPILED_DIR = path.join(".cache", "compiled");
/**
 * Kept beside the compiled files: the folder Gatsby keeps when it clears .cache/ for a changed
 * gatsby-node or plugin (its initialize's delete globs), and empties before each compile.
 */
const RECORD_NAME = "cairn-gatsby-files.json";
const RECORD_FILE = path.join(COMPILED_DIR, RECORD_NAME);
/**
 * Files Parcel and its transformers read as configuration, looked for in each folder from the
 * compiled file up: the site folder's are among its files; those of the folders above it count
 * too (a site in a subfolder of a repository), by content.
 */
const CONFIG_FILES = [".parcelrc", "package.json", "tsconfig.json", "jsconfig.json", ".babelrc", ".babelrc.json", ".babelrc.js", "babel.config.js", "babel.config.json", ".swcrc", ".browserslistrc", "browserslist"];
/** Top folders of a site that are never Parcel's input. */
const NEVER_INPUT = ["node_modules", ".cache", "public", ".git", ".hg"];

/**
 * Why the path is off in this environment (the switches of src/lib/build/fast-paths.ts and ./shapes.ts), or undefined.
 * @param {NodeJS.ProcessEnv} env
 */
function switchedOff(env) {
  const list = (/** @type {string | undefined} */ value) => (value ?? "").split(",").map((s) => s.trim());
  if (env.CAIRN_SAFE_BUILD && env.CAIRN_SAFE_BUILD !== "0") return "CAIRN_SAFE_BUILD is set";
  const off = list(env.CAIRN_FAST_PATHS_OFF);
  if (off.includes("all") || off.includes(NAME)) return "CAIRN_FAST_PATHS_OFF names it";
  const pretended = list(env.CAIRN_PRETEND_GATSBY_CHANGED);
  if (pretended.includes("all") || pretended.includes(SHAPE)) return "pretended missing (CAIRN_PRETEND_GATSBY_CHANGED)";
  return undefined;
}

/**
 * Why the installed Gatsby is not one this was made for, or undefined.
 * @param {string} gatsbyDir the folder of the package `gatsby`
 */
function gatsbyUnlike(gatsbyDir) {
  const version = JSON.parse(fs.readFileSync(path.join(gatsbyDir, "package.json"), "utf8")).version;
  if (typeof version !== "string" || !version.startsWith(TESTED_GATSBY)) return `Gatsby ${version} is not a release this was tested with (5.16.x)`;
  for (const { file, holds } of EVIDENCE) {
    const full = path.join(gatsbyDir, file);
    if (!fs.existsSync(full)) return `gatsby/${file} is gone`;
    const text = fs.readFileSync(full, "utf8");
    const absent = holds.find((s) => !text.includes(s));
    if (absent !== undefined) return `gatsby/${file} no longer holds "${absent}"`;
  }
  return undefined;
}

/**
 * What the site's .gitignore leaves out, of its simple lines: a name (at any depth), a path from
 * the site folder, or a file ending (`*.log`). Other patterns are not read: those files count.
 * @param {string} siteDir
 * @returns {{ names: Set<string>, paths: Set<string>, endings: string[] }}
 */
function ignored(siteDir) {
  /** @type {Set<string>} */
  const names = new Set();
  /** @type {Set<string>} */
  const paths = new Set();
  /** @type {string[]} */
  const endings = [];
  const file = path.join(siteDir, ".gitignore");
  const lines = fs.existsSync(file) ? fs.readFileSync(file, "utf8").split(/\r?\n/) : [];
  for (const raw of lines) {
    const line = raw.trim();
    if (/^\*\.[\w.-]+$/.test(line)) endings.push(line.slice(1));
    if (line === "" || /^[#!]|[*?[\\]/.test(line)) continue;
    const bare = line.replace(/^\/+|\/+$/g, "");
    if (bare.includes("/") || line.startsWith("/")) paths.add(bare.split("/").join(path.sep));
    else names.add(bare);
  }
  return { names, paths, endings };
}

/** @param {string} text */
const sha1 = (text) => crypto.createHash("sha1").update(text).digest("hex");

/**
 * The version of an installed package as `from` resolves it, or "none".
 * @param {NodeRequire} from
 * @param {string} name
 */
function versionOf(from, name) {
  try {
    return JSON.parse(fs.readFileSync(from.resolve(`${name}/package.json`), "utf8")).version;
  } catch {
    return "none";
  }
}

/**
 * What Parcel's compile of the gatsby files is made from: a hash of the site's files, the files it
 * covers, and the setup compiling them (NODE_ENV, Node, the installed tree and packages).
 * @param {string} siteDir
 * @param {NodeJS.ProcessEnv} env
 * @returns {{ digest: string, setup: string, files: Set<string> }}
 */
function fingerprint(siteDir, env) {
  const { names, paths, endings } = ignored(siteDir);
  const contentDir = path.resolve(siteDir, env.CAIRN_CONTENT_DIR || "content");
  const hash = crypto.createHash("sha1");
  const files = new Set();
  /** @param {string} rel */
  const walk = (rel) => {
    const entries = fs.readdirSync(path.join(siteDir, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const child = rel === "" ? entry.name : path.join(rel, entry.name);
      const full = path.join(siteDir, child);
      if ((rel === "" && NEVER_INPUT.includes(entry.name)) || names.has(entry.name) || paths.has(child) || full === contentDir) continue;
      if (!entry.isDirectory() && endings.some((ending) => entry.name.endsWith(ending))) continue;
      if (entry.isSymbolicLink()) hash.update(`link ${child}\0${fs.readlinkSync(full)}\0`);
      else if (entry.isDirectory()) walk(child);
      else if (entry.isFile() && !entry.name.endsWith(".d.ts")) {
        hash.update(`file ${child}\0`).update(fs.readFileSync(full)).update("\0");
        files.add(full);
      }
    }
  };
  walk("");
  for (let dir = path.dirname(siteDir); ; dir = path.dirname(dir)) {
    for (const name of CONFIG_FILES) {
      const file = path.join(dir, name);
      if (fs.existsSync(file) && fs.statSync(file).isFile()) hash.update(`above ${file}\0`).update(fs.readFileSync(file)).update("\0");
    }
    if (path.dirname(dir) === dir) break;
  }
  const fromSite = Module.createRequire(path.join(siteDir, "package.json"));
  const fromGatsby = Module.createRequire(fromSite.resolve("gatsby/package.json"));
  const installed = path.join(siteDir, "node_modules", ".package-lock.json");
  const tree = fs.existsSync(installed) ? sha1(fs.readFileSync(installed, "utf8")).slice(0, 12) : "unknown";
  const setup = `NODE_ENV=${env.NODE_ENV ?? ""}, Node ${process.versions.node.split(".")[0]}, gatsby ${versionOf(fromSite, "gatsby")}, @parcel/core ${versionOf(fromGatsby, "@parcel/core")}, gatsby-parcel-config ${versionOf(fromGatsby, "gatsby-parcel-config")}, installed tree ${tree}`;
  return { digest: hash.digest("hex"), setup, files };
}

/**
 * The compiled files, each with its content's hash ("" when there are none).
 * @param {string} siteDir
 */
function compiledDigest(siteDir) {
  const dir = path.join(siteDir, COMPILED_DIR);
  if (!fs.existsSync(dir)) return "";
  // Local plugins' bundles are in subfolders (plugins/<name>/).
  /** @param {string} rel @returns {string[]} */
  const list = (rel) =>
    fs
      .readdirSync(path.join(dir, rel), { withFileTypes: true })
      .filter((entry) => !(rel === "" && entry.name === RECORD_NAME))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .flatMap((entry) => (entry.isDirectory() ? list(path.join(rel, entry.name)) : [`${path.join(rel, entry.name)} ${sha1(fs.readFileSync(path.join(dir, rel, entry.name), "utf8"))}`]));
  return list("").join("\n");
}

/**
 * Whether `file` is in `dir` or below it.
 * @param {string} dir
 * @param {string} file
 */
function isInside(dir, file) {
  const rel = path.relative(dir, file);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}

/**
 * Sources of the compiled bundles (from their source maps) inside the site folder that the fingerprint does not cover.
 * @param {string} siteDir
 * @param {Set<string>} covered
 */
function sourcesNotCovered(siteDir, covered) {
  const dir = path.join(siteDir, COMPILED_DIR);
  const maps = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith(".js.map")) : [];
  return maps.flatMap((name) => {
    /** @type {{ sources?: string[], sourceRoot?: string }} */
    const map = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"));
    return (map.sources ?? [])
      .map((source) => path.resolve(dir, map.sourceRoot ?? "", source))
      .filter((file) => isInside(siteDir, file) && !isInside(path.join(siteDir, "node_modules"), file) && !covered.has(file));
  });
}

/**
 * @typedef {{ inputs: string, setup: string, compiled: string, compileMs: number }} GatsbyFilesRecord
 * @typedef {{ ran: true, files: number, checkMs: number, compileMs: number } | { ran: false, why: string, unexpected: boolean }} GatsbyFilesOutcome
 */

/** @param {string} siteDir @returns {GatsbyFilesRecord | undefined} */
function readRecord(siteDir) {
  try {
    const record = JSON.parse(fs.readFileSync(path.join(siteDir, RECORD_FILE), "utf8"));
    return typeof record.inputs === "string" && typeof record.setup === "string" && typeof record.compiled === "string" && typeof record.compileMs === "number" ? record : undefined;
  } catch {
    return undefined;
  }
}

/** @param {GatsbyFilesOutcome} outcome */
function setOutcome(outcome) {
  /** @type {Record<symbol, unknown>} */ (globalThis)[OUTCOME] = outcome;
}

/**
 * Gatsby's compile, skipped when its last output still stands (see above), recorded when it runs.
 * @param {(siteRoot: string, retry?: number) => Promise<void>} compile Gatsby's compileGatsbyFiles
 * @param {NodeJS.ProcessEnv} env
 * @returns {(siteRoot: string, retry?: number) => Promise<void>}
 */
function reusingCompile(compile, env) {
  return async function compileGatsbyFilesUnlessUnchanged(siteRoot, retry = 0) {
    // Gatsby calls itself again to retry a failed compile: that one always runs.
    if (retry !== 0) return compile(siteRoot, retry);
    const started = Date.now();
    const siteDir = path.resolve(siteRoot);
    /** @type {ReturnType<typeof fingerprint>} */
    let current;
    /** @type {string} */
    let compiled;
    try {
      current = fingerprint(siteDir, env);
      compiled = compiledDigest(siteDir);
    } catch (error) {
      // A file that cannot be read (permissions, a dangling path): Gatsby's compile, as without this path.
      fs.rmSync(path.join(siteDir, RECORD_FILE), { force: true });
      const message = typeof Reflect.get(Object(error), "message") === "string" ? Reflect.get(Object(error), "message") : String(error);
      setOutcome({ ran: false, why: `could not read what the gatsby files are compiled from (${message})`, unexpected: true });
      return compile(siteRoot, retry);
    }
    const record = readRecord(siteDir);
    if (record && record.inputs === current.digest && record.setup === current.setup && record.compiled === compiled && compiled !== "") {
      // From now on, as if compiled now: ./parcel.ts reads the compile's time as the start's.
      const now = new Date();
      for (const name of fs.readdirSync(path.join(siteDir, COMPILED_DIR)).filter((file) => file !== RECORD_NAME)) fs.utimesSync(path.join(siteDir, COMPILED_DIR, name), now, now);
      setOutcome({ ran: true, files: current.files.size, checkMs: Date.now() - started, compileMs: record.compileMs });
      return;
    }
    fs.rmSync(path.join(siteDir, RECORD_FILE), { force: true });
    const compileStarted = Date.now();
    await compile(siteRoot, retry);
    const compileMs = Date.now() - compileStarted;
    const outside = sourcesNotCovered(siteDir, current.files);
    if (outside.length > 0) {
      setOutcome({ ran: false, why: `the gatsby files import ${path.relative(siteDir, outside[0])}, which the fingerprint leaves out, so every start compiles them`, unexpected: true });
      return;
    }
    const after = compiledDigest(siteDir);
    if (after !== "") fs.writeFileSync(path.join(siteDir, RECORD_FILE), `${JSON.stringify({ inputs: current.digest, setup: current.setup, compiled: after, compileMs })}\n`);
    const why = !record
      ? "no earlier compile recorded"
      : record.inputs !== current.digest
        ? "a file of the site the gatsby files are compiled from changed"
        : record.setup !== current.setup
          ? `compiled last with ${record.setup.split(", ").filter((part) => !current.setup.includes(part)).join(", ")}`
          : "the compiled files are not the ones the last compile wrote";
    setOutcome({ ran: false, why: `not needed: ${why}; Parcel compiled them in ${(compileMs / 1000).toFixed(1)} s, recorded for the next start`, unexpected: false });
  };
}

/**
 * Wraps Gatsby's compile in its module's exports (Gatsby calls it through them), unless the
 * environment switches the path off or the installed Gatsby is not as expected.
 * @param {{ compileGatsbyFiles?: unknown }} exports Gatsby's compile-gatsby-files module
 * @param {string} gatsbyDir
 * @param {NodeJS.ProcessEnv} env
 */
function wrapGatsbyCompile(exports, gatsbyDir, env) {
  const off = switchedOff(env);
  if (off) return setOutcome({ ran: false, why: off, unexpected: false });
  const unlike = gatsbyUnlike(gatsbyDir);
  const compile = exports.compileGatsbyFiles;
  if (unlike || typeof compile !== "function") return setOutcome({ ran: false, why: `${unlike ?? "compileGatsbyFiles is not a function"}`, unexpected: true });
  exports.compileGatsbyFiles = reusingCompile(/** @type {(siteRoot: string, retry?: number) => Promise<void>} */ (compile), env);
}

module.exports = { EVIDENCE, NAME, OUTCOME, RECORD_FILE, SHAPE, compiledDigest, fingerprint, readRecord, reusingCompile, sourcesNotCovered, switchedOff, wrapGatsbyCompile };
