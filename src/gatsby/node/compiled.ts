/**
 * The gatsby-node bundle Gatsby compiled for this build, and a fingerprint of it: the code of every
 * step of the build that runs here (the bundle holds all of src/ that gatsby-node imports). The
 * post-build keeps what it made from unchanged input while this fingerprint is unchanged.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The bundle in the site folder's `.cache/compiled`; undefined outside `gatsby build` (the unit tests run the sources). */
export function compiledGatsbyNode(siteDir: string): string | undefined {
  if (process.env.gatsby_executing_command !== "build") return undefined;
  const bundle = path.join(siteDir, ".cache", "compiled", "gatsby-node.js");
  return fs.existsSync(bundle) ? bundle : undefined;
}

/** A hash of the compiled gatsby-node and of `extra` (what else the outputs depend on); undefined outside `gatsby build`. */
export function buildCodeFingerprint(siteDir: string, extra: unknown): string | undefined {
  const bundle = compiledGatsbyNode(siteDir);
  if (!bundle) return undefined;
  return createHash("sha256").update(fs.readFileSync(bundle)).update(JSON.stringify(extra)).digest("hex");
}
