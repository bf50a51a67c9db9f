/**
 * After the build, one pass over every page: the build's metadata is stamped in, the app's scripts
 * load after the first paint (lib/build/scripts-after-paint), and the page gets its
 * Content-Security-Policy meta, with the hashes of its own inline scripts and only the hosts
 * this build is configured to use.
 *
 * A rebuild renders again only the pages whose data or code changed; the others are only restamped
 * (./finished-pages.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { withCspMeta, type CspHosts } from "../../../lib/build/csp";
import { withBuildMeta, type BuildMeta } from "../../../lib/build/build-meta";
import { finishToken, planFinishing, readFingerprint, restampFinished, type FinishedPages, type FinishPlan } from "./finished-pages";

export type { FinishedPages, FinishPlan } from "./finished-pages";
import { SCRIPT_LOADER_ID, withScriptLoader } from "../../../lib/build/scripts-after-paint";
import { memoizedMinifier, withMinifiedInlineScripts } from "../../../lib/build/inline-scripts";
import { minifyInlineScript } from "../swc";
import { isHostedSearch } from "../../../lib/search/config";
import { siteConfig } from "../../../site-config";
import { NO_BUNDLE_TAGS, takeBundleScripts } from "../gatsby-internals";
import type { FastPaths } from "../fast-paths";
import type { BuildSession } from "../session";
import { writeWhole } from "./write";
import { BYTE_STRING, onByteStrings, toByteString } from "../../../lib/build/byte-string";

export function configuredHosts(): CspHosts {
  return {
    searchAppId: isHostedSearch(siteConfig.search) ? siteConfig.search.appId : undefined,
    analytics: siteConfig.analytics.gtagId !== "",
  };
}

/** How the pages were finished. */
export interface FinishCounts {
  whole: number;
  /** Pages left as finished by the last build, only their stamps written again. */
  stamped: number;
}

/**
 * Where a page's scripts load (fast path scripts-after-paint): Gatsby's bundle tags become the
 * loader that adds them after the first paint. A page without the tags either has the loader
 * already (finished by an earlier build) or markup this does not know: the path then turns itself
 * off and the page keeps Gatsby's tags.
 */
export class ScriptsAfterPaint {
  pages = 0;
  constructor(private readonly fastPaths?: FastPaths) {}

  apply(html: string): string {
    if (this.fastPaths && !this.fastPaths.on("scripts-after-paint")) return html;
    const taken = takeBundleScripts(html);
    if (!taken) {
      if (!html.includes(`id="${SCRIPT_LOADER_ID}"`)) this.fastPaths?.turnOff("scripts-after-paint", NO_BUNDLE_TAGS);
      return html;
    }
    this.pages += 1;
    return withScriptLoader(taken);
  }
}

/**
 * Finishes one page; with `before`, a change made to its HTML first (when that answers undefined
 * the page is left as it is and false returned).
 *
 * The page is read, changed and written as a byte string (lib/build/byte-string.ts), and so is
 * what `before` gives it; `minify` is given and answers byte strings. What goes in is encoded
 * already (`stamps`: the build's metadata as byte strings), or ASCII (the scripts' loader, the policy).
 */
function finishWhole(full: string, hosts: CspHosts, stamps: BuildMeta, scripts: ScriptsAfterPaint, minify: (code: string) => string | undefined, before?: (html: string) => string | undefined): boolean {
  const read = fs.readFileSync(full, BYTE_STRING);
  const html = before ? before(read) : read;
  if (html === undefined) return false;
  // The scripts' loader is an inline script: the CSP, which hashes them, comes last.
  // Whole or not at all: the link check reads the pages meanwhile (./link-check.ts).
  writeWhole(full, withCspMeta(withMinifiedInlineScripts(scripts.apply(withBuildMeta(html, stamps)), minify), hosts, BYTE_STRING), BYTE_STRING);
  return true;
}

/** What finishing needs of the build: where the pages are, the stamps, and (in a build) its fast paths. */
export type FinishingContext = Pick<BuildSession, "publicDir" | "meta"> & { fastPaths?: FastPaths };

export interface FinishOptions {
  hosts?: CspHosts;
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
  /** The build's metadata as byte strings, for pages finished whole. */
  private readonly stamps: BuildMeta;
  private readonly finished: FinishedPages | undefined;
  private readonly lastFinish: string | undefined;
  private started = false;
  /** Pages finished whole by this build so far. */
  private readonly whole = new Set<string>();
  readonly publicDir: string;
  readonly scripts: ScriptsAfterPaint;
  /** The head's inline scripts minified, each distinct one once per build (given and answered as byte strings). */
  private readonly minify = memoizedMinifier(onByteStrings(minifyInlineScript));

  constructor(session: FinishingContext, { hosts = configuredHosts(), finished }: FinishOptions = {}) {
    this.publicDir = session.publicDir;
    this.hosts = hosts;
    this.meta = session.meta;
    this.stamps = { version: toByteString(session.meta.version), time: toByteString(session.meta.time) };
    this.finished = finished;
    this.lastFinish = finished && readFingerprint(finished.file);
    this.scripts = new ScriptsAfterPaint(session.fastPaths);
  }

  /** Until every page is finished, a page with a policy may have been finished some other way. */
  private start(): void {
    if (this.started) return;
    this.started = true;
    if (this.finished) fs.rmSync(this.finished.file, { force: true });
  }

  private finishWhole(file: string, before?: (html: string) => string | undefined): boolean {
    try {
      if (!finishWhole(path.join(this.publicDir, file), this.hosts, this.stamps, this.scripts, this.minify, before)) return false;
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
    this.whole.add(file);
    return true;
  }

  /**
   * Finishes whole pages this build has just rendered (HTML files, as site paths), each changed
   * by `before` first (../gatsby-internals/slices.ts: Gatsby's stitching, which would otherwise come
   * after), which is given and answers a byte string. Returns the pages finished: not those
   * `before` left as they were.
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
export function finishBuiltPages(session: FinishingContext, htmlFiles: readonly string[], { plan, ...options }: FinishOptions & { plan?: FinishPlan } = {}): FinishCounts {
  return new PageFinishing(session, options).finishRest(htmlFiles, plan);
}
