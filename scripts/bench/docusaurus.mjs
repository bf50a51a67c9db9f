// @ts-check
/**
 * The peer: Docusaurus 3 (classic preset, docs only) building the same generated corpus, in two
 * configurations: as installed (webpack, Babel, Terser) and at its fastest, with
 * `future: { v4: true, faster: true }` (@docusaurus/faster: Rspack, SWC, Lightning CSS, its
 * persistent cache and worker threads for static generation).
 *
 * Docusaurus is installed from npm once into a cached folder outside the repository
 * (`<tmp>/cairn-bench-docusaurus-3`, reused across runs, never committed). The site folder is the
 * corpus's `docusaurus/` folder (its docs, sidebars.js and tags.yml come from the generator) with a
 * docusaurus.config.js written here and `node_modules` linked to the cached install, just as our
 * bench site links the project's node_modules.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { outputTail, runMeasured } from "./measure.mjs";
import { appendBenchSentence } from "./edit.mjs";
import { setAside } from "./set-aside.mjs";
import { freePort, startServer, terminalEnv } from "./dev-server.mjs";

/** Where the peer is installed, shared by every run. */
export const DEFAULT_INSTALL_DIR = path.join(os.tmpdir(), "cairn-bench-docusaurus-3");

/**
 * What is installed: the latest Docusaurus 3.x with what its classic preset wants. React 18 as our
 * site uses (3.x accepts 18 or 19); MDX 3 through @mdx-js/react 3.
 */
export const PEER_DEPENDENCIES = {
  "@docusaurus/core": "^3.0.0",
  "@docusaurus/faster": "^3.0.0",
  "@docusaurus/preset-classic": "^3.0.0",
  "@mdx-js/react": "^3.0.0",
  clsx: "^2.0.0",
  "prism-react-renderer": "^2.3.0",
  react: "^18.3.1",
  "react-dom": "^18.3.1",
};

/**
 * The classic preset depends on the Algolia search theme (not used here: no `algolia` config),
 * whose newest allowed @docsearch/react, 4.7.1, needs @docsearch/core 4.7.1, which the registry
 * here does not have; 4.7.0 is in the same allowed range and complete.
 */
export const PEER_OVERRIDES = { "@docsearch/react": "4.7.0" };

/** Our site's names, so both sites render the same chrome text (src/site-config.ts). */
const SITE = { title: "Cairn Docs", url: "https://docs.cairn.example", editUrl: "https://github.com/cairn-io/docs/edit/master/" };

/** Environment for every Docusaurus command: no update check, no colors in captured output. */
function peerEnv() {
  return { ...process.env, CI: "true", NO_UPDATE_NOTIFIER: "1", NO_COLOR: "1", FORCE_COLOR: "0", BABEL_ENV: "", NODE_ENV: "production" };
}

/** What a complete install records, so a change of dependencies installs again. */
function installMarker() {
  return { dependencies: PEER_DEPENDENCIES, overrides: PEER_OVERRIDES };
}

/**
 * The installed @docusaurus/core version, or undefined when it is not (completely) installed.
 * @param {string} installDir
 */
export function installedVersion(installDir) {
  try {
    const marker = JSON.parse(fs.readFileSync(path.join(installDir, "bench-installed.json"), "utf8"));
    if (JSON.stringify(marker) !== JSON.stringify(installMarker())) return undefined;
    const pkg = JSON.parse(fs.readFileSync(path.join(installDir, "node_modules", "@docusaurus", "core", "package.json"), "utf8"));
    return typeof pkg.version === "string" ? pkg.version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Installs Docusaurus 3 into `installDir` unless a complete install of the same dependencies is
 * already there. Throws with npm's output when the install fails.
 * @param {{ installDir?: string, log?: (line: string) => void }} [options]
 * @returns {Promise<{ installDir: string, version: string, installSeconds: number | null }>}
 */
export async function installDocusaurus({ installDir = DEFAULT_INSTALL_DIR, log = () => {} } = {}) {
  const existing = installedVersion(installDir);
  if (existing) return { installDir, version: existing, installSeconds: null };
  log(`docusaurus: installing Docusaurus 3 into ${installDir} (npm install, once)`);
  fs.rmSync(path.join(installDir, "bench-installed.json"), { force: true });
  fs.mkdirSync(installDir, { recursive: true });
  const pkg = { name: "cairn-bench-docusaurus", version: "0.0.0", private: true, dependencies: PEER_DEPENDENCIES, overrides: PEER_OVERRIDES };
  fs.writeFileSync(path.join(installDir, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = await runMeasured(npm, ["install", "--no-audit", "--no-fund", "--loglevel=error"], {
    cwd: installDir,
    env: { ...peerEnv(), NODE_ENV: "" },
    timeoutMs: 20 * 60 * 1000,
  });
  if (result.status !== 0) {
    throw new Error(`npm install of Docusaurus 3 failed in ${installDir} (exit ${result.status ?? result.signal}):\n${outputTail(result.output)}`);
  }
  fs.writeFileSync(path.join(installDir, "bench-installed.json"), `${JSON.stringify(installMarker(), null, 2)}\n`);
  const version = installedVersion(installDir);
  if (!version) throw new Error(`npm install finished but @docusaurus/core is missing from ${installDir}/node_modules`);
  log(`docusaurus: installed ${version} in ${result.seconds} s`);
  return { installDir, version, installSeconds: result.seconds };
}

/**
 * The site configuration: classic preset, docs only at the site root (so doc URLs are the same
 * as ours), trailing slashes like ours, a one-paragraph home page, no blog, no search; broken links, inline tags
 * missing from tags.yml and broken anchors fail the build.
 * `faster` turns on Docusaurus's fastest configuration (`future.faster`; 3.10 rejects the older
 * `experimental_faster`), with the v4 defaults it is tested with.
 * @param {{ firstSidebar: string | undefined, faster?: boolean }} options
 */
export function docusaurusConfig({ firstSidebar, faster = false }) {
  const navbarItems = firstSidebar ? [{ type: "docSidebar", sidebarId: firstSidebar, position: "left", label: "Docs" }] : [];
  const config = {
    title: SITE.title,
    tagline: "Learn to deploy and manage an entire infrastructure as code.",
    url: SITE.url,
    baseUrl: "/",
    trailingSlash: true,
    onBrokenLinks: "throw",
    onBrokenAnchors: "throw",
    i18n: { defaultLocale: "en", locales: ["en"] },
    ...(faster ? { future: { v4: true, faster: true } } : {}),
    presets: [
      [
        "classic",
        {
          docs: {
            path: "docs",
            routeBasePath: "/",
            sidebarPath: "./sidebars.js",
            tags: "tags.yml",
            onInlineTags: "throw",
            editUrl: SITE.editUrl,
          },
          blog: false,
          // Only for a home page: the navbar title links to "/", and our site has one too.
          pages: {},
          theme: {},
        },
      ],
    ],
    themeConfig: {
      navbar: { title: SITE.title, items: navbarItems },
      footer: { style: "dark", copyright: "Copyright © 2020-2022 Cairn, Inc." },
      prism: { additionalLanguages: ["hcl", "bash"] },
    },
  };
  return `// Written by scripts/bench/docusaurus.mjs for the build benchmark.\nmodule.exports = ${JSON.stringify(config, null, 2)};\n`;
}

/**
 * A site's own node_modules folder: a link to each package of the shared install, so that its
 * caches (`node_modules/.cache`, where both bundlers keep theirs) belong to this site alone and a
 * cold build of one configuration never clears the other's.
 * @param {string} siteDir
 * @param {string} installDir
 */
function linkModules(siteDir, installDir) {
  const modules = path.join(siteDir, "node_modules");
  fs.rmSync(modules, { recursive: true, force: true });
  fs.mkdirSync(modules);
  const shared = path.join(installDir, "node_modules");
  for (const entry of fs.readdirSync(shared)) {
    if (entry !== ".cache") fs.symlinkSync(path.join(shared, entry), path.join(modules, entry), "dir");
  }
}

/**
 * Makes the corpus's `docusaurus/` folder a buildable Docusaurus site, and a copy of it,
 * `docusaurus-faster/`, configured for Docusaurus's fastest build: installs the peer (cached),
 * links its packages in and writes docusaurus.config.js and package.json in each.
 * @param {{ corpusDir: string, installDir?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ classic: { siteDir: string, buildDir: string }, faster: { siteDir: string, buildDir: string }, version: string, installSeconds: number | null }>}
 */
export async function prepareDocusaurus({ corpusDir, installDir = DEFAULT_INSTALL_DIR, log = () => {} }) {
  const { version, installSeconds } = await installDocusaurus({ installDir, log });
  const siteDir = path.join(corpusDir, "docusaurus");
  if (!fs.existsSync(path.join(siteDir, "docs")) || !fs.existsSync(path.join(siteDir, "sidebars.js"))) {
    throw new Error(`${siteDir} has no docs/ or sidebars.js: run generateCorpus first`);
  }
  const fasterDir = path.join(corpusDir, "docusaurus-faster");
  fs.rmSync(fasterDir, { recursive: true, force: true });
  fs.cpSync(siteDir, fasterDir, { recursive: true, filter: (source) => path.basename(source) !== "node_modules" });
  for (const [dir, faster] of [[siteDir, false], [fasterDir, true]]) writeSite(/** @type {string} */ (dir), installDir, Boolean(faster));
  return { classic: { siteDir, buildDir: path.join(siteDir, "build") }, faster: { siteDir: fasterDir, buildDir: path.join(fasterDir, "build") }, version, installSeconds };
}

/**
 * @param {string} siteDir
 * @param {string} installDir
 * @param {boolean} faster
 */
function writeSite(siteDir, installDir, faster) {
  linkModules(siteDir, installDir);
  const pkg = { name: "cairn-bench-docusaurus-site", version: "0.0.0", private: true, dependencies: PEER_DEPENDENCIES };
  fs.writeFileSync(path.join(siteDir, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
  const sidebars = readSidebars(siteDir);
  fs.writeFileSync(path.join(siteDir, "docusaurus.config.js"), docusaurusConfig({ firstSidebar: Object.keys(sidebars)[0], faster }));
  fs.mkdirSync(path.join(siteDir, "src", "pages"), { recursive: true });
  fs.writeFileSync(path.join(siteDir, "src", "pages", "index.md"), homePage(firstDocId(sidebars)));
}

/**
 * The sidebars the generator wrote (sidebars.js requires this JSON).
 * @param {string} siteDir
 * @returns {Record<string, unknown[]>}
 */
function readSidebars(siteDir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(siteDir, "sidebars.json"), "utf8"));
  } catch {
    return {};
  }
}

/**
 * The first doc id in the first sidebar (a string item, or the first item of a category).
 * @param {Record<string, unknown[]>} sidebars
 * @returns {string | undefined}
 */
export function firstDocId(sidebars) {
  /** @param {unknown} item @returns {string | undefined} */
  const first = (item) => {
    if (typeof item === "string") return item;
    if (item && typeof item === "object") {
      const record = /** @type {{ id?: unknown, items?: unknown[] }} */ (item);
      if (typeof record.id === "string") return record.id;
      for (const child of record.items ?? []) {
        const found = first(child);
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const items of Object.values(sidebars)) {
    for (const item of items) {
      const found = first(item);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * A small home page, so the navbar's link to "/" resolves.
 * @param {string | undefined} docId
 */
function homePage(docId) {
  const link = docId ? `\n\nStart with [the first guide](/${docId}/).` : "";
  return `---\ntitle: ${SITE.title}\n---\n\n# ${SITE.title}\n\nLearn to deploy and manage an entire infrastructure as code.${link}\n`;
}

/**
 * @typedef {import("./measure.mjs").Measured & { buildDir: string }} PeerBuild
 */

/**
 * Runs `docusaurus build` in a prepared site folder. Cold sets aside what a previous build left
 * (./set-aside): `.docusaurus`, `build` and the bundler's cache in `node_modules/.cache`.
 * @param {string} siteDir
 * @param {{ cold: boolean, timeoutMs?: number }} options
 * @returns {Promise<PeerBuild>}
 */
export async function buildDocusaurus(siteDir, { cold, timeoutMs }) {
  if (cold) {
    setAside(siteDir, [".docusaurus", "build", path.join("node_modules", ".cache")]);
  }
  const cli = path.join(siteDir, "node_modules", "@docusaurus", "core", "bin", "docusaurus.mjs");
  const result = await runMeasured(process.execPath, [cli, "build"], { cwd: siteDir, env: peerEnv(), timeoutMs });
  return { ...result, buildDir: path.join(siteDir, "build") };
}

/**
 * The warm rebuild: the one-sentence edit of `editFile`, then a build that keeps the previous
 * build's caches.
 * @param {string} siteDir
 * @param {{ editFile: string, round?: number, timeoutMs?: number }} options
 * @returns {Promise<PeerBuild>}
 */
export async function warmRebuildDocusaurus(siteDir, { editFile, round = 1, timeoutMs }) {
  appendBenchSentence(editFile, round);
  return buildDocusaurus(siteDir, { cold: false, timeoutMs });
}

/**
 * `docusaurus start` in a prepared site folder, measured as our `npm start` is
 * (./dev-server.mjs): from the spawn until the doc's page is served and the client's compile is
 * reported. Cold sets aside what an earlier start left (`.docusaurus`, the bundler's cache in
 * `node_modules/.cache`); `settleMs` keeps the server idle that long before it is stopped, so that
 * its caches are stored as in a writer's session.
 * @param {string} siteDir
 * @param {string} docPath
 * @param {{ cold: boolean, settleMs?: number }} options
 * @returns {Promise<{ seconds: number, peakMB: number }>}
 */
export async function startDocusaurus(siteDir, docPath, { cold, settleMs = 0 }) {
  if (cold) setAside(siteDir, [".docusaurus", path.join("node_modules", ".cache")]);
  const port = await freePort();
  const cli = path.join(siteDir, "node_modules", "@docusaurus", "core", "bin", "docusaurus.mjs");
  const server = await startServer({
    command: process.execPath,
    args: [cli, "start", "--host", "127.0.0.1", "--port", String(port), "--no-open"],
    cwd: siteDir,
    env: terminalEnv({ NODE_ENV: "development", BABEL_ENV: "" }),
    port,
    url: `http://127.0.0.1:${port}${docPath}`,
    ready: (output) => /compiled successfully/i.test(output),
  });
  try {
    if (settleMs > 0) await new Promise((resolve) => setTimeout(resolve, settleMs));
    return { seconds: server.seconds, peakMB: server.peakMB() };
  } finally {
    await server.stop();
  }
}
