/**
 * Fast path gatsby-files-reuse on a temporary site folder: Gatsby's compile of the gatsby files
 * (a stand-in here, writing what Parcel writes) is skipped only while everything it is made from
 * and everything it wrote are as the last compile left them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SHAPE_EVIDENCE } from "../../../../../src/gatsby/node/gatsby-internals/shapes";

interface Outcome {
  ran: boolean;
  why?: string;
  unexpected?: boolean;
  files?: number;
}
type Compile = (siteRoot: string, retry?: number) => Promise<void>;
interface Reuse {
  EVIDENCE: { file: string; holds: string[] }[];
  OUTCOME: symbol;
  RECORD_FILE: string;
  SHAPE: string;
  fingerprint(siteDir: string, env: NodeJS.ProcessEnv): { digest: string; setup: string; files: Set<string> };
  reusingCompile(compile: Compile, env: NodeJS.ProcessEnv): Compile;
  switchedOff(env: NodeJS.ProcessEnv): string | undefined;
  wrapGatsbyCompile(exports: { compileGatsbyFiles?: unknown }, gatsbyDir: string, env: NodeJS.ProcessEnv): void;
}
// The module is CommonJS that Node loads before any TypeScript exists (its own header): typed by the interface above.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reuse: Reuse = require("../../../../../src/gatsby/node/gatsby-internals/gatsby-files-reuse.cjs");

let site: string;
const write = (name: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
  fs.writeFileSync(path.join(site, name), text);
};
const outcome = () => Reflect.get(globalThis, reuse.OUTCOME) as Outcome | undefined;
const env = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({ NODE_ENV: "development", ...extra });

/** A stand-in for Gatsby's compile: empties .cache/compiled and writes a bundle and its map, as Parcel does. */
function fakeCompile(sources = ["gatsby-node.ts", "src/lib/a.ts"]) {
  const calls: number[] = [];
  const compile: Compile = async (_siteRoot, retry = 0) => {
    calls.push(retry);
    const dir = path.join(site, ".cache", "compiled");
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "gatsby-node.js"), `// from ${fs.readFileSync(path.join(site, "src", "lib", "a.ts"), "utf8")}`);
    fs.writeFileSync(path.join(dir, "gatsby-node.js.map"), JSON.stringify({ version: 3, sourceRoot: "../../", sources }));
  };
  return { compile, calls };
}

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-gatsby-files-"));
  fs.symlinkSync(path.resolve("node_modules"), path.join(site, "node_modules"));
  write("package.json", "{}");
  write(".gitignore", "public/\nbench/tmp/\n*.log\nsrc/generated.ts\n");
  write("gatsby-node.ts", 'export * from "./src/lib/a";\n');
  write("src/lib/a.ts", "export const a = 1;\n");
  write("content/docs/intro.mdx", "# Intro\n");
  Reflect.deleteProperty(globalThis, reuse.OUTCOME);
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

describe("the fingerprint", () => {
  const digest = (extra?: NodeJS.ProcessEnv) => reuse.fingerprint(site, env(extra)).digest;

  it("covers the site's own files, by path and content", () => {
    const before = digest();
    expect([...reuse.fingerprint(site, env()).files].map((f) => path.relative(site, f)).sort()).toEqual([".gitignore", "gatsby-node.ts", "package.json", path.join("src", "lib", "a.ts")]);
    write("src/lib/a.ts", "export const a = 2;\n");
    const edited = digest();
    expect(edited).not.toBe(before);
    write("src/lib/b.ts", "export const b = 1;\n");
    expect(digest()).not.toBe(edited);
  });

  it("leaves out what Parcel never compiles into the bundles: installed packages, outputs, content, what .gitignore names, type declarations", () => {
    const before = digest();
    write(".cache/x.js", "1");
    write("public/index.html", "<p>");
    write("content/docs/intro.mdx", "# Changed\n");
    write("bench/tmp/site/a.ts", "1");
    write("src/generated.ts", "1");
    write("build.log", "1");
    write("src/gatsby-types.d.ts", "declare const x: number;");
    expect(digest()).toBe(before);
  });

  it("covers the configuration files Parcel would find in the folders above the site", () => {
    const inner = path.join(site, "site");
    fs.mkdirSync(inner);
    fs.symlinkSync(path.resolve("node_modules"), path.join(inner, "node_modules"));
    fs.writeFileSync(path.join(inner, "package.json"), "{}");
    const before = reuse.fingerprint(inner, env()).digest;
    write("tsconfig.json", '{ "compilerOptions": { "jsx": "react" } }');
    expect(reuse.fingerprint(inner, env()).digest).not.toBe(before);
  });

  it("follows the content folder CAIRN_CONTENT_DIR names", () => {
    write("corpus/a.mdx", "# A\n");
    const before = digest({ CAIRN_CONTENT_DIR: "corpus" });
    write("corpus/a.mdx", "# B\n");
    expect(digest({ CAIRN_CONTENT_DIR: "corpus" })).toBe(before);
    expect(digest()).not.toBe(digest({ CAIRN_CONTENT_DIR: "corpus" }));
  });

  it("names the setup apart: NODE_ENV, Node's major version, Gatsby's and Parcel's versions, npm's installed tree", () => {
    const { setup } = reuse.fingerprint(site, env());
    expect(setup).toMatch(/^NODE_ENV=development, Node \d+, gatsby 5\.16\.\d+, @parcel\/core \d+\.\d+\.\d+, gatsby-parcel-config \d+\.\d+\.\d+, installed tree [0-9a-f]{12}$/);
    expect(reuse.fingerprint(site, env({ NODE_ENV: "production" })).setup).not.toBe(setup);
  });
});

describe("the compile", () => {
  it("runs and is recorded the first time, then is skipped while nothing changed", async () => {
    const { compile, calls } = fakeCompile();
    const wrapped = reuse.reusingCompile(compile, env());
    await wrapped(site);
    expect(calls).toEqual([0]);
    expect(outcome()).toMatchObject({ ran: false, unexpected: false, why: expect.stringMatching(/^not needed: no earlier compile recorded; Parcel compiled them in \d+\.\d s/) });
    expect(fs.existsSync(path.join(site, reuse.RECORD_FILE))).toBe(true);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(path.join(site, ".cache", "compiled", "gatsby-node.js"), old, old);
    await wrapped(site);
    expect(calls).toEqual([0]);
    expect(outcome()).toMatchObject({ ran: true, files: 4 });
    // As if compiled at this start (what src/gatsby/node/gatsby-internals/parcel.ts reads the start's time from).
    expect(fs.statSync(path.join(site, ".cache", "compiled", "gatsby-node.js")).mtimeMs).toBeGreaterThan(old.getTime() + 30_000);
  });

  it("runs again when a file of the site changed, and says so", async () => {
    const { compile, calls } = fakeCompile();
    const wrapped = reuse.reusingCompile(compile, env());
    await wrapped(site);
    write("src/lib/a.ts", "export const a = 2;\n");
    await wrapped(site);
    expect(calls).toEqual([0, 0]);
    expect(outcome()?.why).toMatch(/^not needed: a file of the site the gatsby files are compiled from changed/);
    expect(fs.readFileSync(path.join(site, ".cache", "compiled", "gatsby-node.js"), "utf8")).toContain("a = 2");
    await wrapped(site);
    expect(calls).toEqual([0, 0]);
  });

  it("runs again when the setup changed, naming what it was", async () => {
    const { compile, calls } = fakeCompile();
    await reuse.reusingCompile(compile, env({ NODE_ENV: "production" }))(site);
    await reuse.reusingCompile(compile, env())(site);
    expect(calls).toEqual([0, 0]);
    expect(outcome()?.why).toMatch(/^not needed: compiled last with NODE_ENV=production;/);
  });

  it("runs again when a compiled file is not the one it wrote, or is gone", async () => {
    const { compile, calls } = fakeCompile();
    const wrapped = reuse.reusingCompile(compile, env());
    await wrapped(site);
    fs.appendFileSync(path.join(site, ".cache", "compiled", "gatsby-node.js"), "\n// edited");
    await wrapped(site);
    expect(outcome()?.why).toMatch(/^not needed: the compiled files are not the ones the last compile wrote/);
    fs.rmSync(path.join(site, ".cache", "compiled", "gatsby-node.js.map"));
    await wrapped(site);
    expect(calls).toEqual([0, 0, 0]);
  });

  it("records nothing, and warns, when the bundles' sources include a file the fingerprint leaves out", async () => {
    write("content/helpers.ts", "export const h = 1;\n");
    const { compile, calls } = fakeCompile(["gatsby-node.ts", "src/lib/a.ts", "content/helpers.ts", "node_modules/@parcel/transformer-js/src/esmodule-helpers.js"]);
    const wrapped = reuse.reusingCompile(compile, env());
    await wrapped(site);
    expect(outcome()).toEqual({ ran: false, unexpected: true, why: `the gatsby files import ${path.join("content", "helpers.ts")}, which the fingerprint leaves out, so every start compiles them` });
    await wrapped(site);
    expect(calls).toEqual([0, 0]);
  });

  it("compares local plugins' bundles in their subfolders too", async () => {
    const { compile, calls } = fakeCompile();
    const withPlugin: Compile = async (siteRoot, retry) => {
      await compile(siteRoot, retry);
      write(".cache/compiled/plugins/local/gatsby-node.js", "// plugin");
    };
    const wrapped = reuse.reusingCompile(withPlugin, env());
    await wrapped(site);
    await wrapped(site);
    expect(calls).toEqual([0]);
    write(".cache/compiled/plugins/local/gatsby-node.js", "// edited");
    await wrapped(site);
    expect(calls).toEqual([0, 0]);
  });

  it("compiles, with a warning, when what it is made from cannot be read", async () => {
    const { compile, calls } = fakeCompile();
    const wrapped = reuse.reusingCompile(compile, env());
    await wrapped(site);
    // A .gitignore that is a folder cannot be read as a file (as root too, unlike a locked file).
    fs.rmSync(path.join(site, ".gitignore"));
    fs.mkdirSync(path.join(site, ".gitignore"));
    await wrapped(site);
    expect(outcome()).toMatchObject({ ran: false, unexpected: true, why: expect.stringMatching(/^could not read what the gatsby files are compiled from \(EISDIR/) });
    expect(calls).toEqual([0, 0]);
    expect(fs.existsSync(path.join(site, reuse.RECORD_FILE))).toBe(false);
  });

  it("leaves Gatsby's retries of a failed compile alone", async () => {
    const { compile, calls } = fakeCompile();
    const wrapped = reuse.reusingCompile(compile, env());
    await wrapped(site);
    await wrapped(site, 2);
    expect(calls).toEqual([0, 2]);
  });
});

describe("the switches", () => {
  it("are the build's: CAIRN_SAFE_BUILD, CAIRN_FAST_PATHS_OFF naming it or all, the shape pretended missing", () => {
    expect(reuse.switchedOff({})).toBeUndefined();
    expect(reuse.switchedOff({ CAIRN_SAFE_BUILD: "0", CAIRN_FAST_PATHS_OFF: "swc" })).toBeUndefined();
    expect(reuse.switchedOff({ CAIRN_SAFE_BUILD: "1" })).toBe("CAIRN_SAFE_BUILD is set");
    expect(reuse.switchedOff({ CAIRN_FAST_PATHS_OFF: "swc, gatsby-files-reuse" })).toBe("CAIRN_FAST_PATHS_OFF names it");
    expect(reuse.switchedOff({ CAIRN_FAST_PATHS_OFF: "all" })).toBe("CAIRN_FAST_PATHS_OFF names it");
    expect(reuse.switchedOff({ CAIRN_PRETEND_GATSBY_CHANGED: "gatsby-files-compile" })).toBe("pretended missing (CAIRN_PRETEND_GATSBY_CHANGED)");
  });
});

describe("the wrap of Gatsby's compile", () => {
  const gatsbyDir = path.resolve("node_modules", "gatsby");
  const original: Compile = async () => undefined;

  it("replaces the installed Gatsby's compileGatsbyFiles in its module's exports", () => {
    const exports = { compileGatsbyFiles: original };
    reuse.wrapGatsbyCompile(exports, gatsbyDir, {});
    expect(exports.compileGatsbyFiles).not.toBe(original);
    expect(exports.compileGatsbyFiles.name).toBe("compileGatsbyFilesUnlessUnchanged");
  });

  it("leaves it when switched off, saying why", () => {
    const exports = { compileGatsbyFiles: original };
    reuse.wrapGatsbyCompile(exports, gatsbyDir, { CAIRN_SAFE_BUILD: "1" });
    expect(exports.compileGatsbyFiles).toBe(original);
    expect(outcome()).toEqual({ ran: false, why: "CAIRN_SAFE_BUILD is set", unexpected: false });
  });

  it("leaves it, with a warning, for a Gatsby whose code no longer holds what it leans on", () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), "cairn-other-gatsby-"));
    fs.writeFileSync(path.join(other, "package.json"), JSON.stringify({ version: "5.16.2" }));
    const exports = { compileGatsbyFiles: original };
    reuse.wrapGatsbyCompile(exports, other, {});
    expect(exports.compileGatsbyFiles).toBe(original);
    expect(outcome()).toEqual({ ran: false, why: "gatsby/dist/services/initialize.js is gone", unexpected: true });
    fs.writeFileSync(path.join(other, "package.json"), JSON.stringify({ version: "5.17.0" }));
    reuse.wrapGatsbyCompile(exports, other, {});
    expect(outcome()?.why).toBe("Gatsby 5.17.0 is not a release this was tested with (5.16.x)");
    fs.rmSync(other, { recursive: true, force: true });
  });

  it("checks the same evidence as the build's shape check, so the two never disagree", () => {
    expect(reuse.SHAPE).toBe("gatsby-files-compile");
    expect(SHAPE_EVIDENCE["gatsby-files-compile"]).toEqual(reuse.EVIDENCE.map((e) => ({ pkg: "gatsby", ...e })));
  });
});
