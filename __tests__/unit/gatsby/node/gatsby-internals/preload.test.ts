/**
 * The preload, in a Node process of its own as `npm start` and `npm run build` load it: Gatsby's
 * compile of the gatsby files is wrapped the moment Gatsby's module is first required, and Node's
 * loader is left as it was.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";

// Loading Gatsby's compile module loads Parcel: seconds on a loaded machine.
jest.setTimeout(60_000);

const preload = path.resolve("src/gatsby/node/gatsby-internals/preload.cjs");

it("wraps compileGatsbyFiles when Gatsby's module is loaded, then stops watching", () => {
  const script = [
    'const Module = require("node:module");',
    "const watching = Module._load.name;",
    'const compile = require("gatsby/dist/utils/parcel/compile-gatsby-files");',
    // Straight to stdout: Gatsby's reporter, loaded with the module, wraps console.log's lines.
    'require("node:fs").writeSync(1, JSON.stringify({ watching, after: Module._load.name, wrapped: compile.compileGatsbyFiles.name }));',
  ].join("\n");
  const out = execFileSync(process.execPath, ["--require", preload, "-e", script], { encoding: "utf8", env: { ...process.env, CAIRN_SAFE_BUILD: "" } });
  const seen = JSON.parse(out) as { watching: string; after: string; wrapped: string };
  expect(seen).toEqual({ watching: "loadWatchingForGatsbyCompile", after: expect.any(String), wrapped: "compileGatsbyFilesUnlessUnchanged" });
  expect(seen.after).not.toBe("loadWatchingForGatsbyCompile");
});

it("does nothing but watch in a process that never loads it", () => {
  const out = execFileSync(process.execPath, ["--require", preload, "-e", 'console.log(require("node:path").sep, typeof globalThis[Symbol.for("cairn-docs.gatsby-files-reuse")])'], { encoding: "utf8" });
  expect(out.trim()).toBe(`${path.sep} undefined`);
});
