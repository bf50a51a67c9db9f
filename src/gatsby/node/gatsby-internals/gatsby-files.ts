/**
 * What ./gatsby-files-reuse.cjs did with Gatsby's compile of gatsby-node.ts and gatsby-config.ts
 * in this process (fast path gatsby-files-reuse): it runs before this code exists, loaded by
 * ./preload.cjs, and leaves its outcome under a process-wide key for the build log.
 */

/** The key ./gatsby-files-reuse.cjs leaves its outcome under (its `OUTCOME`). */
const OUTCOME = Symbol.for("cairn-docs.gatsby-files-reuse");

/** The preload, as package.json's scripts load it with `--require` (scripts/site-files.json, "preload"). */
export const GATSBY_FILES_PRELOAD = "src/gatsby/node/gatsby-internals/preload.cjs";

/** Skipped (with the files compared, the time the comparison took and the last compile's), or why not. */
export type GatsbyFilesOutcome = { ran: true; files: number; checkMs: number; compileMs: number } | { ran: false; why: string; unexpected: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The outcome of this process's compile, or undefined when the preload was not loaded (or Gatsby has not compiled yet). */
export function gatsbyFilesOutcome(): GatsbyFilesOutcome | undefined {
  const value: unknown = Reflect.get(globalThis, OUTCOME);
  if (!isRecord(value)) return undefined;
  if (value.ran === true && typeof value.files === "number" && typeof value.checkMs === "number" && typeof value.compileMs === "number") {
    return { ran: true, files: value.files, checkMs: value.checkMs, compileMs: value.compileMs };
  }
  if (value.ran === false && typeof value.why === "string") return { ran: false, why: value.why, unexpected: value.unexpected === true };
  return undefined;
}
