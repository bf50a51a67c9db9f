import { FastPaths, SHAPES_NEEDED } from "../../../../src/gatsby/node/fast-paths";
import { FAST_PATH_NAMES, fastPathsSwitchedOff, servesCommand } from "../../../../src/lib/build/fast-paths";
import type { GatsbyShape } from "../../../../src/gatsby/node/gatsby-internals";

function paths(env: Record<string, string> = {}, missing: GatsbyShape[] = [], command = "build") {
  const lines: string[] = [];
  const log = { info: (m: string) => lines.push(`info ${m}`), warn: (m: string) => lines.push(`warn ${m}`) };
  const fastPaths = new FastPaths(log, fastPathsSwitchedOff(env), { version: "5.16.1", missing: new Map(missing.map((s) => [s, `${s} is gone`])) }, command);
  return { fastPaths, lines };
}

describe("a build's fast paths", () => {
  it("are all on when nothing switches them off and Gatsby has every shape", () => {
    const { fastPaths, lines } = paths();
    expect(FAST_PATH_NAMES.every((name) => fastPaths.on(name))).toBe(true);
    expect(lines).toEqual([]);
  });

  it("each write one line: that they ran and what they saved", () => {
    const { fastPaths, lines } = paths();
    fastPaths.ran("swc", "412 modules");
    fastPaths.ran("swc", "again");
    fastPaths.skipped("parcel-snapshot", "not needed: 12 pages");
    fastPaths.reportTheRest();
    expect(lines).toEqual(["info fast path swc: ran (412 modules)", "info fast path parcel-snapshot: off (not needed: 12 pages)"]);
  });

  it("say once, as information, that a path is switched off", () => {
    const { fastPaths, lines } = paths({ CAIRN_FAST_PATHS_OFF: "compile-threads" });
    expect(fastPaths.on("compile-threads")).toBe(false);
    expect(fastPaths.on("compile-threads")).toBe(false);
    fastPaths.ran("compile-threads", "should not be said");
    fastPaths.reportTheRest();
    expect(lines).toEqual(["info fast path compile-threads: off (CAIRN_FAST_PATHS_OFF names it)"]);
  });

  it("warn once for each path whose Gatsby shape is missing, and report the ones never asked about at the end", () => {
    const { fastPaths, lines } = paths({}, ["compiled-bundle"]);
    const needing = FAST_PATH_NAMES.filter((name) => SHAPES_NEEDED[name].includes("compiled-bundle") && servesCommand(name, "build"));
    expect(needing).toEqual(["compile-threads", "pinned-webpack-cache", "link-check-thread", "doc-output-cache", "finished-pages-reuse", "parcel-snapshot"]);
    expect(fastPaths.on("compile-threads")).toBe(false);
    expect(fastPaths.on("swc")).toBe(true);
    fastPaths.reportTheRest();
    expect(lines).toEqual(needing.map((name) => `warn fast path ${name}: off (compiled-bundle is gone; the build goes the slow way)`));
  });

  it("turn a path off while the build runs when a shape checked only then is not there, warning once", () => {
    const { fastPaths, lines } = paths();
    fastPaths.turnOff("swc", "Gatsby's JavaScript rule is not in its webpack config");
    fastPaths.turnOff("swc", "a second reason");
    expect(fastPaths.on("swc")).toBe(false);
    fastPaths.ran("swc", "never");
    expect(lines).toEqual(["warn fast path swc: off (Gatsby's JavaScript rule is not in its webpack config; the build goes the slow way)"]);
  });

  it("report at the end of a build only the paths of the command Gatsby runs", () => {
    const build = paths({}, ["develop-eslint", "parcel-cache"], "build");
    build.fastPaths.reportTheRest();
    expect(build.lines).toEqual(["warn fast path parcel-snapshot: off (parcel-cache is gone; the build goes the slow way)"]);
    const develop = paths({}, ["develop-eslint", "parcel-cache"], "develop");
    develop.fastPaths.reportTheRest();
    expect(develop.lines).toEqual([
      "warn fast path parcel-snapshot: off (parcel-cache is gone; the build goes the slow way)",
      "warn fast path develop-without-gatsby-eslint: off (develop-eslint is gone; the build goes the slow way)",
    ]);
  });
});
