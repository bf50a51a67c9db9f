/**
 * Pages as the last build finished them (fast path finished-pages-reuse): a rebuild renders again
 * only the pages whose data or code changed, and every other page is still as the last build
 * finished it. Such a page only needs this build's stamps, written over the last ones in place when
 * they are as long (a time stamp always is): at 10,000 pages, reading, hashing and writing every
 * page again was 12 of a 55-second rebuild. A page is taken as finished when it carries a policy
 * and the last finishing was of the same kind (`FinishedPages`): the record of it is removed before
 * any page is finished and written once every page is (./finish-pages.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { stampBuildMetaInPlace, type BuildMeta } from "../../../lib/build/build-meta";

/**
 * What a finished page depends on besides its own content: the hosts its policy allows, and the
 * code that finishes it (the compiled gatsby-node's hash). Recorded in the site's `.cache` after
 * every page is finished, and removed before any is: a page finished with another fingerprint is
 * finished again from scratch.
 */
export interface FinishedPages {
  /** Where the fingerprint of the last finishing is kept (absent: finish every page whole). */
  file: string;
  fingerprint: string;
}

/**
 * Which pages are still as the last build finished them (not rendered again since), read before
 * any is finished: the link check reuses what it read from these (./link-check.ts). `lastFinish` is
 * the token of the build that finished them, for the link check to match its own record against.
 */
export interface FinishPlan {
  unchanged: ReadonlySet<string>;
  lastFinish?: string;
}

/** A page as the last build finished it: its head holds the policy this step adds. */
const CSP_META = '<meta http-equiv="Content-Security-Policy"';
/** How much of a page is read to find its stamps (they come near the top of its head). */
const HEAD_BYTES = 16 * 1024;

/** The start of a page (one character per byte) up to its `</head>`, or undefined unless it carries a policy there. */
export function finishedHead(fd: number): string | undefined {
  const head = Buffer.alloc(HEAD_BYTES);
  const length = fs.readSync(fd, head, 0, HEAD_BYTES, 0);
  const text = head.toString("latin1", 0, length);
  const headEnd = text.indexOf("</head>");
  const policy = text.indexOf(CSP_META);
  if (policy === -1 || (headEnd !== -1 && policy > headEnd)) return undefined;
  return headEnd === -1 ? text : text.slice(0, headEnd);
}

/** Stamps a page finished by the last build; false when it is not one (it is then finished whole). */
export function restampFinished(full: string, meta: BuildMeta): boolean {
  const fd = fs.openSync(full, "r+");
  try {
    const head = finishedHead(fd);
    if (head === undefined) return false;
    // latin1 keeps one character per byte, so offsets in the text are offsets in the file.
    const writes = stampBuildMetaInPlace(head, meta);
    if (!writes) return false;
    // Only the stamps' values change, at the same length: a reader (the link check) sees the
    // page's links and anchors unchanged whenever it reads.
    for (const { offset, value } of writes) fs.writeSync(fd, value, offset, "utf8");
    return true;
  } finally {
    fs.closeSync(fd);
  }
}

export function readFingerprint(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** A build's token in the record of finished pages: the code's fingerprint, then the build's stamps. */
export const finishToken = (fingerprint: string, meta: BuildMeta): string => `${fingerprint} ${meta.version} ${meta.time}`;

/**
 * The pages given that are still as the last build finished them (see `FinishPlan`). `lastFinish`
 * is the record of the last finishing, read before any page of this build was finished.
 */
export function planFinishing(publicDir: string, htmlFiles: readonly string[], finished: FinishedPages | undefined, lastFinish = finished && readFingerprint(finished.file)): FinishPlan {
  if (!finished || !lastFinish?.startsWith(`${finished.fingerprint} `)) return { unchanged: new Set() };
  const unchanged = new Set<string>();
  for (const file of htmlFiles) {
    const fd = fs.openSync(path.join(publicDir, file), "r");
    try {
      if (finishedHead(fd) !== undefined) unchanged.add(file);
    } finally {
      fs.closeSync(fd);
    }
  }
  return { unchanged, lastFinish };
}

