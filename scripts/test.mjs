#!/usr/bin/env node
/**
 * `npm test`: the whole suite, in the order each step needs (fixture builds before the real
 * build, typecheck after the build has generated the GraphQL types, browser tests against the
 * build). Prints each step's output, then one plain line totalling every suite:
 * `N passed, N failed`, which is how CI counts tests.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.join(root, ".test-results");
fs.mkdirSync(resultsDir, { recursive: true });
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const bin = (name) => path.join(root, "node_modules", ".bin", name);

const summary = [];

function run(command, args, extraEnv = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: "inherit" });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/** A step that is one test: it passes or fails as a whole. */
function step(name, command, args, extraEnv) {
  console.log(`\n▶ ${name}`);
  const { ok, seconds } = run(command, args, extraEnv);
  summary.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
  return ok;
}

/** A jest project: every test in it counts, and a suite that failed to run counts as a failure. */
function jestStep(name, projects, extra = []) {
  console.log(`\n▶ ${name}`);
  const output = path.join(resultsDir, `${projects.join("-")}.json`);
  fs.rmSync(output, { force: true });
  const { seconds } = run(process.execPath, [bin("jest").replace(/\.bin\/jest$/, "jest/bin/jest.js"), "--selectProjects", ...projects, "--json", "--outputFile", output, ...extra]);
  let passed = 0;
  let failed = 1;
  if (fs.existsSync(output)) {
    const report = JSON.parse(fs.readFileSync(output, "utf8"));
    passed = report.numPassedTests;
    failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
    if (report.numTotalTests === 0) failed += 1;
  }
  summary.push({ name, passed, failed, seconds });
}

function skip(name, reason) {
  console.log(`\n▶ ${name}: not run, ${reason}`);
  summary.push({ name, passed: 0, failed: 1, seconds: "0.0" });
}

step("lint (eslint)", process.execPath, [path.join(root, "node_modules", "eslint", "bin", "eslint.js"), "."]);
jestStep("unit and component tests (jest)", ["unit", "components"]);
jestStep("build checks on fixture sites (gatsby build)", ["build"], ["--runInBand"]);
// As `npm run build` runs it: with the preload of fast path gatsby-files-reuse (scripts/site-files.json).
const { preload } = JSON.parse(fs.readFileSync(path.join(root, "scripts", "site-files.json"), "utf8"));
const built = step("production build with link checks (gatsby build)", process.execPath, ["--require", path.join(root, preload), path.join(root, "node_modules", "gatsby", "cli.js"), "build"]);
step("typecheck (tsc --noEmit)", process.execPath, [path.join(root, "node_modules", "typescript", "bin", "tsc"), "--noEmit"]);
if (built) jestStep("end-to-end tests (Chromium on the built site)", ["e2e"], ["--runInBand"]);
else skip("end-to-end tests (Chromium on the built site)", "the build failed");
jestStep("dev server GraphQL (gatsby develop)", ["develop"], ["--runInBand"]);

const width = Math.max(...summary.map((s) => s.name.length));
console.log("\nSuites:");
for (const s of summary) console.log(`  ${s.failed ? "✗" : "✓"} ${s.name.padEnd(width)}  ${s.passed} passed, ${s.failed} failed  (${s.seconds} s)`);
const passed = summary.reduce((n, s) => n + s.passed, 0);
const failed = summary.reduce((n, s) => n + s.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
