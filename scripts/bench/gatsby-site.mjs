// @ts-check
/**
 * Our site, built for the bench in a temporary site folder, as the build tests do
 * (`__tests__/build/support.ts`): the project's node_modules and static are linked, src and the
 * files Gatsby compiles in place are copied, and `CAIRN_CONTENT_DIR` names the content folder. Nothing
 * is written to the project's own `.cache` or `public/`.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runMeasured } from "./measure.mjs";
import { appendBenchSentence } from "./edit.mjs";
import { setAside } from "./set-aside.mjs";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");

/**
 * Linked into the site folder, and copied (Gatsby compiles these in place and cannot do so through
 * a link; src/ because Gatsby matches a static query's file to webpack's modules by the path it
 * found it at, and webpack names modules by their real path): scripts/site-files.json, which the
 * build tests and the develop bench read too.
 */
const { linked: LINKED, copied: COPIED, preload: PRELOAD } = JSON.parse(fs.readFileSync(path.join(projectRoot, "scripts", "site-files.json"), "utf8"));

/**
 * Node's arguments for a Gatsby command in a site folder, as package.json's scripts run it: with
 * the preload of fast path gatsby-files-reuse (scripts/site-files.json, "preload").
 * @param {string} siteDir
 * @param {string[]} command e.g. ["build"]
 */
export function gatsbyArgs(siteDir, command) {
  return ["--require", path.join(siteDir, PRELOAD), path.join(siteDir, "node_modules", "gatsby", "cli.js"), ...command];
}

/**
 * @typedef {object} GatsbySite
 * @property {string} siteDir the temporary site folder
 * @property {string} contentDir the content folder it builds (absolute)
 * @property {string} publicDir where a build writes the site
 */

/**
 * Makes a temporary site folder that builds `contentDir`.
 * @param {string} contentDir
 * @param {{ name?: string, parentDir?: string }} [options] name is part of the folder's name
 * @returns {GatsbySite}
 */
export function makeGatsbySite(contentDir, { name = "site", parentDir = os.tmpdir() } = {}) {
  const siteDir = fs.mkdtempSync(path.join(parentDir, `cairn-bench-${name}-`));
  for (const entry of LINKED) fs.symlinkSync(path.join(projectRoot, entry), path.join(siteDir, entry));
  for (const entry of COPIED) fs.cpSync(path.join(projectRoot, entry), path.join(siteDir, entry), { recursive: true });
  const site = { siteDir, contentDir: path.resolve(contentDir), publicDir: path.join(siteDir, "public") };
  fs.writeFileSync(path.join(siteDir, SITE_FILE), `${JSON.stringify(site, null, 2)}\n`);
  return site;
}

/** Where a bench site folder records which content it builds. */
const SITE_FILE = "bench-site.json";

/**
 * The bench site made in `siteDir` by makeGatsbySite.
 * @param {string} siteDir
 * @returns {GatsbySite}
 */
export function readGatsbySite(siteDir) {
  return JSON.parse(fs.readFileSync(path.join(siteDir, SITE_FILE), "utf8"));
}

/**
 * Environment of a bench build: a production build, no telemetry, CI-style (plain) output.
 * @param {string} contentDir
 * @returns {NodeJS.ProcessEnv}
 */
export function gatsbyEnv(contentDir) {
  return {
    ...process.env,
    NODE_ENV: "production",
    BABEL_ENV: "",
    GATSBY_TELEMETRY_DISABLED: "1",
    CI: "true",
    NO_COLOR: "1",
    FORCE_COLOR: "0",
    CAIRN_CONTENT_DIR: contentDir,
    // A fixed build version: the temporary folder is not a git checkout.
    BUILD_VERSION: process.env.BUILD_VERSION || "bench",
  };
}

/**
 * @typedef {import("./measure.mjs").Measured & { publicDir: string }} SiteBuild
 */

/** What a safe build adds to the environment: every fast path that only changes speed off (docs/decisions/fast-paths.md). */
export const SAFE_BUILD_ENV = { CAIRN_SAFE_BUILD: "1" };

/**
 * Runs `gatsby build` in a bench site folder. Cold sets `.cache` and `public` aside first
 * (./set-aside); warm keeps them, as a rebuild after an edit would.
 * @param {string} siteDir a folder made by makeGatsbySite
 * @param {{ cold: boolean, timeoutMs?: number, env?: Record<string, string> }} options env: added to the build's
 * @returns {Promise<SiteBuild>}
 */
export async function buildGatsby(siteDir, { cold, timeoutMs, env = {} }) {
  const site = readGatsbySite(siteDir);
  if (cold) {
    setAside(site.siteDir, [".cache", "public"]);
  }
  const result = await runMeasured(process.execPath, gatsbyArgs(site.siteDir, ["build"]), { cwd: site.siteDir, env: { ...gatsbyEnv(site.contentDir), ...env }, timeoutMs });
  return { ...result, publicDir: site.publicDir };
}

/**
 * The warm rebuild: one sentence appended to `editFile` (a doc of the site's content), then a
 * build that keeps the previous build's `.cache` and `public`.
 * @param {string} siteDir
 * @param {{ editFile: string, round?: number, timeoutMs?: number, env?: Record<string, string> }} options
 * @returns {Promise<SiteBuild>}
 */
export async function warmRebuildGatsby(siteDir, { editFile, round = 1, timeoutMs, env }) {
  appendBenchSentence(editFile, round);
  return buildGatsby(siteDir, { cold: false, timeoutMs, env });
}
