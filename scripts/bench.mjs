#!/usr/bin/env node
/**
 * `npm run bench`: the performance and search figures against their goals (bench/HISTORY.md), as a
 * table and as JSON in bench/results.json.
 *
 *   npm run bench                          real site + a generated 1,500-page corpus
 *   npm run bench -- --peer docusaurus     the same corpus built by Docusaurus 3 too, alternating
 *   options: --pages N (corpus size, default 1500: the ratio goals' corpus) · --runs N (rounds; medians reported) ·
 *            --search-pages N (search corpus, default 10000) · --no-lighthouse · --lighthouse-runs N (default 3) · --no-develop · --no-builds
 *            (page weights, search and Lighthouse on the current public/ only) · --no-safe (no safe builds beside ours) ·
 *            --worker-builds N (N builds of the real site with Gatsby's queries in four worker processes, in a row) ·
 *            --only develop (npm start against docusaurus start alone, on the real site and a --pages corpus) ·
 *            --only builds (the builds alone, into bench/results-builds.json) · --out FILE
 *
 * Everything is built in a temporary folder outside the repository (removed at the end); nothing
 * here reaches the network except `npm install` of the peer, into its own cached folder.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { benchBuilds, benchWorkerBuilds, CORPUS_PAGES, removeBenchWork } from "./bench/builds.mjs";
import { benchSearch, searchGoals, searchTable } from "./bench/search-suite.mjs";
import { benchDevelop, developGoals, developTable } from "./bench/develop.mjs";
import { benchMcp, mcpGoals, mcpTable } from "./bench/mcp.mjs";
import { LIGHTHOUSE_GOALS, runLighthouseMedians } from "./bench/lighthouse.mjs";
import { serveStatic } from "./static-server.mjs";

const require = createRequire(import.meta.url);
require("./bench/ts-require.cjs");
const { weighPage } = require("./bench/weigh-page.ts");
const { kb } = require("./bench/page-weight.ts");
const { curveChartSvg } = require("./bench/curve-chart.ts");
const { chromium } = require("playwright-core");

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.env.GATSBY_TELEMETRY_DISABLED = "1";

/** Pages weighed and audited on the real site: a typical doc, the home page, a reference page. */
const PAGES = { doc: "/intro/tool-fundamentals/terraform/", home: "/", reference: "/reference/services/networking/vpc/" };
const JS_RATIO_GOAL = 0.5;

function parseArgs(argv) {
  const options = { pages: CORPUS_PAGES, runs: 1, searchPages: 10000, peer: null, lighthouse: true, lighthouseRuns: 3, builds: true, develop: true, safe: true, workerBuilds: 0, only: null, out: path.join(root, "bench", "results.json") };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[(i += 1)];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    const count = (name) => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of at least 1`);
      return n;
    };
    if (arg === "--pages") options.pages = count("--pages");
    else if (arg === "--runs") options.runs = count("--runs");
    else if (arg === "--search-pages") options.searchPages = count("--search-pages");
    else if (arg === "--peer") options.peer = value();
    else if (arg === "--no-lighthouse") options.lighthouse = false;
    else if (arg === "--lighthouse-runs") options.lighthouseRuns = count("--lighthouse-runs");
    else if (arg === "--no-builds") options.builds = false;
    else if (arg === "--no-develop") options.develop = false;
    else if (arg === "--no-safe") options.safe = false;
    else if (arg === "--worker-builds") options.workerBuilds = count("--worker-builds");
    else if (arg === "--out") options.out = path.resolve(value());
    else if (arg === "--only") options.only = value();
    else throw new Error(`unknown option ${arg} (see the header of scripts/bench.mjs)`);
  }
  if (options.peer && options.peer !== "docusaurus") throw new Error(`unknown peer "${options.peer}" (only "docusaurus")`);
  if (options.only !== null && options.only !== "develop" && options.only !== "builds") throw new Error(`--only takes "develop" or "builds", not "${options.only}"`);
  // A develop-only run keeps its figures apart from the full run's.
  if (options.only === "develop" && !argv.includes("--out")) options.out = path.join(root, "bench", `results-develop${options.pages >= 10000 ? "-10k" : ""}.json`);
  if (options.only === "builds" && !argv.includes("--out")) options.out = path.join(root, "bench", "results-builds.json");
  return options;
}

const log = (line) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

function weightFigures(weight) {
  return {
    htmlBytes: weight.html.raw,
    htmlGzip: weight.html.gzip,
    jsBytes: weight.js.raw,
    jsGzip: weight.js.gzip,
    jsFiles: weight.js.count,
    cssBytes: weight.css.raw,
    cssGzip: weight.css.gzip,
    requests: weight.requests,
    totalGzip: weight.files.reduce((sum, f) => sum + f.gzip, 0),
  };
}

/** Weighs pages of a built folder, served as a static host would (gzip for text). */
async function weighPages(browser, dir, pages) {
  const server = await serveStatic(dir, 0, { compress: true });
  try {
    const result = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      log(`weighing ${name} ${pagePath}…`);
      const weighed = await weighPage(browser, `${server.url}${pagePath}`);
      // A 404 weighs like a page: refuse to report the not-found page as the one meant.
      if (weighed.status !== 200) throw new Error(`${pagePath} answered ${weighed.status}, not 200: not weighing the wrong page`);
      result[name] = { path: pagePath, status: weighed.status, template: weighed.template, ...weightFigures(weighed) };
    }
    return result;
  } finally {
    await server.close();
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const results = {
    date: new Date().toISOString(),
    commit: (() => {
      try {
        return require("node:child_process").execSync("git rev-parse --short=12 HEAD", { cwd: root, stdio: ["ignore", "pipe", "ignore"] }).toString().trim();
      } catch {
        return "N/A";
      }
    })(),
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? "", memoryMB: Math.round(os.totalmem() / 1024 / 1024), node: process.version },
    options: { pages: options.pages, runs: options.runs, searchPages: options.searchPages, peer: options.peer, safe: options.safe, workerBuilds: options.workerBuilds },
  };

  // --only develop: npm start against docusaurus start, and nothing else.
  if (options.only === "develop") {
    results.develop = await benchDevelop({ pages: options.pages, runs: options.runs, log });
    return report(results, options, started);
  }

  // 1. Builds (real site, corpus, peer).
  let builds = null;
  if (options.builds) {
    builds = await benchBuilds({ pages: options.pages, peer: options.peer, runs: options.runs, safe: options.safe, log });
    results.builds = builds;
  }
  // --only builds: the builds' goals alone, for a re-run of them on a quiet machine.
  if (options.only === "builds") {
    if (builds) removeBenchWork(builds);
    return report(results, options, started);
  }
  // Gatsby's queries in worker processes, build after build (the datastore failure once seen there).
  if (options.workerBuilds > 0) results.workerBuilds = await benchWorkerBuilds({ count: options.workerBuilds, log });
  const realPublic = builds?.real?.publicDir ?? path.join(root, "public");
  if (!fs.existsSync(path.join(realPublic, "index.html"))) throw new Error(`${realPublic} holds no built site: run npm run build first, or drop --no-builds`);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-bench-extra-"));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    // 2. What readers download.
    results.pages = await weighPages(browser, realPublic, PAGES);
    if (builds?.corpus) {
      const ours = await weighPages(browser, builds.corpus.publicDir, { doc: builds.corpus.docPath });
      results.corpusDocPage = { ours: ours.doc };
      if (builds.peer?.buildDir && fs.existsSync(builds.peer.buildDir)) {
        const theirs = await weighPages(browser, builds.peer.buildDir, { doc: builds.peer.docPath });
        results.corpusDocPage.theirs = theirs.doc;
        results.corpusDocPage.jsRatio = Math.round((ours.doc.jsGzip / theirs.doc.jsGzip) * 100) / 100;
      }
    }

    // The writer's loop: npm start cold and warm against docusaurus start, edits in an open tab.
    if (options.develop) results.develop = await benchDevelop({ pages: options.pages, runs: options.runs, log });

    // 3. Search: the real site's index, one of a generated corpus, in Node and in Chromium.
    results.search = await benchSearch({ realPublic, work, pages: options.searchPages, log });
    // The MCP server's search_docs, on the same real site and the corpus index the search suite built.
    results.mcp = await benchMcp({ realPublic, corpusSite: path.join(work, "search-corpus-index"), corpusPages: results.search.corpus.pages, log });

    // 4. Lighthouse, mobile: the real site's pages, and the generated doc on both sites when the
    // peer was built, all in the same rounds so the machine's state is the same for each.
    if (options.lighthouse) {
      const servers = [await serveStatic(realPublic, 0, { compress: true })];
      try {
        const targets = Object.entries(PAGES).map(([name, p]) => ({ name, url: `${servers[0].url}${p}`, path: p }));
        if (builds?.corpus && builds.peer?.buildDir && fs.existsSync(builds.peer.buildDir)) {
          const ours = await serveStatic(builds.corpus.publicDir, 0, { compress: true });
          const theirs = await serveStatic(builds.peer.buildDir, 0, { compress: true });
          servers.push(ours, theirs);
          targets.push({ name: "corpus doc, ours", url: `${ours.url}${builds.corpus.docPath}`, path: builds.corpus.docPath, peerPage: true });
          targets.push({ name: "corpus doc, Docusaurus", url: `${theirs.url}${builds.peer.docPath}`, path: builds.peer.docPath, peerPage: true, peer: true });
        }
        const audits = await runLighthouseMedians(targets.map((t) => t.url), { runs: options.lighthouseRuns, log });
        results.lighthouse = Object.fromEntries(targets.map((t, i) => [t.name, { ...audits[i], url: t.path, ...(t.peerPage ? { peerPage: true } : {}), ...(t.peer ? { peer: true } : {}) }]));
      } finally {
        for (const server of servers) await server.close();
      }
    }
  } finally {
    await browser.close();
    fs.rmSync(work, { recursive: true, force: true });
    if (builds) removeBenchWork(builds);
  }

  report(results, options, started);
}

/** The goals, the results file, the printed table and the exit code. */
function report(results, options, started) {
  results.goals = goals(results);
  results.seconds = Math.round((Date.now() - started) / 1000);
  fs.mkdirSync(path.dirname(options.out), { recursive: true });
  // Temporary folders are gone once the run ends: keep figures only.
  fs.writeFileSync(options.out, `${JSON.stringify(results, (key, value) => (/(Dir|File)$/.test(key) ? undefined : value), 2)}\n`);
  console.log(table(results));
  console.log(`\nWritten to ${path.relative(root, options.out)} in ${results.seconds} s.`);
  // The curve by corpus size (--pages 3000 or more), as the chart the README shows.
  if (results.builds?.scale?.length) {
    const chart = path.join(path.dirname(options.out), "curve.svg");
    fs.writeFileSync(chart, curveChartSvg(results.builds.scale, `One cold build per size; memory: peak of all build processes. Commit ${results.commit}, ${results.machine?.cpus ?? "?"} cores.`));
    console.log(`Chart of the curve: ${path.relative(root, chart)}.`);
  }
  const missed = results.goals.filter((g) => !g.met);
  if (missed.length > 0) {
    console.log(`\n${missed.length} goal(s) NOT MET: ${missed.map((g) => g.name).join("; ")}`);
    process.exitCode = 1;
  }
}

/** Every goal this run measured: value, limit, met. */
function goals(r) {
  const list = [];
  const add = (name, value, limit, met, unit = "") => list.push({ name, value, limit, unit, met });
  if (r.search) searchGoals(r.search, add);
  if (r.mcp) mcpGoals(r.mcp, add);
  if (r.develop) developGoals(r.develop, add);
  if (r.workerBuilds) add(`real site built with four query workers, ${r.workerBuilds.count} in a row (median ${r.workerBuilds.medianSeconds} s, ${r.workerBuilds.totalSeconds} s in all)`, r.workerBuilds.passed, `${r.workerBuilds.count} passed`, r.workerBuilds.passed === r.workerBuilds.count, " passed");
  if (r.corpusDocPage?.jsRatio !== undefined) add("doc page first-load JS, ours / Docusaurus (gzip)", r.corpusDocPage.jsRatio, `≤ ${JS_RATIO_GOAL}`, r.corpusDocPage.jsRatio <= JS_RATIO_GOAL);
  const b = r.builds;
  if (b?.goals) {
    if (b.goals.realCold?.value != null) add("real site cold build", b.goals.realCold.value, `≤ ${b.goals.realCold.limit}`, b.goals.realCold.met, " s");
    if (b.goals.realWarm?.value != null) add("real site warm rebuild (one doc edited)", b.goals.realWarm.value, `≤ ${b.goals.realWarm.limit}`, b.goals.realWarm.met, " s");
    if (b.goals.samePages?.value != null) add("HTML pages of the corpus, ours / Docusaurus", b.goals.samePages.value, b.goals.samePages.limit, b.goals.samePages.met);
    if (b.peer?.error) add("Docusaurus (faster) built for the ratios", "failed", "built", false);
    if (b.goals.coldRatio.value !== null) add(`cold build, ${b.corpus.pages} pages, ours / Docusaurus faster`, b.goals.coldRatio.value, `≤ ${b.goals.coldRatio.limit}`, b.goals.coldRatio.met);
    if (b.goals.warmRatio.value !== null) add(`warm rebuild, ${b.corpus.pages} pages, ours / Docusaurus faster`, b.goals.warmRatio.value, `≤ ${b.goals.warmRatio.limit}`, b.goals.warmRatio.met);
    add(`peak memory, ${b.corpus.pages}-page corpus builds`, b.goals.peakMB.value, `≤ ${b.goals.peakMB.limit}`, b.goals.peakMB.met, " MB");
    const g = b.goals;
    const at = `${b.corpus.pages} pages`;
    if (g.scaleCold) add(`cold build at ${at}`, g.scaleCold.value, `≤ ${g.scaleCold.limit}`, g.scaleCold.met, " s");
    if (g.scaleWarm) add(`warm rebuild at ${at} (one doc edited)`, g.scaleWarm.value, `≤ ${g.scaleWarm.limit}`, g.scaleWarm.met, " s");
    if (g.scaleProcessMB) add(`largest build process at ${at}`, g.scaleProcessMB.value, `≤ ${g.scaleProcessMB.limit}`, g.scaleProcessMB.met, " MB");
    if (g.scaleTreeMB) add(`all build processes together at ${at}`, g.scaleTreeMB.value, `≤ ${g.scaleTreeMB.limit}`, g.scaleTreeMB.met, " MB");
    if (g.scalePageHtml) add(`doc page HTML at ${g.scalePageHtml.to} / at ${g.scalePageHtml.from} pages`, g.scalePageHtml.value, `≤ ${g.scalePageHtml.limit}`, g.scalePageHtml.met);
    if (g.scalePageJs) add(`doc page scripts at ${g.scalePageJs.to} / at ${g.scalePageJs.from} pages`, g.scalePageJs.value, `≤ ${g.scalePageJs.limit}`, g.scalePageJs.met);
  }
  for (const [name, audit] of Object.entries(r.lighthouse ?? {})) {
    if (audit.peer) continue; // the peer's figures are for comparison, not goals of ours
    const runs = `median of ${audit.runs}, benchmarkIndex ${audit.benchmarkIndex.join("/")}`;
    add(`Lighthouse ${name}: performance (${runs})`, audit.performance, `≥ ${LIGHTHOUSE_GOALS.performance}`, audit.performance >= LIGHTHOUSE_GOALS.performance);
    add(`Lighthouse ${name}: LCP`, audit.lcpMs, `≤ ${LIGHTHOUSE_GOALS.lcpMs}`, audit.lcpMs <= LIGHTHOUSE_GOALS.lcpMs, " ms");
    add(`Lighthouse ${name}: TBT`, audit.tbtMs, `≤ ${LIGHTHOUSE_GOALS.tbtMs}`, audit.tbtMs <= LIGHTHOUSE_GOALS.tbtMs, " ms");
    add(`Lighthouse ${name}: accessibility / best practices / SEO`, `${audit.accessibility} / ${audit.bestPractices} / ${audit.seo}`, "100 each", audit.accessibility === 100 && audit.bestPractices === 100 && audit.seo === 100);
    add(`Lighthouse ${name}: CLS`, audit.cls, "0", audit.cls === LIGHTHOUSE_GOALS.cls);
  }
  return list;
}

function pad(rows) {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)));
  return rows.map((row) => row.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join("  ")).join("\n");
}

/** The output's files by kind at each size the bench built: ours, and Docusaurus's (HTML only: it writes none of the other kinds). */
function filesTable(b) {
  const rows = [["files in the output", "HTML", "page data", "Markdown", "search index", "all"]];
  const row = (label, f) => (f ? rows.push([label, f.html, f.pageData, f.markdown, f.search, f.total]) : undefined);
  row(`real site (${b.real?.docs ?? "?"} docs), ours`, b.real?.files);
  for (const e of b.scale ?? []) if (e.pages !== b.corpus.pages) row(`${e.pages} generated pages, ours`, e.files);
  row(`${b.corpus.pages} generated pages, ours`, b.corpus.files);
  row(`${b.corpus.pages} generated pages, Docusaurus faster`, b.peer?.files);
  return pad(rows);
}

function table(r) {
  const out = [];
  const b = r.builds;
  if (b) {
    const peer = Boolean(b.peer && (b.peer.cold || b.peerClassic?.cold));
    const peerCells = (kind) => [b.peerClassic?.[kind]?.seconds ?? "", b.peerClassic?.[kind]?.maxPeakMB ?? "", b.peer?.[kind]?.seconds ?? "", b.peer?.[kind]?.maxPeakMB ?? "", b.ratios?.[kind] ?? ""];
    const rows = [["build", "ours (s)", "peak (MB)", ...(peer ? ["docusaurus (s)", "peak (MB)", "faster (s)", "peak (MB)", "ours/faster"] : [])]];
    const blank = peer ? ["", "", "", "", ""] : [];
    // A safe build has every speed-only fast path off: the fast build's saving is the difference.
    const safeRow = (label, figure) => {
      if (figure) rows.push([`  ${label}, safe build (CAIRN_SAFE_BUILD=1)`, figure.seconds, figure.maxPeakMB, ...blank]);
    };
    if (b.real) {
      rows.push([`real site (${b.real.docs} docs), cold`, b.real.cold.seconds, b.real.cold.maxPeakMB, ...blank]);
      safeRow("cold", b.real.safe?.cold);
      rows.push(["real site, warm (one doc edited)", b.real.warm.seconds, b.real.warm.maxPeakMB, ...blank]);
      safeRow("warm", b.real.safe?.warm);
    }
    rows.push([`corpus (${b.corpus.pages} generated pages), cold`, b.corpus.cold.seconds, b.corpus.cold.maxPeakMB, ...(peer ? peerCells("cold") : [])]);
    safeRow("cold", b.corpus.safe?.cold);
    rows.push(["corpus, warm (one page edited)", b.corpus.warm.seconds, b.corpus.warm.maxPeakMB, ...(peer ? peerCells("warm") : [])]);
    safeRow("warm", b.corpus.safe?.warm);
    out.push(pad(rows));
    for (const p of [b.peerClassic, b.peer]) if (p?.error) out.push(`Docusaurus ${p.variant}: not measured (${p.error.split("\n")[0]})`);
    if (b.peer?.version) out.push(`Docusaurus ${b.peer.version}: classic preset as installed, and "faster" (future: { v4: true, faster: true }, @docusaurus/faster); ${b.runs} run(s) each, alternating; medians.`);
    if (b.samePages) out.push(`HTML pages: ours ${b.samePages.ours}, Docusaurus ${b.samePages.theirs} (may differ by ${b.samePages.allowed}: home, 404, tag and search pages).`);
    if (b.scale?.length) {
      out.push("");
      const scaleRows = [["cold build by size (ours)", "pages built", "s", "s / 1,000 pages", "peak MB (all)", "MB / 1,000 pages", "largest process MB", "doc HTML KB", "doc scripts KB"]];
      for (const e of b.scale) scaleRows.push([`${e.pages} generated pages`, e.htmlPages, e.seconds, e.secondsPer1000, e.peakMB, e.mbPer1000, e.peakProcessMB, kb(e.footprint.htmlBytes), kb(e.footprint.jsBytes)]);
      out.push(pad(scaleRows));
    }
    out.push("", filesTable(b));
    out.push("");
  }
  if (r.pages) {
    const weightRows = [["page (KB)", "HTML", "HTML gz", "JS", "JS gz", "JS files", "CSS", "CSS gz", "requests"]];
    const weightRow = (label, w) => [label, kb(w.htmlBytes), kb(w.htmlGzip), kb(w.jsBytes), kb(w.jsGzip), w.jsFiles, kb(w.cssBytes), kb(w.cssGzip), w.requests];
    for (const [name, w] of Object.entries(r.pages)) weightRows.push(weightRow(`${name} ${w.path}`, w));
    if (r.corpusDocPage) {
      weightRows.push(weightRow("corpus doc page, ours", r.corpusDocPage.ours));
      if (r.corpusDocPage.theirs) weightRows.push(weightRow("corpus doc page, Docusaurus", r.corpusDocPage.theirs));
    }
    out.push(pad(weightRows));
    out.push("JS and CSS: every script and stylesheet loaded before interaction (until the network is idle); CSS inlined in the HTML counts as HTML.");
    out.push("");
  }
  if (r.search) out.push(searchTable(r.search, pad));
  if (r.mcp) out.push("", mcpTable(r.mcp));
  if (r.develop) out.push("", developTable(r.develop, pad));
  if (r.lighthouse) {
    out.push("");
    const rows = [["Lighthouse (mobile, medians)", "perf", "a11y", "best pr.", "SEO", "FCP ms", "LCP ms", "TBT ms", "CLS", "benchmarkIndex"]];
    for (const [name, a] of Object.entries(r.lighthouse)) rows.push([`${name} ${a.url}`, a.performance, a.accessibility, a.bestPractices, a.seo, a.fcpMs, a.lcpMs, a.tbtMs, a.cls, a.benchmarkIndex.join("/")]);
    out.push(pad(rows));
  }
  out.push("");
  out.push(pad([["goal", "value", "target", ""], ...r.goals.map((g) => [g.name, `${g.value}${g.unit}`, `${g.limit}${g.unit}`, g.met ? "met" : "NOT MET"])]));
  return out.join("\n");
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
