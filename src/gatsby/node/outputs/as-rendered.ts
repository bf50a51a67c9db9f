/**
 * Step 3 of the output stage (./index), and the reading of step 4, as Gatsby renders the pages.
 *
 * Gatsby renders the pages' HTML in a worker process, 50 at a time, while the build process mostly
 * waits; once every page is rendered it stitches its slices into them (../gatsby-internals/slices.ts), and only
 * then could a page be finished. Here each batch is stitched and finished as soon as Gatsby reports
 * it written, and Gatsby's own stitching is told it is done for those pages (they are taken off its
 * list; stitching them again would undo the finishing, which moves the bundles' tags out of the
 * scripts slice). Once more pages are rendered than a check reads in place, each batch is also
 * given to the link check's thread to read, on the other core. onPostBuild then finishes only the
 * pages this build did not render, and checks the links of pages read already without reading them.
 *
 * Not when the site has slices of its own (Gatsby renders their HTML after the pages'), nor when
 * Gatsby's state does not hold its list of pages to stitch where this expects it (fast path
 * pages-finished-as-rendered, ../gatsby-internals/events.ts): the pages are then all finished in
 * onPostBuild, after Gatsby's stitching.
 */
import fs from "node:fs";
import { htmlFileOfPage } from "../../../lib/build/page-files";
import { seconds } from "../../../lib/build/fast-paths";
import { BYTE_STRING } from "../../../lib/build/byte-string";
import { PAGES_RENDERED, SLICES_NOT_STITCHED, onPagesRendered, pagesToStitch, sliceHtmlFile, stitchSlices, type GatsbyEmitter, type GatsbyStore, type Subscription } from "../gatsby-internals";
import type { BuildSession } from "../session";
import { readBuiltPagesEarly, readInPlacePages } from "./link-check";
import { PageFinishing, type FinishedPages } from "./finish-pages";

/** A build's finishing as its pages are rendered: made by onPreBuild, ended by onPostBuild. */
export interface FinishingAsRendered {
  finishing: PageFinishing;
  /** The subscription to Gatsby's rendered batches: stopped by onPostBuild, which asks whether any came. */
  rendered: Subscription;
  /** Resolves once every page reported rendered so far is finished (or finishing has failed). */
  settled: () => Promise<void>;
  /** The id the link check's early reading is kept under. */
  build: string;
  /** Whether the link check's thread holds pages read early (the check must then run there). */
  readEarly: boolean;
  /** Pages finished as rendered, and the time it took. */
  pages: number;
  finishMs: number;
  /** A page that could not be finished: onPostBuild stops the build with it. */
  failure?: Error;
}

/** The slices' HTML Gatsby has written, each read once as a byte string, as the pages are (./finish-pages.ts); undefined: not there. */
function sliceReader(publicDir: string): (id: string) => string | undefined {
  const read = new Map<string, string | undefined>();
  return (id) => {
    if (!read.has(id)) {
      try {
        read.set(id, fs.readFileSync(sliceHtmlFile(publicDir, id), BYTE_STRING));
      } catch {
        read.set(id, undefined);
      }
    }
    return read.get(id);
  };
}

/** Pages given to the link check's thread at a time. */
const READ_BATCH = 50;

/** Starts finishing pages as they are rendered, or answers undefined when it cannot (see above). */
export function finishPagesAsRendered(session: BuildSession, gatsby: { store: GatsbyStore; emitter: GatsbyEmitter }, finished: FinishedPages | undefined): FinishingAsRendered | undefined {
  const { publicDir, fastPaths } = session;
  if (!fastPaths.on("pages-finished-as-rendered")) return undefined;
  const toStitch = pagesToStitch(gatsby.store);
  if ("unavailable" in toStitch) {
    if (/slices of its own/.test(toStitch.unavailable)) fastPaths.skipped("pages-finished-as-rendered", toStitch.unavailable);
    else fastPaths.turnOff("pages-finished-as-rendered", toStitch.unavailable);
    return undefined;
  }
  const slices = sliceReader(publicDir);
  const stitch = (html: string) => stitchSlices(html, slices);
  const queue: string[] = [];
  let unread: string[] = [];
  let pumping: Promise<void> | undefined;
  const self: FinishingAsRendered = {
    finishing: new PageFinishing(session, { finished }),
    rendered: { stop: () => undefined, seen: () => false },
    settled: () => pumping ?? Promise.resolve(),
    build: `${process.pid} ${Date.now()}`,
    readEarly: false,
    pages: 0,
    finishMs: 0,
  };
  const giveToCheck = () => {
    if (self.pages <= readInPlacePages(session) || unread.length === 0) return;
    self.readEarly = true;
    // Should the thread fail, the check reads these pages again (and reports the failure).
    readBuiltPagesEarly(session, self.build, unread).catch(() => undefined);
    unread = [];
  };
  /** One page, then a turn of the event loop: the build process hands Gatsby's worker its next batch without waiting. */
  const finishOne = (): boolean => {
    const file = queue.shift();
    if (file === undefined || self.failure) return false;
    const started = performance.now();
    try {
      if (self.finishing.finishRendered([file], stitch).length === 0) throw new Error(`${file}: ${SLICES_NOT_STITCHED}`);
    } catch (error) {
      self.failure = error instanceof Error ? error : new Error(String(error));
      return false;
    }
    self.finishMs += performance.now() - started;
    self.pages += 1;
    unread.push(file);
    if (unread.length >= READ_BATCH) giveToCheck();
    return true;
  };
  const pump = () =>
    new Promise<void>((resolve) => {
      const step = () => {
        if (finishOne()) setImmediate(step);
        else {
          giveToCheck();
          pumping = undefined;
          resolve();
        }
      };
      setImmediate(step);
    });
  self.rendered = onPagesRendered(gatsby.emitter, (pagePaths) => {
    // Off Gatsby's list at once: it must never stitch a page while (or after) it is finished here.
    toStitch.take(pagePaths);
    queue.push(...pagePaths.map(htmlFileOfPage));
    pumping ??= pump();
  });
  return self;
}

/**
 * The path's line, once Gatsby has rendered every page: `renderedWhole` is how many pages the
 * build finished whole (rendered by Gatsby in this build). Pages rendered, yet no batch reported,
 * means Gatsby no longer dispatches the action this waits for: the pages were finished after its
 * stitching instead, and the path turns itself off for the rest of the build.
 */
export function reportFinishedAsRendered(session: BuildSession, asRendered: FinishingAsRendered | undefined, renderedWhole: number): void {
  if (!asRendered) return;
  const { fastPaths } = session;
  if (asRendered.pages > 0) fastPaths.ran("pages-finished-as-rendered", `${asRendered.pages} pages stitched and finished as Gatsby rendered them, ${seconds(asRendered.finishMs)} of finishing while its worker rendered, its own stitching skipped for them`);
  else if (renderedWhole > 0 && !asRendered.rendered.seen()) fastPaths.turnOff("pages-finished-as-rendered", `Gatsby rendered ${renderedWhole} pages but never dispatched ${PAGES_RENDERED}`);
  else fastPaths.skipped("pages-finished-as-rendered", "not needed: Gatsby rendered no page again");
}
