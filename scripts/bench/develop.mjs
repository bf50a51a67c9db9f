/* global document -- the edit check runs in the page, through page.waitForFunction */
// @ts-check
/**
 * The writer's loop: `npm start` (`gatsby develop`) on a copy of the real site, and on the
 * generated corpus beside `docusaurus start` with Docusaurus at its fastest (`future: { v4: true,
 * faster: true }`), each in a temporary folder.
 *
 * - cold: from starting the dev server with no caches (ours: `.cache/` and `public/` set aside;
 *   theirs: `.docusaurus/` and `node_modules/.cache`) until the doc is served: ours when its page
 *   data (which holds the doc) is served, theirs when its page is served and its compile reported;
 * - warm: the same, started again on what the cold run left, after it had run as a writer's session
 *   does (its edits made, its caches stored: ours once it has written its outputs, then both idle);
 * - edits: with the doc open in Chromium, from saving a sentence into its MDX file to the sentence
 *   showing in the open tab (no reload); ten edits in turn, the median and the worst reported.
 *
 * On the corpus the two servers alternate (ours cold, theirs cold, ours warm, theirs warm) for
 * `runs` rounds (at least two), medians reported, ours over theirs as the ratios.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { generateCorpus } from "./corpus.mjs";
import { gatsbyArgs, makeGatsbySite, projectRoot } from "./gatsby-site.mjs";
import { prepareDocusaurus, startDocusaurus } from "./docusaurus.mjs";
import { setAside } from "./set-aside.mjs";
import { freePort, startServer, terminalEnv } from "./dev-server.mjs";
import { median, outputCounts, ratio } from "./builds.mjs";

const require = createRequire(import.meta.url);
const { chromium } = require("playwright-core");

/** The real doc opened and edited (any doc would do; this one is stable). */
const REAL_DOC = { path: "/intro/tool-fundamentals/terraform/", file: "docs/intro/tool-fundamentals/terraform.mdx" };

/** The goals of `npm start` (bench/HISTORY.md, "Goals"). */
export const DEVELOP_GOALS = {
  realColdSeconds: 15,
  realWarmSeconds: 6,
  edits: 10,
  editMedianMs: 500,
  editWorstMs: 1000,
  /** Ours over `docusaurus start` (faster), by corpus size: the largest size the corpus reaches applies. */
  ratios: [
    { pages: 10000, cold: 0.7, warm: 0.5 },
    { pages: 1500, cold: 0.8, warm: 0.8 },
  ],
  /** Peak memory of all of npm start's processes, at 10,000 pages. */
  peakMB: { pages: 10000, limit: 2048 },
};

/** Rounds of the corpus comparison, at least two. */
export const DEVELOP_RUNS = 2;

/** The ratio goals for a corpus of `pages` pages, or undefined below the smallest size they are stated on. */
export const ratioGoalsFor = (/** @type {number} */ pages) => DEVELOP_GOALS.ratios.find((goal) => pages >= goal.pages);

/** Time to let a cold server idle before it is stopped, so its caches are stored as in a writer's session. */
const SETTLE_MS = 10_000;

/**
 * Starts our dev server in a bench site folder (scripts/bench/gatsby-site.mjs) and waits until the
 * doc's page data is served.
 * @param {{ siteDir: string, contentDir: string }} site
 * @param {string} docPath
 */
async function startOurs(site, docPath) {
  const port = await freePort();
  return startServer({
    command: process.execPath,
    args: gatsbyArgs(site.siteDir, ["develop", "--host", "127.0.0.1", "--port", String(port)]),
    cwd: site.siteDir,
    env: terminalEnv({ NODE_ENV: "development", BABEL_ENV: "", CAIRN_CONTENT_DIR: site.contentDir }),
    port,
    url: `http://127.0.0.1:${port}/page-data${docPath}page-data.json`,
  });
}

/** Until our server has written its search index (every body compiled), then idle: its caches are stored. */
async function settleOurs(/** @type {import("./dev-server.mjs").RunningServer} */ server) {
  await server.waitForOutput(/fast path develop-outputs-when-changed: (ran|off)|search index and module data/, 20 * 60_000);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
}

/**
 * Milliseconds from saving an edit of the open doc to its text in the tab, for `count` edits in
 * turn (each after the previous one's update has settled).
 * @param {number} port
 * @param {string} docPath
 * @param {string} file the doc's MDX file
 * @param {number} count
 */
async function editToScreen(port, docPath, file, count) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}${docPath}`, { waitUntil: "networkidle", timeout: 300_000 });
    await page.locator("h1").first().waitFor({ timeout: 300_000 });
    const each = [];
    for (let i = 0; i < count; i += 1) {
      const marker = `Edited for the bench at ${Date.now()} (${i + 1}).`;
      const started = performance.now();
      fs.appendFileSync(file, `\n${marker}\n`);
      await page.waitForFunction((text) => document.body.innerText.includes(text), marker, { timeout: 60_000, polling: 10 });
      each.push(Math.round(performance.now() - started));
      await page.waitForTimeout(3000);
    }
    const sorted = [...each].sort((a, b) => a - b);
    return { each, medianMs: Math.round(median(each)), worstMs: sorted[sorted.length - 1] };
  } finally {
    await browser.close();
  }
}

/** @param {{ seconds: number, peakMB: number }[]} runs */
const summary = (runs) => ({ runs, seconds: Math.round(median(runs.map((r) => r.seconds)) * 10) / 10, peakMB: Math.max(0, ...runs.map((r) => r.peakMB)) });

/**
 * One cold start (caches set aside first) with the edits while it runs when `edits` is given, then
 * the session settled and stopped; or one warm start, stopped once served.
 * @param {{ siteDir: string, contentDir: string }} site
 * @param {{ docPath: string, kind: "cold" | "warm", edits?: { file: string, count: number } }} what
 */
async function runOurs(site, { docPath, kind, edits }) {
  if (kind === "cold") setAside(site.siteDir, [".cache", "public"]);
  const server = await startOurs(site, docPath);
  try {
    const measured = edits ? await editToScreen(server.port, docPath, edits.file, edits.count) : undefined;
    if (kind === "cold") await settleOurs(server);
    return { seconds: server.seconds, peakMB: server.peakMB(), edits: measured, files: kind === "cold" ? outputCounts(path.join(site.siteDir, "public")) : undefined };
  } finally {
    await server.stop();
  }
}

/**
 * The real site: cold with its edits, then warm, `runs` times.
 * @param {{ work: string, runs: number, log: (line: string) => void }} options
 */
async function benchRealSite({ work, runs, log }) {
  const contentDir = path.join(work, "real-content");
  fs.cpSync(path.join(projectRoot, "content"), contentDir, { recursive: true });
  const site = makeGatsbySite(contentDir, { name: "develop-real", parentDir: work });
  const cold = [];
  const warm = [];
  let edits;
  for (let round = 1; round <= runs; round += 1) {
    log(`develop: real site, cold start ${round}/${runs}${round === 1 ? `, then ${DEVELOP_GOALS.edits} edits in an open tab` : ""}…`);
    const first = await runOurs(site, { docPath: REAL_DOC.path, kind: "cold", edits: round === 1 ? { file: path.join(contentDir, REAL_DOC.file), count: DEVELOP_GOALS.edits } : undefined });
    cold.push(first);
    edits ??= first.edits;
    log(`develop: real site cold ${first.seconds} s${first.edits ? `; edits median ${first.edits.medianMs} ms, worst ${first.edits.worstMs} ms` : ""}; warm start ${round}/${runs}…`);
    warm.push(await runOurs(site, { docPath: REAL_DOC.path, kind: "warm" }));
    log(`develop: real site warm ${warm[warm.length - 1].seconds} s`);
  }
  return { cold: summary(cold), warm: summary(warm), edits, files: cold[0].files };
}

/**
 * The corpus, ours and Docusaurus's, alternated.
 * @param {{ work: string, pages: number, runs: number, peer: boolean, log: (line: string) => void }} options
 */
async function benchCorpus({ work, pages, runs, peer, log }) {
  log(`develop: generating a ${pages}-page corpus…`);
  const corpus = generateCorpus({ pages, dir: path.join(work, `corpus-${pages}`), seed: 1 });
  const site = makeGatsbySite(corpus.contentDir, { name: `develop-${pages}`, parentDir: work });
  /** @type {{ siteDir: string, version: string } | undefined} */
  let theirSite;
  /** @type {string | undefined} */
  let peerError;
  if (peer) {
    try {
      const prepared = await prepareDocusaurus({ corpusDir: corpus.dir, log });
      theirSite = { siteDir: prepared.faster.siteDir, version: prepared.version };
    } catch (error) {
      peerError = error instanceof Error ? error.message : String(error);
      log(`develop: docusaurus not available: ${peerError.split("\n")[0]}`);
    }
  }
  /** @typedef {Awaited<ReturnType<typeof runOurs>>} OurRun */
  /** @typedef {{ seconds: number, peakMB: number }} TheirRun */
  const ours = { cold: /** @type {OurRun[]} */ ([]), warm: /** @type {OurRun[]} */ ([]) };
  const theirs = { cold: /** @type {TheirRun[]} */ ([]), warm: /** @type {TheirRun[]} */ ([]) };
  /** @param {"cold" | "warm"} kind @param {number} round */
  const theirRun = async (kind, round) => {
    if (!theirSite || peerError) return;
    log(`develop: corpus ${kind} start ${round}/${runs} (docusaurus start, faster)…`);
    try {
      const run = await startDocusaurus(theirSite.siteDir, corpus.docPath, { cold: kind === "cold", settleMs: kind === "cold" ? SETTLE_MS : 0 });
      theirs[kind].push(run);
      log(`develop: corpus ${kind} (docusaurus) ${run.seconds} s, peak ${run.peakMB} MB`);
    } catch (error) {
      peerError = error instanceof Error ? error.message : String(error);
      log(`develop: docusaurus start failed: ${peerError.split("\n")[0]}`);
    }
  };
  let edits;
  let files;
  for (let round = 1; round <= runs; round += 1) {
    log(`develop: corpus cold start ${round}/${runs} (ours)${round === 1 ? `, then ${DEVELOP_GOALS.edits} edits in an open tab` : ""}…`);
    const cold = await runOurs(site, { docPath: corpus.docPath, kind: "cold", edits: round === 1 ? { file: corpus.editFile, count: DEVELOP_GOALS.edits } : undefined });
    ours.cold.push(cold);
    edits ??= cold.edits;
    files ??= cold.files;
    log(`develop: corpus cold (ours) ${cold.seconds} s, peak ${cold.peakMB} MB${cold.edits ? `; edits median ${cold.edits.medianMs} ms, worst ${cold.edits.worstMs} ms` : ""}`);
    await theirRun("cold", round);
    log(`develop: corpus warm start ${round}/${runs} (ours)…`);
    const warm = await runOurs(site, { docPath: corpus.docPath, kind: "warm" });
    ours.warm.push(warm);
    log(`develop: corpus warm (ours) ${warm.seconds} s, peak ${warm.peakMB} MB`);
    await theirRun("warm", round);
  }
  const oursSummary = { cold: summary(ours.cold), warm: summary(ours.warm), edits, files };
  const theirSummary = theirs.cold.length > 0 && theirs.warm.length > 0 ? { cold: summary(theirs.cold), warm: summary(theirs.warm), version: theirSite?.version } : undefined;
  const ratios = theirSummary ? { cold: ratio(oursSummary.cold.seconds, theirSummary.cold.seconds), warm: ratio(oursSummary.warm.seconds, theirSummary.warm.seconds) } : undefined;
  return { pages, docPath: corpus.docPath, ours: oursSummary, theirs: theirSummary, peerError, ratios };
}

/**
 * Every develop figure: the real site (unless `real` is false) and the corpus of `pages` pages
 * beside Docusaurus (unless `peer` is false).
 * @param {{ pages?: number, runs?: number, real?: boolean, peer?: boolean, log?: (line: string) => void }} [options]
 */
export async function benchDevelop({ pages = 1500, runs = DEVELOP_RUNS, real = true, peer = true, log = () => {} } = {}) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-develop-bench-"));
  const rounds = Math.max(DEVELOP_RUNS, runs);
  try {
    return {
      runs: rounds,
      real: real ? await benchRealSite({ work, runs: rounds, log }) : undefined,
      corpus: await benchCorpus({ work, pages, runs: rounds, peer, log }),
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Every goal of the develop part, with its figure and target.
 * @param {Awaited<ReturnType<typeof benchDevelop>>} d
 * @param {(name: string, value: unknown, limit: string, met: boolean, unit?: string) => void} add
 */
export function developGoals(d, add) {
  const g = DEVELOP_GOALS;
  /** @param {string} where @param {{ each: number[], medianMs: number, worstMs: number } | undefined} edits */
  const editGoals = (where, edits) => {
    if (!edits) return;
    add(`npm start, ${where}: MDX edit visible in an open tab, median of ${edits.each.length} (${edits.each.join(" / ")} ms)`, edits.medianMs, `≤ ${g.editMedianMs}`, edits.medianMs <= g.editMedianMs, " ms");
    add(`npm start, ${where}: MDX edit visible in an open tab, worst of ${edits.each.length}`, edits.worstMs, `≤ ${g.editWorstMs}`, edits.worstMs <= g.editWorstMs, " ms");
  };
  if (d.real) {
    add(`npm start, real site, empty cache, until a doc is served (median of ${d.runs})`, d.real.cold.seconds, `≤ ${g.realColdSeconds}`, d.real.cold.seconds <= g.realColdSeconds, " s");
    add(`npm start, real site, warm cache (median of ${d.runs})`, d.real.warm.seconds, `≤ ${g.realWarmSeconds}`, d.real.warm.seconds <= g.realWarmSeconds, " s");
    editGoals("real site", d.real.edits);
  }
  const c = d.corpus;
  if (c.pages < 10000) editGoals(`${c.pages} pages`, c.ours.edits);
  const goal = ratioGoalsFor(c.pages);
  if (goal) {
    if (!c.ratios) add(`docusaurus start (faster) measured beside npm start, ${c.pages} pages`, c.peerError ? "failed" : "not run", "measured", false);
    else {
      add(`npm start / docusaurus start (faster), ${c.pages} pages, cold (${c.ours.cold.seconds} / ${c.theirs?.cold.seconds} s)`, c.ratios.cold, `≤ ${goal.cold}`, c.ratios.cold !== null && c.ratios.cold <= goal.cold);
      add(`npm start / docusaurus start (faster), ${c.pages} pages, warm (${c.ours.warm.seconds} / ${c.theirs?.warm.seconds} s)`, c.ratios.warm, `≤ ${goal.warm}`, c.ratios.warm !== null && c.ratios.warm <= goal.warm);
    }
  }
  if (c.pages >= g.peakMB.pages) {
    const peak = Math.max(c.ours.cold.peakMB, c.ours.warm.peakMB);
    add(`npm start, ${c.pages} pages: peak memory of all its processes`, peak, `≤ ${g.peakMB.limit}`, peak <= g.peakMB.limit, " MB");
  }
}

/**
 * The develop part of the bench's printed report.
 * @param {Awaited<ReturnType<typeof benchDevelop>>} d
 * @param {(rows: unknown[][]) => string} pad
 */
export function developTable(d, pad) {
  /** @type {unknown[][]} */
  const rows = [["npm start (medians; seconds until the doc is served)", "ours cold", "ours warm", "peak MB", "docusaurus cold", "docusaurus warm", "peak MB", "ratio cold", "ratio warm"]];
  if (d.real) rows.push(["real site", d.real.cold.seconds, d.real.warm.seconds, d.real.cold.peakMB, "", "", "", "", ""]);
  const c = d.corpus;
  rows.push([`corpus, ${c.pages} generated pages`, c.ours.cold.seconds, c.ours.warm.seconds, Math.max(c.ours.cold.peakMB, c.ours.warm.peakMB), c.theirs?.cold.seconds ?? "", c.theirs?.warm.seconds ?? "", c.theirs ? Math.max(c.theirs.cold.peakMB, c.theirs.warm.peakMB) : "", c.ratios?.cold ?? "", c.ratios?.warm ?? ""]);
  const lines = [pad(rows)];
  if (c.theirs) lines.push(`Docusaurus ${c.theirs.version}, future: { v4: true, faster: true }; ${d.runs} rounds, alternated (ours cold, theirs cold, ours warm, theirs warm); no CI variable on either side.`);
  if (c.peerError) lines.push(`docusaurus start: not measured (${c.peerError.split("\n")[0]})`);
  for (const [where, edits] of [["real site", d.real?.edits], [`${c.pages} pages`, c.ours.edits]]) {
    if (edits && typeof edits === "object") lines.push(`MDX edit to screen, ${where}: median ${edits.medianMs} ms, worst ${edits.worstMs} ms (${edits.each.join(", ")})`);
  }
  for (const [where, files] of [["real site", d.real?.files], [`${c.pages} pages`, c.ours.files]]) {
    if (files && typeof files === "object") lines.push(`files npm start wrote into public/, ${where}: ${files.html} HTML, ${files.pageData} page data, ${files.markdown} Markdown, ${files.search} search index`);
  }
  return lines.join("\n");
}
