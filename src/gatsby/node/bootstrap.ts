/**
 * Before a build: the web font is copied in, and `public/` is marked unfinished until the build's
 * last check passes, so a build that fails (bad content, a broken link, anything else) never
 * leaves an older `public/` looking like a good build: the note stays, and when the build process
 * ends without having finished, the entry page is set aside in `.cache/`. The next build puts it
 * back before Gatsby starts, because an incremental build re-renders only changed pages and
 * reads the unchanged ones (the entry page among them) from `public/`. The content errors an
 * earlier run left are taken back before sourcing (./content-errors).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteConfig } from "../../site-config";
import { contentDir } from "../content-dir";
import { gatsbyCoreCount } from "../../lib/build/query-workers";
import { seconds } from "../../lib/build/fast-paths";
import { GATSBY_CPU_COUNT, GATSBY_FILES_PRELOAD, gatsbyFilesOutcome, isGatsbyWorkerProcess, memoizeQueryExtraction, type GatsbyStore } from "./gatsby-internals";
import type { BuildSession } from "./session";
import { clearDocBodyMarks, docBodiesDir } from "./nodes/doc-bodies";
import { keepContentErrorsIn } from "./content-errors";
import { writeSearchStylesheet } from "./search-stylesheet";

/** Present in `public/` from the start of a build until it has passed every check. */
export const UNFINISHED_MARKER = "BUILD-UNFINISHED.txt";

/** Where a failed build's entry page waits for the next build. */
const SET_ASIDE = "cairn-entry-page-of-unfinished-build.html";

/** Marks `public/` unfinished with a note saying why. */
export function markBuildUnfinished(publicDir: string, now = new Date()): void {
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(
    path.join(publicDir, UNFINISHED_MARKER),
    `A build started at ${now.toISOString()} has not finished, or failed: this folder is not a site to deploy.\n` +
      "Run `npm run build` and fix what it reports; a good build removes this file.\n",
  );
}

/** Called once every check has passed. */
export function markBuildFinished(publicDir: string): void {
  fs.rmSync(path.join(publicDir, UNFINISHED_MARKER), { force: true });
}

/**
 * Puts back an entry page a failed build set aside. The marker file, not module state, says
 * whether the build finished, so this holds however many times Gatsby loads this module.
 */
export function restoreEntryPage(publicDir: string, cacheDir: string): void {
  const setAside = path.join(cacheDir, SET_ASIDE);
  const entry = path.join(publicDir, "index.html");
  if (!fs.existsSync(setAside)) return;
  if (fs.existsSync(entry)) fs.rmSync(setAside);
  else fs.renameSync(setAside, entry);
}

/** Sets the entry page aside when `public/` is still marked unfinished. */
export function setAsideEntryPageIfUnfinished(publicDir: string, cacheDir: string): void {
  const entry = path.join(publicDir, "index.html");
  if (!fs.existsSync(path.join(publicDir, UNFINISHED_MARKER)) || !fs.existsSync(entry)) return;
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.renameSync(entry, path.join(cacheDir, SET_ASIDE));
}

/**
 * Before Gatsby starts its workers: on a machine of at most two cores, a build runs its page
 * queries in the build process instead of in a single worker that is restarted afterwards
 * (lib/build/query-workers.ts). Only `gatsby build` runs queries in workers.
 */
export function runQueriesInBuildProcess(session: BuildSession): void {
  if (session.command !== "build" || !session.fastPaths.on("queries-in-build-process")) return;
  const cores = os.availableParallelism();
  const count = gatsbyCoreCount(process.env[GATSBY_CPU_COUNT], cores);
  if (count === undefined) {
    session.fastPaths.skipped("queries-in-build-process", process.env[GATSBY_CPU_COUNT] !== undefined ? `${GATSBY_CPU_COUNT}=${process.env[GATSBY_CPU_COUNT]} is set` : `${cores} cores: Gatsby's query workers run beside each other`);
    return;
  }
  process.env[GATSBY_CPU_COUNT] = count;
  session.fastPaths.ran("queries-in-build-process", `${GATSBY_CPU_COUNT}=${count} on ${cores} cores: no query worker to start and restart, about 2 s of a rebuild`);
}

/**
 * Before Gatsby extracts the queries: the files an earlier run found no query in are not parsed
 * again (fast path query-extraction-memo; src/lib/build/extraction-memo.ts). Its line comes after
 * the first extraction: how many files were skipped, or, on a first run, that there was nothing
 * to reuse yet.
 */
export function memoizeExtraction(session: BuildSession, store: GatsbyStore): void {
  const name = "query-extraction-memo";
  if (isGatsbyWorkerProcess() || (session.command !== "build" && session.command !== "develop") || !session.fastPaths.on(name)) return;
  let reported = false;
  const why = memoizeQueryExtraction(session.siteDir, store, session.gatsby.version ?? "unknown", ({ skipped, parsed }, known) => {
    if (reported) return;
    reported = true;
    const total = skipped + parsed;
    if (skipped > 0) session.fastPaths.ran(name, `${skipped} of the ${total} files Gatsby's query extraction reads not parsed again: an earlier run found no query in the same text`);
    else session.fastPaths.skipped(name, `not needed: ${known === 0 ? "no earlier run to reuse" : "every file an earlier run found empty has changed"}; ${total} files parsed, those without a query recorded for the next run`);
  });
  if (why) session.fastPaths.turnOff(name, why);
}

/**
 * The line of fast path gatsby-files-reuse: Gatsby's compile of the gatsby files ran before this
 * code was loaded, so this only reports what the preload did with it (./gatsby-internals/gatsby-files.ts).
 */
export function reportGatsbyFilesReuse(session: BuildSession): void {
  const name = "gatsby-files-reuse";
  if (isGatsbyWorkerProcess() || (session.command !== "build" && session.command !== "develop") || !session.fastPaths.on(name)) return;
  const outcome = gatsbyFilesOutcome();
  if (outcome === undefined) session.fastPaths.turnOff(name, `Gatsby was started without Node's --require ./${GATSBY_FILES_PRELOAD} (npm start and npm run build load it)`);
  else if (outcome.ran) session.fastPaths.ran(name, `Parcel not started: the ${outcome.files} files of the site the gatsby files are compiled from are unchanged (compared in ${outcome.checkMs} ms; the last compile took ${seconds(outcome.compileMs)})`);
  else if (outcome.unexpected) session.fastPaths.turnOff(name, outcome.why);
  else session.fastPaths.skipped(name, outcome.why);
}

/** Before sourcing: public/ marked unfinished (a build), the content errors an earlier run left, the search stylesheet and the font. */
export function prepareBuildFolders(session: BuildSession): void {
  const { siteDir, publicDir, cacheDir } = session;
  if (session.command === "build") {
    clearDocBodyMarks(docBodiesDir(siteDir));
    restoreEntryPage(publicDir, cacheDir);
    markBuildUnfinished(publicDir);
    // Whatever ends the process (a failed check, a thrown error), this runs last.
    process.once("exit", () => setAsideEntryPageIfUnfinished(publicDir, cacheDir));
  }
  // A file of the content folder being built that still exists, as content errors name it.
  const isCurrentContentFile = (shown: string) => {
    const file = path.resolve(process.cwd(), shown);
    return !path.relative(contentDir, file).startsWith("..") && fs.existsSync(file);
  };
  keepContentErrorsIn(path.join(cacheDir, "cairn-content-errors.json"), isCurrentContentFile);
  writeSearchStylesheet(siteDir, publicDir);
  // The web font is served from the site itself (no font service): copy it from its npm package.
  const font = path.join(publicDir, siteConfig.font.file);
  fs.mkdirSync(path.dirname(font), { recursive: true });
  fs.copyFileSync(path.join(siteDir, "node_modules", siteConfig.font.packageFile), font);
}
