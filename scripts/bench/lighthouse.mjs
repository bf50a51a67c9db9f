/**
 * Lighthouse (npm `lighthouse`, pinned in package.json) on Debian's Chromium, mobile preset (the
 * default config: a mid-range phone on a throttled 4G connection, simulated), for a list of pages.
 * Returns the four category scores and TBT, LCP and CLS per page.
 */
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** The Lighthouse goals for every page (performance is the median of the runs; bench/HISTORY.md). */
export const LIGHTHOUSE_GOALS = { performance: 97, accessibility: 100, "best-practices": 100, seo: 100, cls: 0, lcpMs: 1500, tbtMs: 100 };

/**
 * @param {string[]} urls
 * @param {{ chromePath?: string, log?: (line: string) => void }} [options]
 */
export async function runLighthouse(urls, { chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", log = () => {} } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
  const results = [];
  try {
    for (const url of urls) {
      log(`lighthouse: ${url}…`);
      const runner = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
      if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = runner;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "manual")
        .filter((a) => CATEGORIES.slice(1).some((c) => lhr.categories[c].auditRefs.some((ref) => ref.id === a.id && ref.weight > 0)))
        .map((a) => a.id);
      results.push({
        url,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        // Lighthouse's simulated times scale with the host CPU: a figure means something only beside
        // this index of the machine's speed during the run.
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
        fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue ?? 0),
        tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue ?? 0),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue ?? 0),
        cls: Math.round((lhr.audits["cumulative-layout-shift"].numericValue ?? 0) * 1000) / 1000,
        failingAudits: failing,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * Runs Lighthouse `runs` times over every URL, alternating between them (so a noisy moment of the
 * shared machine falls on all pages alike), and reports per URL the median of each figure, the
 * runs themselves and their benchmarkIndex.
 * @param {string[]} urls
 * @param {{ runs?: number, chromePath?: string, log?: (line: string) => void }} [options]
 */
export async function runLighthouseMedians(urls, { runs = 3, ...options } = {}) {
  const perUrl = urls.map(() => []);
  for (let round = 0; round < runs; round += 1) {
    const results = await runLighthouse(urls, options);
    results.forEach((result, i) => perUrl[i].push(result));
  }
  return perUrl.map((list, i) => ({
    url: urls[i],
    runs: list.length,
    performance: median(list.map((r) => r.performance)),
    accessibility: Math.min(...list.map((r) => r.accessibility)),
    bestPractices: Math.min(...list.map((r) => r.bestPractices)),
    seo: Math.min(...list.map((r) => r.seo)),
    fcpMs: median(list.map((r) => r.fcpMs)),
    lcpMs: median(list.map((r) => r.lcpMs)),
    tbtMs: median(list.map((r) => r.tbtMs)),
    cls: Math.max(...list.map((r) => r.cls)),
    benchmarkIndex: list.map((r) => r.benchmarkIndex),
    each: list.map(({ performance, lcpMs, tbtMs, benchmarkIndex }) => ({ performance, lcpMs, tbtMs, benchmarkIndex })),
    failingAudits: [...new Set(list.flatMap((r) => r.failingAudits))],
  }));
}
