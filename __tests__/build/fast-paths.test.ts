/**
 * The build's fast paths, proven to run and proven harmless (docs/decisions/fast-paths.md).
 *
 * A copy of the real site is built cold with every fast path on (at any size, so the paths that
 * pay only from a size run too), then again with its cache: each path must say in the build log
 * that it ran, so a path that silently stopped running fails here. The same content is then built
 * the slow ways, each in its own folder, and every file of their public/ must be the fast build's
 * byte for byte, but the build's time stamp:
 *   - with every speed path switched off (CAIRN_SAFE_BUILD=1);
 *   - with the Gatsby shapes the speed paths lean on pretended missing, as after a Gatsby release that
 *     renamed them: each path turns itself off with a warning, and the link check still passes;
 *   - with Gatsby's page queries in four worker processes (GATSBY_CPU_COUNT=4, as on a machine with
 *     more cores), where each doc body must still be compiled once.
 * A writer's error in a body compiled in such a build is reported as in one process.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FAST_PATHS, FAST_PATH_NAMES, fastPathsRanIn, servesCommand, type FastPathName } from "../../src/lib/build/fast-paths";
import { buildFixture, rebuildFixture, removeFixture, type FixtureBuild } from "./support";

jest.setTimeout(1_200_000);

/** The shapes of Gatsby the speed paths need, pretended missing (not the webpack config or markup, which shape the output too). */
const SPEED_SHAPES = "command-env,compiled-bundle,queries-done-event,rendered-pages-state,parcel-cache,query-extraction,gatsby-files-compile";

/** Every file under `dir`, as paths relative to it, sorted. */
function listTree(dir: string, prefix = ""): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listTree(dir, path.join(prefix, entry.name)) : [path.join(prefix, entry.name)]))
    .sort();
}

/** A file as compared: the build's time stamp is the one thing allowed to differ. */
const comparable = (file: string) => fs.readFileSync(file).toString("latin1").replace(/(<meta name="buildTime" content=")[^"]*"/g, '$1…"');

/** The files of two public/ folders that differ: missing on either side, or other bytes. */
function differences(a: string, b: string): string[] {
  const left = listTree(a);
  const right = new Set(listTree(b));
  const only = [...left.filter((f) => !right.has(f)).map((f) => `only in the first: ${f}`), ...[...right].filter((f) => !left.includes(f)).map((f) => `only in the second: ${f}`)];
  return [...only, ...left.filter((f) => right.has(f) && comparable(path.join(a, f)) !== comparable(path.join(b, f))).map((f) => `differs: ${f}`)];
}

function mustPass(build: FixtureBuild, what: string): FixtureBuild {
  if (build.status !== 0) throw new Error(`the ${what} failed:\n${build.output.slice(-4000)}`);
  return build;
}

/** Gatsby's reporter folds long lines: one line per message, for matching. */
const unfolded = (output: string) => output.replace(/\n(?!(?:info|warn|warning|success|error|ERROR|WARN) )/g, " ");

/** The paths of `gatsby build` (those of `npm start` are the develop tests' to check). */
const buildPaths = FAST_PATH_NAMES.filter((name) => servesCommand(name, "build"));
const speedPaths = buildPaths.filter((name) => FAST_PATHS[name].kind === "speed");

let fast: FixtureBuild;
let fastPublic: string;
let warmOutput: string;
const others: FixtureBuild[] = [];

beforeAll(() => {
  fast = mustPass(buildFixture("project", { CAIRN_FAST_PATHS_AT_ANY_SIZE: "1" }), "fast cold build");
  // Outside the site folder: a new folder in it would be a change of the site (fast path gatsby-files-reuse).
  fastPublic = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cairn-public-fast-")), "public");
  fs.cpSync(path.join(fast.siteDir, "public"), fastPublic, { recursive: true });
  warmOutput = mustPass(rebuildFixture(fast, { CAIRN_FAST_PATHS_AT_ANY_SIZE: "1" }), "fast warm build").output;
});

afterAll(() => {
  // KEEP_FIXTURES=1 keeps the site folders, to read what differed.
  if (process.env.KEEP_FIXTURES) return;
  for (const build of [fast, ...others]) if (build) removeFixture(build);
  if (fastPublic) fs.rmSync(path.dirname(fastPublic), { recursive: true, force: true });
});

describe("every fast path", () => {
  it("says in the cold build's log that it ran, except the ones only a rebuild uses", () => {
    const ran = fastPathsRanIn(unfolded(fast.output));
    const rebuildOnly: FastPathName[] = ["doc-output-cache", "finished-pages-reuse", "query-extraction-memo", "gatsby-files-reuse"];
    expect(buildPaths.filter((name) => !rebuildOnly.includes(name) && !ran.has(name))).toEqual([]);
    expect(unfolded(fast.output)).not.toMatch(/fast path [a-z-]+: off \((?!not needed)/);
  });

  it("that a rebuild uses says in the warm build's log that it ran, with what it reused", () => {
    const ran = fastPathsRanIn(unfolded(warmOutput));
    expect(ran.has("doc-output-cache")).toBe(true);
    expect(ran.has("finished-pages-reuse")).toBe(true);
    expect(unfolded(warmOutput)).toMatch(/fast path finished-pages-reuse: ran \(\d+ pages only restamped in place, \d+ not read again by the link check\)/);
    expect(unfolded(fast.output)).toMatch(/fast path query-extraction-memo: off \(not needed: no earlier run to reuse; \d+ files parsed/);
    expect(ran.has("query-extraction-memo")).toBe(true);
    expect(unfolded(warmOutput)).toMatch(/fast path query-extraction-memo: ran \([1-9]\d* of the \d+ files Gatsby's query extraction reads not parsed again/);
    // Started as npm run build starts it (./support.ts): the preload skips Parcel when nothing changed.
    expect(unfolded(fast.output)).toMatch(/fast path gatsby-files-reuse: off \(not needed: no earlier compile recorded; Parcel compiled them in \d+\.\d s/);
    expect(ran.has("gatsby-files-reuse")).toBe(true);
    expect(unfolded(warmOutput)).toMatch(/fast path gatsby-files-reuse: ran \(Parcel not started: the [1-9]\d* files of the site the gatsby files are compiled from are unchanged/);
  });
});

describe("the slow ways", () => {
  it("with every speed path switched off, build the same site byte for byte, each path saying it is off", () => {
    const safe = mustPass(buildFixture("project", { CAIRN_SAFE_BUILD: "1" }), "safe build");
    others.push(safe);
    const log = unfolded(safe.output);
    for (const name of speedPaths) expect(log).toContain(`fast path ${name}: off (CAIRN_SAFE_BUILD is set)`);
    expect(fastPathsRanIn(log)).toEqual(new Set(["swc", "scripts-after-paint"]));
    expect(differences(fastPublic, path.join(safe.siteDir, "public"))).toEqual([]);
  });

  it("after a Gatsby release that changed what the speed paths lean on, build the same site, each path warning that it is off", () => {
    const changed = mustPass(buildFixture("project", { CAIRN_PRETEND_GATSBY_CHANGED: SPEED_SHAPES }), "build with Gatsby's shapes pretended missing");
    others.push(changed);
    const log = unfolded(changed.output);
    expect(log).toMatch(/Link check: \d+ pages, every internal link and anchor resolves/);
    const warned = [...log.matchAll(/warn(?:ing)? fast path ([a-z-]+): off \(pretended missing/g)].map((m) => m[1]);
    expect(new Set(warned)).toEqual(new Set(speedPaths));
    expect(differences(fastPublic, path.join(changed.siteDir, "public"))).toEqual([]);
  });
});

describe("a build with Gatsby's page queries in worker processes", () => {
  let workers: FixtureBuild;
  let compileLog: string;
  beforeAll(() => {
    compileLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "cairn-compile-log-")), "compiles.txt");
    workers = mustPass(buildFixture("project", { GATSBY_CPU_COUNT: "4", CAIRN_COMPILE_LOG: compileLog }), "build with four query workers");
    others.push(workers);
  });

  it("builds the same site byte for byte as one process", () => {
    expect(differences(fastPublic, path.join(workers.siteDir, "public"))).toEqual([]);
  });

  it("compiles each doc body once, in the build process's threads, whatever the worker processes read", () => {
    // Each compile, in any process or thread, appends its body's key and its process id.
    const compiles = fs.readFileSync(compileLog, "utf8").trim().split("\n").map((line) => line.split(" "));
    const keys = compiles.map(([key]) => key);
    expect(keys.length).toBe(new Set(keys).size);
    expect(new Set(compiles.map(([, pid]) => pid)).size).toBe(1);
    const docs = listTree(path.join(workers.siteDir, "content", "docs")).filter((file) => file.endsWith(".mdx"));
    expect(keys.length).toBe(docs.length);
  });

  it("reports a writer's error in a body compiled beside it exactly as one process does: file, line and message", () => {
    const one = buildFixture("body-error", { GATSBY_CPU_COUNT: "1" });
    const four = buildFixture("body-error", { GATSBY_CPU_COUNT: "4" });
    others.push(one, four);
    const errors = (build: FixtureBuild) => build.output.split("\n").filter((line) => /content error\(s\)|content\/docs\/[^:\s]+\.mdx:\d+:\d+: /.test(line)).map((line) => line.trim());
    expect(one.status).not.toBe(0);
    expect(four.status).not.toBe(0);
    expect(errors(one)).toContainEqual(expect.stringMatching(/^content\/docs\/broken\.mdx:9:1: Expected a closing tag for `<Details>`/));
    expect([...new Set(errors(four))]).toEqual([...new Set(errors(one))]);
  });
});
