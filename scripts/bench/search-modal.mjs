/* global window, document, MutationObserver, getComputedStyle, Element -- markFirstSearch and readFirstSearch run in the page, through page.evaluate */
/**
 * Search as a reader meets it: the built site in Debian's Chromium, served gzip-compressed
 * as hosts serve it. For each query, in a fresh browser (nothing cached): open a doc page, press
 * Ctrl+K, type the query, and wait for the first hit. Reported per query:
 *
 * - bytes: the gzip bytes of everything fetched from the shortcut to the first hits drawn (the
 *   modal's code and stylesheet, the index's manifest and the byte ranges of its blobs that hold
 *   the shards and packs the query needs), the query entered in
 *   the box at once (as pasted, or typed while the code loads): one query's needs, not those of
 *   the shorter queries a reader's typing makes on the way (their shards are mostly the same);
 * - firstHitMs, when `throttle` is set: the time from the first character typed to the first hits,
 *   the modal being open and its code loaded, under Lighthouse's mobile conditions (150 ms round
 *   trips, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4×) applied through the DevTools protocol.
 *   The first character's hits come from the manifest (lib/search/starter); so that the figure
 *   does not hide the rest, `wholeQueryMs` is the time from the last character typed to the last
 *   change of the results drawn (the whole query's hits, its shards and packs fetched).
 *
 * `measureTypedWords` types whole words instead, a key every 80 ms as a quick reader does: the
 * bytes from the shortcut until the word's hits are drawn and nothing more arrives, everything its
 * keystrokes fetched (the modal's code, the manifest, the shards and packs of the queries on the
 * way). On a busy machine the page may see a key much later than it was typed, which is a slower
 * reader's typing, not this one's: a word whose keys reached the page more than three intervals
 * apart is typed again (four tries at most), and the widest interval seen is reported.
 *
 * `indexDir` swaps in another index (a generated 10,000-page corpus's): the page and the modal are
 * the real site's, the manifest, shards and packs that corpus's, so the bytes are those a reader
 * of a site that size would fetch.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { serveStatic } from "../static-server.mjs";

const require = createRequire(import.meta.url);
const { chromium } = require("playwright-core");

const CHROME_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const DOC = "/intro/tool-fundamentals/terraform/";
/** Lighthouse's mobile preset, as its simulation models it. */
const MOBILE = { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuRate: 4 };

/** A folder that serves `publicDir`, with the search index of `indexDir` in place of its own. */
function overlay(publicDir, indexDir) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-search-overlay-"));
  for (const name of fs.readdirSync(publicDir)) {
    if (name === "search-index.json" || name === "search-index") continue;
    fs.symlinkSync(path.join(publicDir, name), path.join(dir, name));
  }
  fs.symlinkSync(path.join(indexDir, "search-index.json"), path.join(dir, "search-index.json"));
  fs.symlinkSync(path.join(indexDir, "search-index"), path.join(dir, "search-index"));
  return dir;
}

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: MOBILE.latency, downloadThroughput: MOBILE.downloadThroughput, uploadThroughput: MOBILE.uploadThroughput });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE.cpuRate });
}

/**
 * Marks, in the page, when the reader first presses a key and when the first hit is drawn; and
 * reads back every resource fetched between the two from the page's Resource Timing, as the browser
 * recorded it (its encoded size is the gzip bytes on the wire; everything here is same-origin).
 */
export function markFirstSearch() {
  const marks = (window.__searchMarks = {});
  document.addEventListener("keydown", () => (marks.firstKey ??= performance.now()), { capture: true });
  new MutationObserver((_, observer) => {
    // The first answer drawn: hits, or DocSearch's "no results" screen (visible once the answer
    // says so: the modal hides it while an answer is pending).
    const noResults = document.querySelector(".DocSearch-NoResults");
    if (document.querySelector(".DocSearch-Hit") || (noResults && getComputedStyle(noResults).visibility !== "hidden")) {
      marks.firstHit = performance.now();
      observer.disconnect();
    }
  }).observe(document.body, { childList: true, subtree: true, attributes: true });
}

export function readFirstSearch() {
  const { firstKey, firstHit } = window.__searchMarks;
  const files = performance
    .getEntriesByType("resource")
    .filter((e) => e.startTime >= firstKey && e.responseEnd <= firstHit)
    .map((e) => ({ url: e.name, bytes: e.encodedBodySize, status: e.responseStatus }));
  return { ms: firstHit - firstKey, files };
}

/** The status a file of the search should answer with: 206 for a byte range of the index's blobs, 200 for the rest. */
const expectedStatus = (url) => (/\/search-index\/.+\.bin$/.test(url) ? 206 : 200);

/** Bytes from the shortcut to the first hits, for one query in a fresh browser context. */
async function firstSearchBytes(browser, url, query) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(`${url}${DOC}`, { waitUntil: "networkidle" });
    if (response?.status() !== 200) throw new Error(`${DOC} answered ${response?.status()}`);
    await page.evaluate(markFirstSearch);
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Input").fill(query);
    await page.waitForFunction(() => window.__searchMarks.firstHit !== undefined, null, { timeout: 30_000 });
    const { files } = await page.evaluate(readFirstSearch);
    const failed = files.filter((f) => f.status !== expectedStatus(f.url));
    if (failed.length > 0) throw new Error(`search fetched ${failed.map((f) => `${f.url} (${f.status})`).join(", ")}`);
    const hits = await page.locator(".DocSearch-Hit").count();
    if (hits > 0 && !files.some((f) => /\/search-index\/r-/.test(f.url))) throw new Error(`"${query}": no record pack among the files fetched before the first hits`);
    const index = files.filter((f) => /\/search-index(\.json|\/)/.test(f.url));
    return { bytes: files.reduce((n, f) => n + f.bytes, 0), indexBytes: index.reduce((n, f) => n + f.bytes, 0), files: files.length };
  } finally {
    await context.close();
  }
}

/** Times from the first character to the first hits and from the last to the whole query's, the modal open and its manifest loaded, throttled. */
async function firstHitMs(browser, url, query) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${url}${DOC}`, { waitUntil: "networkidle" });
    await throttle(page);
    const manifest = page.waitForResponse((r) => r.url().endsWith("/search-index.json"));
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Input").waitFor();
    await manifest;
    await page.evaluate(markFirstSearch);
    await page.evaluate(watchResultsDrawn);
    await page.keyboard.type(query, { delay: 60 });
    await page.waitForFunction(() => window.__searchMarks.firstHit !== undefined, null, { timeout: 30_000 });
    const first = Math.round((await page.evaluate(readFirstSearch)).ms);
    // The whole query's answer needs at most a few round trips: then the results stop changing.
    await page.waitForFunction(() => performance.now() - window.__drawn.lastChange > 1500 && performance.now() - window.__drawn.lastKey > 1500, null, { timeout: 30_000, polling: 250 });
    const whole = await page.evaluate(() => window.__drawn.lastChange - window.__drawn.lastKey);
    return { firstHitMs: first, wholeQueryMs: Math.max(0, Math.round(whole)) };
  } finally {
    await context.close();
  }
}

/** In the page: when the last key was pressed and when the results list last changed. */
export function watchResultsDrawn() {
  const drawn = (window.__drawn = { lastKey: 0, lastChange: 0 });
  document.addEventListener("keydown", () => (drawn.lastKey = performance.now()), { capture: true });
  new MutationObserver((mutations) => {
    if (mutations.some((m) => (m.target instanceof Element ? m.target : m.target.parentElement)?.closest(".DocSearch-Dropdown"))) drawn.lastChange = performance.now();
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** In the page: per keystroke, the search's main-thread time (its User Timing measures) and the time to the results drawn. */
export function watchKeystrokes() {
  const strokes = (window.__keystrokes = []);
  document.addEventListener("keydown", () => strokes.push({ at: performance.now(), drawn: undefined }), { capture: true });
  const modal = document.querySelector(".DocSearch-Modal");
  new MutationObserver(() => {
    const last = strokes[strokes.length - 1];
    if (last && last.drawn === undefined) last.drawn = performance.now() - last.at;
  }).observe(modal, { childList: true, subtree: true, characterData: true });
}

export function readKeystrokes() {
  const strokes = window.__keystrokes;
  const measures = performance.getEntriesByName("cairn-search");
  return strokes.map((stroke, i) => {
    const end = strokes[i + 1]?.at ?? Infinity;
    const search = measures.filter((m) => m.startTime >= stroke.at && m.startTime < end).reduce((sum, m) => sum + m.duration, 0);
    return { searchMs: search, drawnMs: stroke.drawn };
  });
}

/**
 * Per keystroke, once the files a query needs are cached: each query typed once to warm the
 * index, cleared, and typed again a key every 120 ms. Reports the search's own main-thread time
 * per keystroke (User Timing) and the time from the key to the results drawn (search plus
 * DocSearch's rendering), each as p50/p95 over every keystroke.
 */
export async function keystrokeTimes({ publicDir, indexDir, queries, chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }) {
  const root = indexDir ? overlay(publicDir, indexDir) : publicDir;
  const server = await serveStatic(root, 0, { compress: true });
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}${DOC}`, { waitUntil: "networkidle" });
    await page.keyboard.press("Control+k");
    const input = page.locator(".DocSearch-Input");
    await input.waitFor();
    for (const query of queries) {
      await input.pressSequentially(query, { delay: 40 });
      await page.waitForLoadState("networkidle");
      await input.fill("");
    }
    await page.evaluate(watchKeystrokes);
    for (const query of queries) {
      await input.pressSequentially(query, { delay: 120 });
      await page.waitForTimeout(200);
      await input.fill("");
    }
    const strokes = (await page.evaluate(readKeystrokes)).filter((s) => s.searchMs > 0);
    const pick = (values, p) => {
      const sorted = [...values].sort((a, b) => a - b);
      return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 100) / 100;
    };
    const drawn = strokes.flatMap((s) => (s.drawnMs === undefined ? [] : [s.drawnMs]));
    return { keystrokes: strokes.length, searchP50Ms: pick(strokes.map((s) => s.searchMs), 50), searchP95Ms: pick(strokes.map((s) => s.searchMs), 95), drawnP50Ms: pick(drawn, 50), drawnP95Ms: pick(drawn, 95) };
  } finally {
    await browser.close();
    await server.close();
    if (root !== publicDir) fs.rmSync(root, { recursive: true, force: true });
  }
}

/** Bytes from the shortcut to a word's hits, typing it a key every `delay` ms, in a fresh browser context. */
async function typedWordBytes(browser, url, word, delay) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(`${url}${DOC}`, { waitUntil: "networkidle" });
    if (response?.status() !== 200) throw new Error(`${DOC} answered ${response?.status()}`);
    const start = await page.evaluate(() => performance.now());
    await page.evaluate(watchResultsDrawn);
    await page.evaluate(() => {
      window.__keyTimes = [];
      document.addEventListener("keydown", () => window.__keyTimes.push(performance.now()), { capture: true });
    });
    await page.keyboard.press("Control+k");
    await page.locator(".DocSearch-Input").waitFor();
    await page.keyboard.type(word, { delay });
    // The last answer needs a round trip or two after the last key: then the results stop changing.
    await page.waitForFunction(() => performance.now() - window.__drawn.lastChange > 1000 && performance.now() - window.__drawn.lastKey > 1000, null, { timeout: 30_000, polling: 100 });
    await page.waitForLoadState("networkidle");
    if ((await page.locator(".DocSearch-Hit").count()) === 0) throw new Error(`"${word}" typed: no hits drawn`);
    // Gatsby prefetches the page data of the hits' pages once they are drawn: not search's bytes.
    const files = (await page.evaluate((from) => performance.getEntriesByType("resource").filter((e) => e.startTime >= from).map((e) => ({ url: e.name, bytes: e.encodedBodySize, status: e.responseStatus })), start)).filter((f) => !new URL(f.url).pathname.startsWith("/page-data/"));
    const failed = files.filter((f) => f.status !== expectedStatus(f.url));
    if (failed.length > 0) throw new Error(`typing "${word}" fetched ${failed.map((f) => `${f.url} (${f.status})`).join(", ")}`);
    const index = files.filter((f) => /\/search-index(\.json|\/)/.test(f.url));
    // The first key is the shortcut's.
    const keys = (await page.evaluate(() => window.__keyTimes)).slice(1);
    const maxIntervalMs = Math.round(Math.max(0, ...keys.slice(1).map((at, i) => at - keys[i])));
    return { bytes: files.reduce((n, f) => n + f.bytes, 0), indexBytes: index.reduce((n, f) => n + f.bytes, 0), files: files.length, maxIntervalMs };
  } finally {
    await context.close();
  }
}

/** Whole words typed in the modal, a key every `delay` ms: the bytes each fetched, median and worst. */
export async function measureTypedWords({ publicDir, indexDir, words, delay = 80, chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }) {
  const root = indexDir ? overlay(publicDir, indexDir) : publicDir;
  const server = await serveStatic(root, 0, { compress: true });
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_ARGS });
  try {
    const perWord = [];
    for (const word of words) {
      let typed;
      let tries = 0;
      do {
        tries += 1;
        typed = await typedWordBytes(browser, server.url, word, delay);
      } while (typed.maxIntervalMs > 3 * delay && tries < 4);
      perWord.push({ word, tries, ...typed });
    }
    const bytes = perWord.map((w) => w.bytes);
    return { words: perWord.length, delayMs: delay, medianBytes: median(bytes), maxBytes: Math.max(...bytes), perWord };
  } finally {
    await browser.close();
    await server.close();
    if (root !== publicDir) fs.rmSync(root, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * @param {{ publicDir: string, indexDir?: string, queries: string[], throttled?: boolean, chromePath?: string }} options
 */
export async function measureModalSearch({ publicDir, indexDir, queries, throttled = false, chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }) {
  const root = indexDir ? overlay(publicDir, indexDir) : publicDir;
  const server = await serveStatic(root, 0, { compress: true });
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_ARGS });
  try {
    const perQuery = [];
    for (const query of queries) {
      const { bytes, indexBytes, files } = await firstSearchBytes(browser, server.url, query);
      perQuery.push({ query, bytes, indexBytes, files, ...(throttled ? await firstHitMs(browser, server.url, query) : {}) });
    }
    const bytes = perQuery.map((q) => q.bytes);
    const times = perQuery.flatMap((q) => (q.firstHitMs === undefined ? [] : [q.firstHitMs]));
    const whole = perQuery.flatMap((q) => (q.wholeQueryMs === undefined ? [] : [q.wholeQueryMs]));
    return {
      queries: perQuery.length,
      medianBytes: median(bytes),
      medianIndexBytes: median(perQuery.map((q) => q.indexBytes)),
      maxBytes: Math.max(...bytes),
      ...(times.length > 0 ? { medianFirstHitMs: median(times), maxFirstHitMs: Math.max(...times), medianWholeQueryMs: median(whole), maxWholeQueryMs: Math.max(...whole) } : {}),
      perQuery,
    };
  } finally {
    await browser.close();
    await server.close();
    if (root !== publicDir) fs.rmSync(root, { recursive: true, force: true });
  }
}
