/* global document -- the edit check runs in the page, through page.waitForFunction */
/**
 * The writer's loop: `gatsby develop` on a copy of the real site, in a temporary folder.
 *
 * - cold: from starting the dev server with no `.cache/` to a doc's page data being served (its
 *   queries have run, so the page shows in full);
 * - warm: the same, started again on the `.cache/` the first run left;
 * - edit: with the doc open in Chromium, from saving a sentence into its MDX file to the sentence
 *   showing in the open tab (no reload); three edits in turn, the median reported.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { chromium } = require("playwright-core");
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..", "..");
const DOC = "/intro/tool-fundamentals/terraform/";
const DOC_FILE = "content/docs/intro/tool-fundamentals/terraform.mdx";
export const DEVELOP_GOALS = { coldSeconds: 25, warmSeconds: 10, editMs: 1000 };

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** A site folder with the project's code and a copy of its content. */
function siteFolder() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-develop-bench-"));
  // What a site folder links and copies: scripts/site-files.json.
  const { linked, copied } = JSON.parse(fs.readFileSync(path.join(root, "scripts", "site-files.json"), "utf8"));
  for (const entry of linked) fs.symlinkSync(path.join(root, entry), path.join(dir, entry));
  for (const entry of copied) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  fs.cpSync(path.join(root, "content"), path.join(dir, "content"), { recursive: true });
  return dir;
}

/** Starts `gatsby develop` in `dir`; resolves when the doc's page data is served, with the seconds it took. */
async function start(dir, port) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, "node_modules", "gatsby", "cli.js"), "develop", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "development", GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1", CAIRN_CONTENT_DIR: "" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const pageData = `http://127.0.0.1:${port}/page-data${DOC}page-data.json`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gatsby develop exited early:\n${log.slice(-3000)}`);
    if (performance.now() - started > 300_000) throw new Error(`gatsby develop did not serve ${DOC} in 5 minutes:\n${log.slice(-3000)}`);
    const ok = await fetch(pageData).then((r) => r.ok, () => false);
    if (ok) return { child, seconds: Math.round((performance.now() - started) / 100) / 10 };
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

/** Edits timed in the open tab; the median is reported, with each. */
const EDITS = 3;

/**
 * Milliseconds from saving an edit of the open doc to its text in the tab, for `EDITS` edits in
 * turn (each after the previous one's page data has settled): the median and each.
 */
async function editToScreen(dir, port) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"] });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}${DOC}`, { waitUntil: "networkidle" });
    await page.locator("h1").waitFor();
    const file = path.join(dir, DOC_FILE);
    const each = [];
    for (let i = 0; i < EDITS; i += 1) {
      const marker = `Edited for the bench at ${Date.now()} (${i + 1}).`;
      const started = performance.now();
      fs.appendFileSync(file, `\n${marker}\n`);
      await page.waitForFunction((text) => document.body.innerText.includes(text), marker, { timeout: 60_000, polling: 20 });
      each.push(Math.round(performance.now() - started));
      await page.waitForTimeout(3000);
    }
    const sorted = [...each].sort((a, b) => a - b);
    return { editMs: sorted[Math.floor(sorted.length / 2)], editEachMs: each };
  } finally {
    await browser.close();
  }
}

export async function benchDevelop({ log = () => {} } = {}) {
  const dir = siteFolder();
  try {
    const port = await freePort();
    log("develop: cold start…");
    const cold = await start(dir, port);
    let edits;
    try {
      log("develop: MDX edits in an open tab…");
      edits = await editToScreen(dir, port);
    } finally {
      await stop(cold.child);
    }
    log("develop: warm start…");
    const warm = await start(dir, port);
    await stop(warm.child);
    return { coldSeconds: cold.seconds, warmSeconds: warm.seconds, ...edits };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function developGoals(d, add) {
  add("npm start, empty cache, until a doc is served", d.coldSeconds, `≤ ${DEVELOP_GOALS.coldSeconds}`, d.coldSeconds <= DEVELOP_GOALS.coldSeconds, " s");
  add("npm start, warm cache", d.warmSeconds, `≤ ${DEVELOP_GOALS.warmSeconds}`, d.warmSeconds <= DEVELOP_GOALS.warmSeconds, " s");
  add(`MDX edit visible in an open tab, median of ${d.editEachMs?.length ?? 1} (${(d.editEachMs ?? []).join(" / ")} ms)`, d.editMs, `≤ ${DEVELOP_GOALS.editMs}`, d.editMs <= DEVELOP_GOALS.editMs, " ms");
}
