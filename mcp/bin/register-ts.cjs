/**
 * Lets Node `require()` the server's TypeScript and the site's `src/lib` modules it shares: each
 * .ts file is transpiled to CommonJS by SWC (already a dependency of the site's build) when first
 * loaded. Types are checked by `npm run typecheck`, not here.
 *
 * Node 22.18+ and 24 strip types from .ts files themselves, but only for files written as Node
 * modules (explicit extensions, no path aliases); the site's modules import without extensions,
 * as a bundler resolves them, so this hook replaces Node's own `.ts` handler on every version.
 */
"use strict";
const fs = require("node:fs");
const Module = require("node:module");
const { transformSync } = require("@swc/core");

/** @type {import("@swc/core").Options} */
const options = {
  jsc: { parser: { syntax: "typescript", tsx: false }, target: "es2022" },
  module: { type: "commonjs" },
  sourceMaps: "inline",
  swcrc: false,
  configFile: false,
};

function compileTypeScript(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, "utf8"), { ...options, filename });
  module._compile(code, filename);
}

// Node's module registry, the documented way to teach require() an extension.
Module._extensions[".ts"] = compileTypeScript;
// Stack traces point at the TypeScript lines.
process.setSourceMapsEnabled?.(true);
