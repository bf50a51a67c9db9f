#!/usr/bin/env node
/**
 * Fails, naming the supported lines, when the running Node is not one package.json's "engines"
 * accepts (a list of `^major.minor.patch` ranges joined by `||`). `.ci/run` runs it for each Node
 * it uses. CommonJS, so the oldest supported Node and the unit tests load it as it is.
 */
const fs = require("node:fs");
const path = require("node:path");

/** Whether a version (`v22.12.0` or `22.12.0`) satisfies one of the `^x.y.z` ranges of `engines`. */
function satisfiesEngines(version, engines) {
  const [major, minor, patch] = version.replace(/^v/, "").split(".").map(Number);
  return engines.split("||").some((range) => {
    const match = /^\s*\^(\d+)\.(\d+)\.(\d+)\s*$/.exec(range);
    if (!match) throw new Error(`engines.node: "${range.trim()}" is not a ^major.minor.patch range`);
    const [, wantMajor, wantMinor, wantPatch] = match.map(Number);
    return major === wantMajor && (minor > wantMinor || (minor === wantMinor && patch >= wantPatch));
  });
}

module.exports = { satisfiesEngines };

if (require.main === module) {
  const engines = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "package.json"), "utf8")).engines.node;
  if (!satisfiesEngines(process.version, engines)) {
    console.error(`Node ${process.version} is not supported: package.json's engines.node is "${engines}"`);
    process.exit(1);
  }
  console.log(`Node ${process.version}: supported (${engines})`);
}
