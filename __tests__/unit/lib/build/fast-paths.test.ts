import { FAST_PATHS, FAST_PATH_NAMES, fastPathsRanIn, fastPathsSwitchedOff, offLine, ranLine, seconds, servesCommand } from "../../../../src/lib/build/fast-paths";

describe("the fast paths' switches", () => {
  it("leaves every path on when nothing is set", () => {
    expect(fastPathsSwitchedOff({}).size).toBe(0);
    expect(fastPathsSwitchedOff({ CAIRN_SAFE_BUILD: "0", CAIRN_FAST_PATHS_OFF: "" }).size).toBe(0);
  });

  it("turns off every path that only changes speed with CAIRN_SAFE_BUILD, and leaves the ones that choose what is built", () => {
    const off = fastPathsSwitchedOff({ CAIRN_SAFE_BUILD: "1" });
    expect([...off.keys()].sort()).toEqual(FAST_PATH_NAMES.filter((name) => FAST_PATHS[name].kind === "speed").sort());
    expect(off.has("swc")).toBe(false);
    expect(off.has("scripts-after-paint")).toBe(false);
    expect(off.get("compile-threads")).toBe("CAIRN_SAFE_BUILD is set");
  });

  it("turns off the paths CAIRN_FAST_PATHS_OFF names, or all of them", () => {
    expect([...fastPathsSwitchedOff({ CAIRN_FAST_PATHS_OFF: "swc, parcel-snapshot" }).keys()]).toEqual(["swc", "parcel-snapshot"]);
    expect(fastPathsSwitchedOff({ CAIRN_FAST_PATHS_OFF: "all" }).size).toBe(FAST_PATH_NAMES.length);
  });

  it("refuses a name it does not know, listing the ones it does", () => {
    expect(() => fastPathsSwitchedOff({ CAIRN_FAST_PATHS_OFF: "swc,compile-thread" })).toThrow(/unknown fast path\(s\) compile-thread; expected "all" or some of queries-in-build-process, compile-threads/);
  });
});

describe("the fast paths' lines in the build log", () => {
  it("say that a path ran and what it saved, or that it was off and why, and can be read back", () => {
    const log = [ranLine("compile-threads", "129 doc bodies"), offLine("parcel-snapshot", "not needed: 12 pages"), ranLine("swc", "412 modules"), "fast path nonsense: ran (x)"].join("\n");
    expect(log.split("\n")[0]).toBe("fast path compile-threads: ran (129 doc bodies)");
    expect(log.split("\n")[1]).toBe("fast path parcel-snapshot: off (not needed: 12 pages)");
    expect([...fastPathsRanIn(log)]).toEqual(["compile-threads", "swc"]);
  });

  it("give times in seconds with one decimal", () => {
    expect(seconds(3249)).toBe("3.2 s");
    expect(seconds(0)).toBe("0.0 s");
  });
});

describe("the command a fast path serves", () => {
  it("is gatsby build, gatsby develop or both, and outside Gatsby's commands any", () => {
    expect(servesCommand("link-check-thread", "build")).toBe(true);
    expect(servesCommand("link-check-thread", "develop")).toBe(false);
    expect(servesCommand("bodies-on-demand", "develop")).toBe(true);
    expect(servesCommand("bodies-on-demand", "build")).toBe(false);
    expect(servesCommand("compile-threads", "develop")).toBe(true);
    expect(servesCommand("compile-threads", "build")).toBe(true);
    expect(servesCommand("bodies-on-demand", undefined)).toBe(true);
    expect(FAST_PATH_NAMES.filter((name) => FAST_PATHS[name].command === "develop")).toEqual([
      "bodies-on-demand",
      "develop-outputs-when-changed",
      "develop-runtime-by-content",
      "develop-without-gatsby-eslint",
      "develop-renderer-cache",
      "develop-swc",
    ]);
  });
});
