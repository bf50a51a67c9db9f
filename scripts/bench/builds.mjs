// @ts-check
/**
 * The build part of `npm run bench`: cold and warm builds of the real site and of a generated
 * corpus, and with `peer: "docusaurus"` the same corpus built by Docusaurus 3 in the same run,
 * alternating with ours, with our times as a ratio of theirs.
 *
 * Everything is built in one temporary work folder outside the repository; the result names the
 * build folders and one doc page in each so page weights can be measured from them afterwards
 * (removeBenchWork deletes the folder when that is done).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateCorpus } from "./corpus.mjs";
import { buildGatsby, makeGatsbySite, projectRoot, warmRebuildGatsby } from "./gatsby-site.mjs";
import { buildDocusaurus, prepareDocusaurus, warmRebuildDocusaurus } from "./docusaurus.mjs";
import { outputTail } from "./measure.mjs";

/** The goals of issue 8 for the corpus builds. */
export const GOALS = { coldRatio: 1, warmRatio: 1, peakMB: 3 * 1024 };

/** The real doc edited for the real site's warm rebuild (any doc would do; this one is stable). */
const REAL_EDIT_DOC = "intro/tool-fundamentals/terraform";

/**
 * @typedef {object} BuildFigure one build
 * @property {number} seconds
 * @property {number} peakMB
 */

/**
 * @typedef {object} BuildSummary every run of one kind of build, and their medians
 * @property {BuildFigure[]} runs
 * @property {number} seconds median
 * @property {number} peakMB median of the runs' peaks
 * @property {number} maxPeakMB highest peak of any run
 */

/**
 * The median of a list of numbers (the mean of the middle two for an even count).
 * @param {readonly number[]} values
 */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * @param {readonly BuildFigure[]} runs
 * @returns {BuildSummary}
 */
export function summarise(runs) {
  return {
    runs: [...runs],
    seconds: round1(median(runs.map((r) => r.seconds))),
    peakMB: Math.round(median(runs.map((r) => r.peakMB))),
    maxPeakMB: Math.max(0, ...runs.map((r) => r.peakMB)),
  };
}

/**
 * Ours divided by theirs, to two decimals; null when either is missing.
 * @param {number | undefined} ours
 * @param {number | undefined} theirs
 */
export function ratio(ours, theirs) {
  if (!ours || !theirs || !Number.isFinite(ours) || !Number.isFinite(theirs)) return null;
  return Math.round((ours / theirs) * 100) / 100;
}

/** @param {number} n */
const round1 = (n) => Math.round(n * 10) / 10;

/**
 * Throws with the output's tail unless a build succeeded.
 * @param {import("./measure.mjs").Measured} result
 * @param {string} what
 * @returns {BuildFigure}
 */
function figureOf(result, what) {
  if (result.status !== 0) {
    const why = result.timedOut ? "timed out" : `exited with ${result.status ?? result.signal}`;
    throw new Error(`${what} ${why} after ${result.seconds} s:\n${outputTail(result.output)}`);
  }
  return { seconds: result.seconds, peakMB: result.peakMB };
}

/**
 * Every .mdx file under a folder.
 * @param {string} dir
 * @returns {string[]}
 */
function listMdx(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMdx(full);
    return entry.name.endsWith(".mdx") ? [full] : [];
  });
}

/**
 * The doc of the real content edited for the warm rebuild, and its URL path.
 * @param {string} contentDir
 */
function realEditTarget(contentDir) {
  const docsDir = path.join(contentDir, "docs");
  const preferred = path.join(docsDir, `${REAL_EDIT_DOC}.mdx`);
  const file = fs.existsSync(preferred)
    ? preferred
    : listMdx(docsDir).sort().find((f) => !path.basename(f).startsWith("index.") && !/^slug:/m.test(fs.readFileSync(f, "utf8")));
  if (!file) throw new Error(`no doc to edit under ${docsDir}`);
  const id = path.relative(docsDir, file).replace(/\.mdx$/, "").split(path.sep).join("/");
  return { file, docPath: `/${id}/` };
}

/**
 * The built HTML file of a page path in a build folder.
 * @param {string} buildDir
 * @param {string} docPath
 */
export function pageFile(buildDir, docPath) {
  return path.join(buildDir, ...docPath.split("/").filter(Boolean), "index.html");
}

/**
 * @typedef {object} BenchBuildsOptions
 * @property {number} [pages] generated corpus size (default 1,000)
 * @property {string | null} [peer] "docusaurus" to build the corpus with Docusaurus 3 too
 * @property {number} [runs] rounds of each build (medians are reported)
 * @property {(line: string) => void} [log] progress lines
 * @property {number} [seed] corpus seed
 * @property {string} [workDir] where to build (default: a new folder in the OS temp folder)
 * @property {boolean} [skipReal] leave out the real site's builds
 * @property {number} [timeoutMs] per build (default 60 minutes)
 */

/**
 * Runs every build and returns the figures as a plain object.
 * @param {BenchBuildsOptions} [options]
 */
export async function benchBuilds({ pages = 1000, peer = null, runs = 1, log = () => {}, seed = 1, workDir, skipReal = false, timeoutMs } = {}) {
  if (peer && peer !== "docusaurus") throw new Error(`unknown peer "${peer}" (only "docusaurus" is supported)`);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`runs must be a whole number of at least 1, got ${runs}`);
  const work = workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "cairn-bench-"));
  fs.mkdirSync(work, { recursive: true });
  const started = Date.now();
  /** @param {string} label @param {BuildFigure} figure */
  const report = (label, figure) => log(`${label}: ${figure.seconds} s, peak ${figure.peakMB} MB`);

  // 1. The real site: cold, then warm after a one-sentence edit (of a copy of content/).
  let real = null;
  if (!skipReal) {
    const contentDir = path.join(work, "real-content");
    fs.rmSync(contentDir, { recursive: true, force: true });
    fs.cpSync(path.join(projectRoot, "content"), contentDir, { recursive: true });
    const target = realEditTarget(contentDir);
    const site = makeGatsbySite(contentDir, { name: "real", parentDir: work });
    /** @type {BuildFigure[]} */ const cold = [];
    /** @type {BuildFigure[]} */ const warm = [];
    for (let round = 1; round <= runs; round += 1) {
      log(`real site: cold build ${round}/${runs}…`);
      cold.push(figureOf(await buildGatsby(site.siteDir, { cold: true, timeoutMs }), "real site cold build"));
      report("real site: cold", cold[cold.length - 1]);
      log(`real site: warm rebuild ${round}/${runs} after editing ${path.relative(contentDir, target.file)}…`);
      warm.push(figureOf(await warmRebuildGatsby(site.siteDir, { editFile: target.file, round, timeoutMs }), "real site warm rebuild"));
      report("real site: warm", warm[warm.length - 1]);
    }
    real = {
      docs: listMdx(path.join(contentDir, "docs")).length,
      contentDir,
      siteDir: site.siteDir,
      publicDir: site.publicDir,
      docPath: target.docPath,
      docFile: pageFile(site.publicDir, target.docPath),
      editFile: target.file,
      cold: summarise(cold),
      warm: summarise(warm),
    };
  }

  // 2. The generated corpus, and the peer on the same pages.
  log(`corpus: generating ${pages} pages…`);
  const corpus = generateCorpus({ pages, dir: path.join(work, "corpus"), seed });
  const site = makeGatsbySite(corpus.contentDir, { name: "corpus", parentDir: work });

  /** @type {null | { name: string, version?: string, installSeconds?: number | null, siteDir?: string, buildDir?: string, error?: string }} */
  let peerSite = null;
  if (peer === "docusaurus") {
    try {
      const prepared = await prepareDocusaurus({ corpusDir: corpus.dir, log });
      peerSite = { name: "docusaurus", version: prepared.version, installSeconds: prepared.installSeconds, siteDir: prepared.siteDir, buildDir: prepared.buildDir };
      log(`docusaurus ${prepared.version} ready in ${prepared.siteDir}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      peerSite = { name: "docusaurus", error: message };
      log(`docusaurus: not available: ${message.split("\n")[0]}`);
    }
  }

  /** @type {BuildFigure[]} */ const oursCold = [];
  /** @type {BuildFigure[]} */ const oursWarm = [];
  /** @type {BuildFigure[]} */ const theirsCold = [];
  /** @type {BuildFigure[]} */ const theirsWarm = [];
  /**
   * A peer build; a failure is recorded (once) and ends the peer's part, not the bench.
   * @param {() => Promise<import("./measure.mjs").Measured>} build
   * @param {string} what
   * @param {BuildFigure[]} into
   */
  const peerBuild = async (build, what, into) => {
    if (!peerSite?.siteDir || peerSite.error) return;
    log(`${what}…`);
    try {
      into.push(figureOf(await build(), what));
      report(what, into[into.length - 1]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      peerSite.error = message;
      log(`${what} failed: ${message.split("\n")[0]}`);
    }
  };

  for (let round = 1; round <= runs; round += 1) {
    // Alternating: ours, theirs, ours, theirs; cold builds first, then the warm rebuilds.
    log(`corpus: cold build ${round}/${runs} (ours)…`);
    oursCold.push(figureOf(await buildGatsby(site.siteDir, { cold: true, timeoutMs }), "corpus cold build"));
    report("corpus: cold (ours)", oursCold[oursCold.length - 1]);
    const peerDir = peerSite?.siteDir ?? "";
    await peerBuild(() => buildDocusaurus(peerDir, { cold: true, timeoutMs }), `corpus: cold build ${round}/${runs} (docusaurus)`, theirsCold);
    log(`corpus: warm rebuild ${round}/${runs} (ours)…`);
    oursWarm.push(figureOf(await warmRebuildGatsby(site.siteDir, { editFile: corpus.editFile, round, timeoutMs }), "corpus warm rebuild"));
    report("corpus: warm (ours)", oursWarm[oursWarm.length - 1]);
    await peerBuild(() => warmRebuildDocusaurus(peerDir, { editFile: corpus.peerEditFile, round, timeoutMs }), `corpus: warm rebuild ${round}/${runs} (docusaurus)`, theirsWarm);
  }

  const corpusResult = {
    pages,
    seed,
    contentDir: corpus.contentDir,
    siteDir: site.siteDir,
    publicDir: site.publicDir,
    docPath: corpus.docPath,
    docFile: pageFile(site.publicDir, corpus.docPath),
    editFile: corpus.editFile,
    cold: summarise(oursCold),
    warm: summarise(oursWarm),
  };
  const peerResult = peerSite
    ? {
        ...peerSite,
        docPath: corpus.docPath,
        docFile: peerSite.buildDir ? pageFile(peerSite.buildDir, corpus.docPath) : undefined,
        editFile: corpus.peerEditFile,
        cold: theirsCold.length ? summarise(theirsCold) : null,
        warm: theirsWarm.length ? summarise(theirsWarm) : null,
      }
    : null;
  const ratios = peerResult
    ? { cold: ratio(corpusResult.cold.seconds, peerResult.cold?.seconds), warm: ratio(corpusResult.warm.seconds, peerResult.warm?.seconds) }
    : null;
  const peakMB = Math.max(corpusResult.cold.maxPeakMB, corpusResult.warm.maxPeakMB);
  return {
    machine: { cpus: os.cpus().length, memoryMB: Math.round(os.totalmem() / 1024 / 1024), node: process.version, platform: `${os.platform()} ${os.arch()}` },
    runs,
    workDir: work,
    totalSeconds: round1((Date.now() - started) / 1000),
    real,
    corpus: corpusResult,
    peer: peerResult,
    ratios,
    goals: {
      coldRatio: { limit: GOALS.coldRatio, value: ratios?.cold ?? null, met: ratios?.cold == null ? null : ratios.cold <= GOALS.coldRatio },
      warmRatio: { limit: GOALS.warmRatio, value: ratios?.warm ?? null, met: ratios?.warm == null ? null : ratios.warm <= GOALS.warmRatio },
      peakMB: { limit: GOALS.peakMB, value: peakMB, met: peakMB <= GOALS.peakMB },
    },
  };
}

/**
 * Deletes a bench run's work folder (the linked node_modules, src and static are links: only the
 * links go).
 * @param {{ workDir: string }} result
 */
export function removeBenchWork(result) {
  if (!path.resolve(result.workDir).startsWith(path.resolve(os.tmpdir()))) {
    throw new Error(`refusing to remove ${result.workDir}: not in the OS temp folder`);
  }
  fs.rmSync(result.workDir, { recursive: true, force: true });
}
