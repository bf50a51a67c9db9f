/**
 * After the build, one pass over every page: the build's metadata is stamped in, the app's scripts
 * load after the first paint (lib/build/scripts-after-paint), and the page gets its
 * Content-Security-Policy meta, with the hashes of its own inline scripts and only the hosts
 * this build is configured to use.
 *
 * A rebuild renders again only the pages whose data or code changed; every other page is still as
 * the last build finished it. Such a page only needs this build's stamps, which are written over
 * the last ones in place when they are as long (a time stamp always is): at 10,000 pages, reading,
 * hashing and writing every page again was 12 of a 55-second rebuild. A page is taken as finished
 * when it carries a policy and the last finishing was of the same kind (`FinishedPages`): the
 * record of it is removed before any page is finished and written once every page is.
 */
import fs from "node:fs";
import path from "node:path";
import { withCspMeta, type CspHosts } from "../../../lib/build/csp";
import { stampBuildMetaInPlace, withBuildMeta, type BuildMeta } from "../../../lib/build/build-meta";
import { withScriptsAfterPaint } from "../../../lib/build/scripts-after-paint";
import { BUILD_META } from "../build-meta";
import { isHostedSearch } from "../../../lib/search/config";
import { siteConfig } from "../../../site-config";
import { writeWhole } from "./write";

export function configuredHosts(): CspHosts {
  return {
    searchAppId: isHostedSearch(siteConfig.search) ? siteConfig.search.appId : undefined,
    analytics: siteConfig.analytics.gtagId !== "",
  };
}

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
 * any is finished: the link check reuses what it read from these (../checks). `lastFinish` is
 * the token of the build that finished them, for the link check to match its own record against.
 */
export interface FinishPlan {
  unchanged: ReadonlySet<string>;
  lastFinish?: string;
}

/** How the pages were finished. */
export interface FinishCounts {
  whole: number;
  /** Pages left as finished by the last build, only their stamps written again. */
  stamped: number;
}

/** A page as the last build finished it: its head holds the policy this step adds. */
const CSP_META = '<meta http-equiv="Content-Security-Policy"';
/** How much of a page is read to find its stamps (they come near the top of its head). */
const HEAD_BYTES = 16 * 1024;

/**
 * Finishes one page; with `before`, a change made to its HTML first (when that answers undefined
 * the page is left as it is and false returned).
 */
function finishWhole(full: string, hosts: CspHosts, meta: BuildMeta, before?: (html: string) => string | undefined): boolean {
  const read = fs.readFileSync(full, "utf8");
  const html = before ? before(read) : read;
  if (html === undefined) return false;
  // The scripts' loader is an inline script: the CSP, which hashes them, comes last.
  // Whole or not at all: the link check reads the pages meanwhile (../checks).
  writeWhole(full, withCspMeta(withScriptsAfterPaint(withBuildMeta(html, meta)), hosts));
  return true;
}

/** The start of a page (one character per byte) up to its `</head>`, or undefined unless it carries a policy there. */
function finishedHead(fd: number): string | undefined {
  const head = Buffer.alloc(HEAD_BYTES);
  const length = fs.readSync(fd, head, 0, HEAD_BYTES, 0);
  const text = head.toString("latin1", 0, length);
  const headEnd = text.indexOf("</head>");
  const policy = text.indexOf(CSP_META);
  if (policy === -1 || (headEnd !== -1 && policy > headEnd)) return undefined;
  return headEnd === -1 ? text : text.slice(0, headEnd);
}

/** Stamps a page finished by the last build; false when it is not one (it is then finished whole). */
function restampFinished(full: string, meta: BuildMeta): boolean {
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

function readFingerprint(file: string): string | undefined {
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

export interface FinishOptions {
  hosts?: CspHosts;
  meta?: BuildMeta;
  finished?: FinishedPages;
}

/**
 * One build's finishing of its pages, in two parts. The pages Gatsby renders are finished a batch
 * at a time as it writes them (`finishRendered`: the build process has little else to do while
 * Gatsby's worker renders the next batches), and once every page is rendered, the rest
 * (`finishRest`): pages this build did not render, only restamped when still as the last build
 * finished them. The record of the last finishing is read when this is made, removed before the
 * first page is finished and written again once every page is.
 */
export class PageFinishing {
  private readonly hosts: CspHosts;
  private readonly meta: BuildMeta;
  private readonly finished: FinishedPages | undefined;
  private readonly lastFinish: string | undefined;
  private started = false;
  /** Pages finished whole by this build so far. */
  private readonly whole = new Set<string>();

  constructor(
    readonly publicDir: string,
    { hosts = configuredHosts(), meta = BUILD_META, finished }: FinishOptions = {},
  ) {
    this.hosts = hosts;
    this.meta = meta;
    this.finished = finished;
    this.lastFinish = finished && readFingerprint(finished.file);
  }

  /** Until every page is finished, a page with a policy may have been finished some other way. */
  private start(): void {
    if (this.started) return;
    this.started = true;
    if (this.finished) fs.rmSync(this.finished.file, { force: true });
  }

  private finishWhole(file: string, before?: (html: string) => string | undefined): boolean {
    try {
      if (!finishWhole(path.join(this.publicDir, file), this.hosts, this.meta, before)) return false;
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
    this.whole.add(file);
    return true;
  }

  /**
   * Finishes whole pages this build has just rendered (HTML files, as site paths), each changed
   * by `before` first (../../../lib/build/slices: Gatsby's stitching, which would otherwise come
   * after). Returns the pages finished: not those `before` left as they were.
   */
  finishRendered(htmlFiles: readonly string[], before?: (html: string) => string | undefined): string[] {
    this.start();
    return htmlFiles.filter((file) => !this.whole.has(file) && this.finishWhole(file, before));
  }

  /** Which of the pages given, not finished by this build yet, are still as the last build finished them. */
  planRest(htmlFiles: readonly string[]): FinishPlan {
    return planFinishing(this.publicDir, this.whole.size > 0 ? htmlFiles.filter((file) => !this.whole.has(file)) : htmlFiles, this.finished, this.lastFinish);
  }

  /**
   * Finishes every page given that this build has not finished yet: restamped when `plan` (by
   * default, planned now) has it unchanged, else whole. The counts are of every page given.
   */
  finishRest(htmlFiles: readonly string[], plan: FinishPlan = this.planRest(htmlFiles)): FinishCounts {
    this.start();
    const counts: FinishCounts = { whole: 0, stamped: 0 };
    for (const file of htmlFiles) {
      if (this.whole.has(file)) counts.whole += 1;
      else if (plan.unchanged.has(file) && this.restamp(file)) counts.stamped += 1;
      else {
        this.finishWhole(file);
        counts.whole += 1;
      }
    }
    if (this.finished) {
      fs.mkdirSync(path.dirname(this.finished.file), { recursive: true });
      fs.writeFileSync(this.finished.file, finishToken(this.finished.fingerprint, this.meta));
    }
    return counts;
  }

  private restamp(file: string): boolean {
    try {
      return restampFinished(path.join(this.publicDir, file), this.meta);
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
  }
}

/**
 * Finishes each HTML file given (site paths under `publicDir`) at once; returns how many, and how.
 * The pages of `plan` (by default, planned now) are only restamped.
 */
export function finishBuiltPages(publicDir: string, htmlFiles: readonly string[], { plan, ...options }: FinishOptions & { plan?: FinishPlan } = {}): FinishCounts {
  return new PageFinishing(publicDir, options).finishRest(htmlFiles, plan);
}
