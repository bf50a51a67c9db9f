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
import { buildGatsby, makeGatsbySite, projectRoot, SAFE_BUILD_ENV, warmRebuildGatsby } from "./gatsby-site.mjs";
import { buildDocusaurus, prepareDocusaurus, warmRebuildDocusaurus } from "./docusaurus.mjs";
import { outputTail } from "./measure.mjs";

/**
 * The build goals (bench/HISTORY.md, "Goals"): the corpus builds against Docusaurus at its fastest
 * (cold ≤ 0.7×, warm ≤ 0.5×), peak memory of the largest build process, and the real site's own
 * build times.
 */
export const GOALS = { coldRatio: 0.7, warmRatio: 0.5, peakMB: 3 * 1024, realColdSeconds: 35, realWarmSeconds: 8 };

/** The corpus size the ratio goals are stated on (1,500 pages), the bench's default size. */
export const CORPUS_PAGES = 1500;

/**
 * The goals at 10,000 pages (bench/HISTORY.md, "Goals"), checked when the corpus has at least that many:
 * cold build, warm rebuild after a one-doc edit, the largest build process and all of them
 * together, and a doc page's HTML and first-load scripts no bigger than at 1,000 pages (with 10%
 * for the page's own generated text, which differs between corpora).
 */
export const SCALE_GOALS = { pages: 10000, coldSeconds: 8 * 60, warmSeconds: 30, processMB: 3 * 1024, treeMB: 5 * 1024, pageGrowth: 1.1 };

/** The smaller corpora built beside a large one, so the curve per 1,000 pages is visible. */
export const SCALE_STEPS = [1000, 3000];

/**
 * The HTML pages of a build folder, by URL path (`/a/b/` for a/b/index.html, `/404.html`…).
 * @param {string} dir
 * @returns {string[]}
 */
export function htmlPages(dir) {
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {string} */ sub) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        // Gatsby's page-data and its other non-page folders hold no pages.
        if (!/^(page-data|static|~partytown|_gatsby)$/.test(rel)) walk(rel);
      } else if (entry.name.endsWith(".html")) found.push(`/${rel.replace(/(^|\/)index\.html$/, "$1")}`);
    }
  };
  walk("");
  return found.sort();
}

/**
 * The files of an output folder by kind: HTML pages, Gatsby's page data, each doc's Markdown
 * (`index.md`) and the embedded search index (its manifest and every file it names); a kind the
 * folder has none of counts 0 (Docusaurus writes no page data, Markdown or index of ours).
 * @param {string} dir
 */
export function outputCounts(dir) {
  const counts = { html: 0, pageData: 0, markdown: 0, search: 0, total: 0 };
  if (!fs.existsSync(dir)) return counts;
  const walk = (/** @type {string} */ sub, /** @type {boolean} */ inSearch) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      const search = inSearch || (!sub && /^search-index(\.json)?$/.test(entry.name));
      if (entry.isDirectory()) {
        walk(rel, search);
        continue;
      }
      counts.total += 1;
      if (search) counts.search += 1;
      else if (entry.name === "page-data.json") counts.pageData += 1;
      else if (entry.name === "index.md") counts.markdown += 1;
      else if (entry.name.endsWith(".html") && !rel.startsWith("page-data/")) counts.html += 1;
    }
  };
  walk("", false);
  return counts;
}

/**
 * How many HTML pages a build has, and how many of them are the pages both sites build besides
 * the docs (home, 404, tag index and tag pages, the search page), which may differ between them.
 * @param {string} dir
 */
export function countPages(dir) {
  const pages = htmlPages(dir);
  const extra = pages.filter((p) => p === "/" || /^\/(404(\.html)?|404\/|tags\/|search\/)/.test(p) || p === "/404.html");
  return { total: pages.length, extra: extra.length };
}

/**
 * Both sides must build the same pages: totals may differ by no more than the home, 404, tag and
 * search pages of the side that has more of them.
 * @param {{ total: number, extra: number }} ours
 * @param {{ total: number, extra: number }} theirs
 */
export function comparePages(ours, theirs) {
  const allowed = Math.max(ours.extra, theirs.extra);
  return { ours: ours.total, theirs: theirs.total, allowed, met: Math.abs(ours.total - theirs.total) <= allowed };
}

/** The real doc edited for the real site's warm rebuild (any doc would do; this one is stable). */
const REAL_EDIT_DOC = "intro/tool-fundamentals/terraform";

/**
 * @typedef {object} BuildFigure one build
 * @property {number} seconds
 * @property {number} peakMB all the build's processes together
 * @property {number} [peakProcessMB] its largest process
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
    maxPeakProcessMB: Math.max(0, ...runs.map((r) => r.peakProcessMB ?? 0)),
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
  return { seconds: result.seconds, peakMB: result.peakMB, peakProcessMB: result.peakProcessMB };
}

/**
 * What a reader of one page downloads that could grow with the site: its HTML, and the scripts it
 * names (bundles are files at the root of public/, named in the page's tags and its loader).
 * @param {string} publicDir
 * @param {string} pagePath
 */
export function pageFootprint(publicDir, pagePath) {
  const html = fs.readFileSync(pageFile(publicDir, pagePath), "utf8");
  const scripts = new Set([...html.matchAll(/\/([\w.-]+\.js)\b/g)].map((m) => m[1]).filter((name) => fs.existsSync(path.join(publicDir, name))));
  const jsBytes = [...scripts].reduce((sum, name) => sum + fs.statSync(path.join(publicDir, name)).size, 0);
  return { htmlBytes: Buffer.byteLength(html), jsBytes, scripts: scripts.size };
}

/**
 * Per 1,000 pages: a figure divided by the page count in thousands, to one decimal.
 * @param {number} value
 * @param {number} pages
 */
export const perThousand = (value, pages) => round1(value / (pages / 1000));

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
 * @property {boolean} [safe] also build the real site and the corpus with every speed-only fast path off
 *   (CAIRN_SAFE_BUILD=1), right after each fast build, so each path's saving shows beside it
 */

/**
 * Runs every build and returns the figures as a plain object.
 * @param {BenchBuildsOptions} [options]
 */
export async function benchBuilds({ pages = CORPUS_PAGES, peer = null, runs = 1, log = () => {}, seed = 1, workDir, skipReal = false, timeoutMs, safe = true } = {}) {
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
    /** @type {BuildFigure[]} */ const safeCold = [];
    /** @type {BuildFigure[]} */ const safeWarm = [];
    for (let round = 1; round <= runs; round += 1) {
      log(`real site: cold build ${round}/${runs}…`);
      cold.push(figureOf(await buildGatsby(site.siteDir, { cold: true, timeoutMs }), "real site cold build"));
      report("real site: cold", cold[cold.length - 1]);
      log(`real site: warm rebuild ${round}/${runs} after editing ${path.relative(contentDir, target.file)}…`);
      warm.push(figureOf(await warmRebuildGatsby(site.siteDir, { editFile: target.file, round, timeoutMs }), "real site warm rebuild"));
      report("real site: warm", warm[warm.length - 1]);
      if (safe) {
        safeCold.push(figureOf(await buildGatsby(site.siteDir, { cold: true, timeoutMs, env: SAFE_BUILD_ENV }), "real site safe cold build"));
        report("real site: cold, safe", safeCold[safeCold.length - 1]);
        safeWarm.push(figureOf(await warmRebuildGatsby(site.siteDir, { editFile: target.file, round: round + 100, timeoutMs, env: SAFE_BUILD_ENV }), "real site safe warm rebuild"));
        report("real site: warm, safe", safeWarm[safeWarm.length - 1]);
      }
    }
    real = {
      docs: listMdx(path.join(contentDir, "docs")).length,
      contentDir,
      siteDir: site.siteDir,
      publicDir: site.publicDir,
      docPath: target.docPath,
      docFile: pageFile(site.publicDir, target.docPath),
      editFile: target.file,
      files: outputCounts(site.publicDir),
      cold: summarise(cold),
      warm: summarise(warm),
      safe: safe ? { cold: summarise(safeCold), warm: summarise(safeWarm) } : null,
    };
  }

  // 2. The generated corpus, and the peer on the same pages.
  log(`corpus: generating ${pages} pages…`);
  const corpus = generateCorpus({ pages, dir: path.join(work, "corpus"), seed });
  const site = makeGatsbySite(corpus.contentDir, { name: "corpus", parentDir: work });

  /**
   * @typedef {{ name: string, variant: "classic" | "faster", version?: string, installSeconds?: number | null, siteDir?: string, buildDir?: string, editFile?: string, error?: string, cold: BuildFigure[], warm: BuildFigure[] }} PeerSite
   */
  /** @type {PeerSite[]} */
  const peerSites = [];
  if (peer === "docusaurus") {
    try {
      const prepared = await prepareDocusaurus({ corpusDir: corpus.dir, log });
      for (const variant of /** @type {const} */ (["classic", "faster"])) {
        const { siteDir, buildDir } = prepared[variant];
        const editFile = path.join(siteDir, path.relative(prepared.classic.siteDir, corpus.peerEditFile));
        peerSites.push({ name: "docusaurus", variant, version: prepared.version, installSeconds: prepared.installSeconds, siteDir, buildDir, editFile, cold: [], warm: [] });
      }
      log(`docusaurus ${prepared.version} ready in ${prepared.classic.siteDir} and ${prepared.faster.siteDir}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      peerSites.push({ name: "docusaurus", variant: "faster", error: message, cold: [], warm: [] });
      log(`docusaurus: not available: ${message.split("\n")[0]}`);
    }
  }

  /** @type {BuildFigure[]} */ const oursCold = [];
  /** @type {BuildFigure[]} */ const oursWarm = [];
  /** @type {BuildFigure[]} */ const safeCold = [];
  /** @type {BuildFigure[]} */ const safeWarm = [];
  /**
   * A peer build; a failure is recorded (once) and ends that configuration's part, not the bench.
   * @param {PeerSite} site
   * @param {"cold" | "warm"} kind
   * @param {number} round
   */
  const peerBuild = async (site, kind, round) => {
    if (!site.siteDir || !site.editFile || site.error) return;
    const what = `corpus: ${kind} build ${round}/${runs} (docusaurus ${site.variant})`;
    log(`${what}…`);
    try {
      const siteDir = site.siteDir;
      const result = kind === "cold" ? await buildDocusaurus(siteDir, { cold: true, timeoutMs }) : await warmRebuildDocusaurus(siteDir, { editFile: site.editFile, round, timeoutMs });
      site[kind].push(figureOf(result, what));
      report(what, site[kind][site[kind].length - 1]);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      site.error = message;
      log(`${what} failed: ${message.split("\n")[0]}`);
    }
  };

  for (let round = 1; round <= runs; round += 1) {
    // Alternating: ours, theirs (each configuration), ours, theirs; cold builds first, then the warm rebuilds.
    log(`corpus: cold build ${round}/${runs} (ours)…`);
    oursCold.push(figureOf(await buildGatsby(site.siteDir, { cold: true, timeoutMs }), "corpus cold build"));
    report("corpus: cold (ours)", oursCold[oursCold.length - 1]);
    for (const peerSite of peerSites) await peerBuild(peerSite, "cold", round);
    log(`corpus: warm rebuild ${round}/${runs} (ours)…`);
    oursWarm.push(figureOf(await warmRebuildGatsby(site.siteDir, { editFile: corpus.editFile, round, timeoutMs }), "corpus warm rebuild"));
    report("corpus: warm (ours)", oursWarm[oursWarm.length - 1]);
    for (const peerSite of peerSites) await peerBuild(peerSite, "warm", round);
    if (safe) {
      // The same builds with every speed-only fast path off: the paths' saving, in the same window.
      log(`corpus: cold and warm safe builds ${round}/${runs} (ours, CAIRN_SAFE_BUILD=1)…`);
      safeCold.push(figureOf(await buildGatsby(site.siteDir, { cold: true, timeoutMs, env: SAFE_BUILD_ENV }), "corpus safe cold build"));
      report("corpus: cold, safe (ours)", safeCold[safeCold.length - 1]);
      safeWarm.push(figureOf(await warmRebuildGatsby(site.siteDir, { editFile: corpus.editFile, round: round + 100, timeoutMs, env: SAFE_BUILD_ENV }), "corpus safe warm rebuild"));
      report("corpus: warm, safe (ours)", safeWarm[safeWarm.length - 1]);
    }
  }

  // 3. The curve: smaller corpora of the same generator, ours only, one cold build each.
  /** @type {{ pages: number, htmlPages: number, seconds: number, peakMB: number, peakProcessMB: number, secondsPer1000: number, mbPer1000: number, footprint: ReturnType<typeof pageFootprint>, files: ReturnType<typeof outputCounts> }[]} */
  const scale = [];
  if (pages >= SCALE_STEPS[SCALE_STEPS.length - 1]) {
    for (const size of SCALE_STEPS.filter((n) => n < pages)) {
      log(`scale: cold build of a ${size}-page corpus (ours)…`);
      const small = generateCorpus({ pages: size, dir: path.join(work, `scale-${size}`), seed });
      const smallSite = makeGatsbySite(small.contentDir, { name: `scale-${size}`, parentDir: work });
      const figure = figureOf(await buildGatsby(smallSite.siteDir, { cold: true, timeoutMs }), `scale ${size} cold build`);
      report(`scale: ${size} pages cold`, figure);
      scale.push({ ...scaleEntry(size, countPages(smallSite.publicDir).total, figure, pageFootprint(smallSite.publicDir, small.docPath)), files: outputCounts(smallSite.publicDir) });
      // The next, bigger build needs the disk more than this one's output.
      fs.rmSync(smallSite.siteDir, { recursive: true, force: true });
      fs.rmSync(small.dir, { recursive: true, force: true });
    }
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
    htmlPages: countPages(site.publicDir),
    files: outputCounts(site.publicDir),
    cold: summarise(oursCold),
    warm: summarise(oursWarm),
    safe: safe ? { cold: summarise(safeCold), warm: summarise(safeWarm) } : null,
  };
  /** @param {PeerSite} p */
  const peerResultOf = (p) => ({
    name: p.name,
    variant: p.variant,
    version: p.version,
    installSeconds: p.installSeconds,
    error: p.error,
    siteDir: p.siteDir,
    buildDir: p.buildDir,
    docPath: corpus.docPath,
    docFile: p.buildDir ? pageFile(p.buildDir, corpus.docPath) : undefined,
    editFile: p.editFile,
    htmlPages: p.buildDir && fs.existsSync(p.buildDir) ? countPages(p.buildDir) : undefined,
    files: p.buildDir ? outputCounts(p.buildDir) : undefined,
    cold: p.cold.length ? summarise(p.cold) : null,
    warm: p.warm.length ? summarise(p.warm) : null,
  });
  // Ratios are taken against Docusaurus at its fastest; the classic build is shown beside it.
  const fasterSite = peerSites.find((p) => p.variant === "faster");
  const classicSite = peerSites.find((p) => p.variant === "classic");
  const peerResult = fasterSite ? peerResultOf(fasterSite) : null;
  const peerClassic = classicSite ? peerResultOf(classicSite) : null;
  const ratios = peerResult
    ? { cold: ratio(corpusResult.cold.seconds, peerResult.cold?.seconds), warm: ratio(corpusResult.warm.seconds, peerResult.warm?.seconds) }
    : null;
  const samePages = peerResult?.htmlPages ? comparePages(corpusResult.htmlPages, peerResult.htmlPages) : null;
  if (scale.length > 0) {
    const coldFigure = { seconds: corpusResult.cold.seconds, peakMB: corpusResult.cold.maxPeakMB, peakProcessMB: corpusResult.cold.maxPeakProcessMB };
    scale.push({ ...scaleEntry(pages, corpusResult.htmlPages.total, coldFigure, pageFootprint(site.publicDir, corpus.docPath)), files: corpusResult.files });
  }
  const atScale = pages >= SCALE_GOALS.pages && scale.length > 1 ? scaleGoals(scale, corpusResult) : null;
  const peakMB = Math.max(corpusResult.cold.maxPeakMB, corpusResult.warm.maxPeakMB);
  return {
    machine: { cpus: os.cpus().length, memoryMB: Math.round(os.totalmem() / 1024 / 1024), node: process.version, platform: `${os.platform()} ${os.arch()}` },
    runs,
    workDir: work,
    totalSeconds: round1((Date.now() - started) / 1000),
    real,
    corpus: corpusResult,
    peer: peerResult,
    peerClassic,
    ratios,
    samePages,
    goals: {
      realCold: { limit: GOALS.realColdSeconds, value: real?.cold.seconds ?? null, met: real ? real.cold.seconds <= GOALS.realColdSeconds : null },
      realWarm: { limit: GOALS.realWarmSeconds, value: real?.warm.seconds ?? null, met: real ? real.warm.seconds <= GOALS.realWarmSeconds : null },
      samePages: { value: samePages ? `${samePages.ours} / ${samePages.theirs}` : null, limit: samePages ? `differ by ≤ ${samePages.allowed}` : "", met: samePages ? samePages.met : null },
      coldRatio: { limit: GOALS.coldRatio, value: ratios?.cold ?? null, met: ratios?.cold == null ? null : ratios.cold <= GOALS.coldRatio },
      warmRatio: { limit: GOALS.warmRatio, value: ratios?.warm ?? null, met: ratios?.warm == null ? null : ratios.warm <= GOALS.warmRatio },
      peakMB: { limit: GOALS.peakMB, value: peakMB, met: peakMB <= GOALS.peakMB },
      ...(atScale ?? {}),
    },
    scale,
  };
}

/**
 * One point of the curve.
 * @param {number} pages generated pages
 * @param {number} htmlPages pages built
 * @param {BuildFigure} figure its cold build
 * @param {ReturnType<typeof pageFootprint>} footprint its doc page
 */
function scaleEntry(pages, htmlPages, figure, footprint) {
  const peakProcessMB = figure.peakProcessMB ?? 0;
  return { pages, htmlPages, seconds: figure.seconds, peakMB: figure.peakMB, peakProcessMB, secondsPer1000: perThousand(figure.seconds, pages), mbPer1000: perThousand(figure.peakMB, pages), footprint };
}

/**
 * The goals at 10,000 pages, from the curve (its last point is the corpus itself) and the
 * corpus's builds.
 * @param {ReturnType<typeof scaleEntry>[]} scale
 * @param {{ cold: BuildSummary, warm: BuildSummary }} corpus
 */
export function scaleGoals(scale, corpus) {
  const first = scale[0];
  const last = scale[scale.length - 1];
  const processMB = Math.max(corpus.cold.maxPeakProcessMB ?? 0, corpus.warm.maxPeakProcessMB ?? 0);
  const treeMB = Math.max(corpus.cold.maxPeakMB, corpus.warm.maxPeakMB);
  const growth = (/** @type {"htmlBytes" | "jsBytes"} */ key) => Math.round((last.footprint[key] / first.footprint[key]) * 100) / 100;
  const html = growth("htmlBytes");
  const js = growth("jsBytes");
  const g = SCALE_GOALS;
  return {
    scaleCold: { limit: g.coldSeconds, value: corpus.cold.seconds, met: corpus.cold.seconds <= g.coldSeconds },
    scaleWarm: { limit: g.warmSeconds, value: corpus.warm.seconds, met: corpus.warm.seconds <= g.warmSeconds },
    scaleProcessMB: { limit: g.processMB, value: processMB, met: processMB > 0 && processMB <= g.processMB },
    scaleTreeMB: { limit: g.treeMB, value: treeMB, met: treeMB <= g.treeMB },
    scalePageHtml: { limit: g.pageGrowth, value: html, met: html <= g.pageGrowth, from: first.pages, to: last.pages },
    scalePageJs: { limit: g.pageGrowth, value: js, met: js <= g.pageGrowth, from: first.pages, to: last.pages },
  };
}

/**
 * Deletes a bench run's work folder (node_modules and static are links: only the links go; src is
 * the site folder's own copy).
 * @param {{ workDir: string }} result
 */
export function removeBenchWork(result) {
  if (!path.resolve(result.workDir).startsWith(path.resolve(os.tmpdir()))) {
    throw new Error(`refusing to remove ${result.workDir}: not in the OS temp folder`);
  }
  fs.rmSync(result.workDir, { recursive: true, force: true });
}

/** Gatsby's page queries in four worker processes, as on a machine with more cores (docs/decisions/query-workers.md). */
const FOUR_QUERY_WORKERS = { GATSBY_CPU_COUNT: "4" };

/**
 * Builds of the real site with Gatsby's queries in four worker processes, in one folder, after a
 * one-process build there (the order in which a build once failed in Gatsby's datastore with
 * `MDB_PROBLEM … mdb_page_touch no parent`): `count` in a row, alternately rebuilding after an
 * edit and from an empty cache, each recorded with its time and, when it failed, the first line of
 * what it reported. A failure does not stop the rest.
 * @param {{ count: number, log?: (line: string) => void, workDir?: string, timeoutMs?: number }} options
 */
export async function benchWorkerBuilds({ count, log = () => {}, workDir, timeoutMs }) {
  const work = workDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "cairn-bench-workers-"));
  const contentDir = path.join(work, "workers-content");
  fs.rmSync(contentDir, { recursive: true, force: true });
  fs.cpSync(path.join(projectRoot, "content"), contentDir, { recursive: true });
  const target = realEditTarget(contentDir);
  const site = makeGatsbySite(contentDir, { name: "workers", parentDir: work });
  log("query workers: a one-process cold build first…");
  figureOf(await buildGatsby(site.siteDir, { cold: true, timeoutMs, env: { GATSBY_CPU_COUNT: "1" } }), "one-process build before the worker builds");
  /** @type {{ round: number, kind: "warm" | "cold", seconds: number, ok: boolean, error?: string }[]} */
  const builds = [];
  for (let round = 1; round <= count; round += 1) {
    const kind = round % 2 === 1 ? "warm" : "cold";
    log(`query workers: build ${round}/${count} (${kind}, GATSBY_CPU_COUNT=4)…`);
    const result =
      kind === "warm"
        ? await warmRebuildGatsby(site.siteDir, { editFile: target.file, round: round + 200, timeoutMs, env: FOUR_QUERY_WORKERS })
        : await buildGatsby(site.siteDir, { cold: true, timeoutMs, env: FOUR_QUERY_WORKERS });
    const ok = result.status === 0;
    const error = ok ? undefined : (/MDB_\w+[^\n]*|ERROR[^\n]*/.exec(result.output)?.[0] ?? `exited with ${result.status ?? result.signal}`);
    builds.push({ round, kind, seconds: result.seconds, ok, ...(error ? { error } : {}) });
    log(`query workers: build ${round}/${count}: ${ok ? "passed" : `FAILED (${error})`} in ${result.seconds} s`);
  }
  fs.rmSync(site.siteDir, { recursive: true, force: true });
  const seconds = builds.map((b) => b.seconds);
  return { count, passed: builds.filter((b) => b.ok).length, totalSeconds: round1(seconds.reduce((a, b) => a + b, 0)), medianSeconds: round1(median(seconds)), builds };
}
