/**
 * A fingerprint of the build's own code: the compiled gatsby-node (./gatsby-internals/compiled.ts),
 * which bundles every module of src/ that gatsby-node imports. What a build keeps in `.cache/` for
 * the next (compiled doc bodies, each doc's outputs, the finished pages and what the link check read
 * of them) is trusted only while this fingerprint is the same.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { existingCompiledGatsbyNode } from "./gatsby-internals";

/** A hash of the compiled gatsby-node and of `extra` (what else the outputs depend on); undefined outside `gatsby build` or without the bundle. */
export function buildCodeFingerprint(session: { command: string | undefined; siteDir: string }, extra: unknown): string | undefined {
  if (session.command !== "build") return undefined;
  const bundle = existingCompiledGatsbyNode(session.siteDir);
  if (!bundle) return undefined;
  return createHash("sha256").update(fs.readFileSync(bundle)).update(JSON.stringify(extra)).digest("hex");
}
