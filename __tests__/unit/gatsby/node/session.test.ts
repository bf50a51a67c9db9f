import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createBuildSession } from "../../../../src/gatsby/node/session";

const quiet = { info: () => undefined, warn: () => undefined };
const allShapes = { version: "5.16.1", missing: new Map() };

let outsideGit: string;
beforeAll(() => {
  outsideGit = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-session-"));
});
afterAll(() => fs.rmSync(outsideGit, { recursive: true, force: true }));

describe("a build session", () => {
  it("knows the command Gatsby runs and the site's folders", () => {
    const session = createBuildSession({ siteDir: "/srv/site", env: { gatsby_executing_command: "build" }, log: quiet, gatsby: allShapes });
    expect(session).toMatchObject({ command: "build", siteDir: "/srv/site", publicDir: path.join("/srv/site", "public"), cacheDir: path.join("/srv/site", ".cache"), handovers: {}, anySize: false });
    expect(createBuildSession({ siteDir: "/srv/site", env: { gatsby_executing_command: "develop" }, log: quiet, gatsby: allShapes }).command).toBe("develop");
    expect(createBuildSession({ siteDir: "/srv/site", env: { gatsby_executing_command: "repl" }, log: quiet, gatsby: allShapes }).command).toBe("other");
    expect(createBuildSession({ siteDir: "/srv/site", env: {}, log: quiet, gatsby: allShapes }).command).toBeUndefined();
  });

  it("stamps the build's start time, the same for every page", () => {
    const session = createBuildSession({ siteDir: outsideGit, env: {}, log: quiet, gatsby: allShapes, now: new Date("2026-11-27T12:00:00Z") });
    expect(session.meta.time).toBe("2026-11-27T12:00:00.000Z");
  });

  it("takes its version from BUILD_VERSION, else the site's git commit, else N/A", () => {
    expect(createBuildSession({ siteDir: outsideGit, env: { BUILD_VERSION: "v2.3.0" }, log: quiet, gatsby: allShapes }).meta.version).toBe("v2.3.0");
    // The project itself is a git checkout.
    expect(createBuildSession({ siteDir: process.cwd(), env: {}, log: quiet, gatsby: allShapes }).meta.version).toMatch(/^[0-9a-f]{12}$/);
    expect(createBuildSession({ siteDir: outsideGit, env: {}, log: quiet, gatsby: allShapes }).meta.version).toBe("N/A");
  });

  it("reads the fast paths' switches from its environment", () => {
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(`warn: ${m}`) };
    const session = createBuildSession({ siteDir: outsideGit, env: { CAIRN_FAST_PATHS_OFF: "swc", CAIRN_FAST_PATHS_AT_ANY_SIZE: "1" }, log, gatsby: allShapes });
    expect(session.fastPaths.on("swc")).toBe(false);
    expect(session.fastPaths.on("compile-threads")).toBe(true);
    expect(session.anySize).toBe(true);
    expect(lines).toEqual(["fast path swc: off (CAIRN_FAST_PATHS_OFF names it)"]);
    expect(() => createBuildSession({ siteDir: outsideGit, env: { CAIRN_FAST_PATHS_OFF: "turbo" }, log, gatsby: allShapes })).toThrow(/^CAIRN_FAST_PATHS_OFF: unknown fast path\(s\) turbo; expected "all" or some of /);
  });

  it("turns off, with a warning, the fast paths whose shape of Gatsby is missing", () => {
    const lines: string[] = [];
    const log = { info: (m: string) => lines.push(m), warn: (m: string) => lines.push(`warn: ${m}`) };
    const session = createBuildSession({ siteDir: outsideGit, env: {}, log, gatsby: { version: "5.16.1", missing: new Map([["compiled-bundle", "no compiled bundle"]]) } });
    expect(session.fastPaths.on("compile-threads")).toBe(false);
    expect(session.fastPaths.on("swc")).toBe(true);
    expect(lines).toEqual(["warn: fast path compile-threads: off (no compiled bundle; the build goes the slow way)"]);
  });

  it("inspects the installed Gatsby when not told its shapes, pretending shapes missing when asked to", () => {
    const session = createBuildSession({ siteDir: process.cwd(), env: {}, log: quiet });
    expect(session.gatsby.version).toBe(JSON.parse(fs.readFileSync(path.join("node_modules", "gatsby", "package.json"), "utf8")).version);
    expect([...session.gatsby.missing.keys()]).toEqual([]);
    const pretending = createBuildSession({ siteDir: process.cwd(), env: { CAIRN_PRETEND_GATSBY_CHANGED: "page-markup" }, log: quiet });
    expect([...pretending.gatsby.missing.keys()]).toEqual(["page-markup"]);
    const older = createBuildSession({ siteDir: process.cwd(), env: { CAIRN_PRETEND_GATSBY_VERSION: "5.15.0" }, log: quiet });
    expect(older.gatsby.missing.size).toBeGreaterThan(1);
  });
});

describe("the running build's session", () => {
  const load = async () => {
    let loaded: typeof import("../../../../src/gatsby/node/session") | undefined;
    await jest.isolateModulesAsync(async () => {
      loaded = await import("../../../../src/gatsby/node/session");
    });
    return loaded!;
  };

  it("is the one onPreInit started, until it starts another (`gatsby develop` may build again in one process)", async () => {
    const { startBuildSession, buildSession } = await load();
    const first = startBuildSession({ siteDir: outsideGit, env: { gatsby_executing_command: "develop" }, log: quiet, gatsby: allShapes });
    expect(buildSession()).toBe(first);
    const second = startBuildSession({ siteDir: outsideGit, env: { gatsby_executing_command: "develop" }, log: quiet, gatsby: allShapes });
    expect(second).not.toBe(first);
    expect(buildSession()).toBe(second);
  });

  it("is made on first use in a process that ran no onPreInit (a query worker), and kept", async () => {
    const { buildSession } = await load();
    const made = buildSession();
    expect(made.siteDir).toBe(process.cwd());
    expect(buildSession()).toBe(made);
  });
});
