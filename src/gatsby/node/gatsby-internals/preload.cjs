// @ts-check
/**
 * Loaded by Node's `--require` before Gatsby starts (package.json's start, develop and build
 * scripts; the tests and the bench start Gatsby the same way: scripts/site-files.json, "preload").
 * It waits for Gatsby to load its module compiling gatsby-node.ts and gatsby-config.ts, then hands
 * it to ./gatsby-files-reuse.cjs, which skips that compile when nothing it is made from changed.
 *
 * Node passes `--require` on to the processes Gatsby starts (its develop process, its workers):
 * in those that never load the module this does nothing but look at each module name once.
 */
"use strict";
const Module = require("node:module");
const path = require("node:path");

/** Gatsby's module, as its own files require it. */
const GATSBY_COMPILE = /[\\/]utils[\\/]parcel[\\/]compile-gatsby-files(\.js)?$/;

/** @type {(request: string, parent: unknown, isMain: boolean) => unknown} */
// Node's module loader: the one place a module can be seen as it is first loaded, whoever requires it.
const load = Reflect.get(Module, "_load");

/** @type {typeof load} */
function loadWatchingForGatsbyCompile(request, parent, isMain) {
  const loaded = load.call(this, request, parent, isMain);
  if (typeof request === "string" && GATSBY_COMPILE.test(request)) {
    if (Reflect.get(Module, "_load") === loadWatchingForGatsbyCompile) Reflect.set(Module, "_load", load);
    const file = Reflect.get(Module, "_resolveFilename").call(Module, request, parent, isMain);
    const gatsbyDir = path.resolve(path.dirname(file), "..", "..", "..");
    require("./gatsby-files-reuse.cjs").wrapGatsbyCompile(loaded, gatsbyDir, process.env);
  }
  return loaded;
}

Reflect.set(Module, "_load", loadWatchingForGatsbyCompile);
