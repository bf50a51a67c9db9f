/**
 * The site's gatsby-node as Gatsby compiled it for this run (./shapes.ts, "compiled-bundle"): Gatsby
 * bundles gatsby-node.ts with Parcel into `.cache/compiled/gatsby-node.js` and loads that file. The
 * bundle holds every module of src/ gatsby-node imports, so worker threads can load the build's own
 * code from it (../worker-pool.ts), and its bytes fingerprint that code (../build-code.ts).
 */
import fs from "node:fs";
import path from "node:path";

/** Where Gatsby writes the compiled gatsby-node in a site folder. */
export const compiledGatsbyNodeFile = (siteDir: string): string => path.join(siteDir, ".cache", "compiled", "gatsby-node.js");

/** Why a fast path that needs the bundle is off, when it is not there. */
export const NO_COMPILED_BUNDLE = "Gatsby's compiled gatsby-node is not in .cache/compiled/";

/** The compiled bundle when it is there, else undefined. */
export function existingCompiledGatsbyNode(siteDir: string): string | undefined {
  const file = compiledGatsbyNodeFile(siteDir);
  return fs.existsSync(file) ? file : undefined;
}
