/**
 * Step 3 of the output stage (./index), and the reading of step 4, as Gatsby renders the pages.
 *
 * Gatsby renders the pages' HTML in a worker process, 50 at a time, while the build process mostly
 * waits; once every page is rendered it stitches its slices into them (lib/build/slices), and only
 * then could a page be finished. Here each batch is stitched and finished as soon as Gatsby reports
 * it written, and Gatsby's own stitching is told it is done for those pages (they are taken off its
 * list; stitching them again would undo the finishing, which moves the bundles' tags out of the
 * scripts slice). Once more pages are rendered than a check reads in place, each batch is also
 * given to the link check's thread to read, on the other core. onPostBuild then finishes only the
 * pages this build did not render, and checks the links of pages read already without reading them.
 *
 * Not when the site has slices of its own (Gatsby renders their HTML after the pages'), nor when
 * Gatsby's state does not hold its list of pages to stitch where this expects it: the pages are
 * then all finished in onPostBuild, after Gatsby's stitching, as before.
 */
import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { htmlFileOfPage } from "../../../lib/build/page-files";
import { stitchSlices } from "../../../lib/build/slices";
import { READ_IN_PLACE_PAGES, readBuiltPagesEarly } from "../checks";
import { PageFinishing, type FinishedPages } from "./finish-pages";
import { onPagesRendered } from "./write";

type PreBuildArgs = Parameters<NonNullable<GatsbyNode["onPreBuild"]>>[0];

/** What Gatsby's state holds that this reads: its own slices, and the pages it has still to stitch. */
interface GatsbyState {
  slices?: ReadonlyMap<string, unknown>;
  html?: { pagesThatNeedToStitchSlices?: unknown };
}

/** A build's finishing as its pages are rendered: made by onPreBuild, ended by onPostBuild. */
export interface FinishingAsRendered {
  finishing: PageFinishing;
  /** Stops listening for rendered pages. */
  stop: () => void;
  /** Resolves once every page reported rendered so far is finished (or finishing has failed). */
  settled: () => Promise<void>;
  /** The id the link check's early reading is kept under. */
  build: string;
  /** Whether the link check's thread holds pages read early (the check must then run there). */
  readEarly: boolean;
  /** A page that could not be finished: onPostBuild stops the build with it. */
  failure?: Error;
}

/** The slices' HTML Gatsby has written, each read once (undefined: not there). */
function sliceReader(publicDir: string): (id: string) => string | undefined {
  const read = new Map<string, string | undefined>();
  return (id) => {
    if (!read.has(id)) {
      try {
        read.set(id, fs.readFileSync(path.join(publicDir, "_gatsby", "slices", `${id}.html`), "utf8"));
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
export function finishPagesAsRendered(args: PreBuildArgs, publicDir: string, finished: FinishedPages | undefined): FinishingAsRendered | undefined {
  const state = args.store.getState() as GatsbyState;
  const toStitch = state.html?.pagesThatNeedToStitchSlices;
  if ((state.slices?.size ?? 0) > 0 || !(toStitch instanceof Set)) return undefined;
  const slices = sliceReader(publicDir);
  const stitch = (html: string) => stitchSlices(html, slices);
  const queue: string[] = [];
  let rendered = 0;
  let unread: string[] = [];
  let pumping: Promise<void> | undefined;
  const self: FinishingAsRendered = {
    finishing: new PageFinishing(publicDir, { finished }),
    stop: () => undefined,
    settled: () => pumping ?? Promise.resolve(),
    build: `${process.pid} ${Date.now()}`,
    readEarly: false,
  };
  const giveToCheck = () => {
    if (rendered <= READ_IN_PLACE_PAGES || unread.length === 0) return;
    self.readEarly = true;
    // Should the thread fail, the check reads these pages again (and reports the failure).
    readBuiltPagesEarly(publicDir, self.build, unread).catch(() => undefined);
    unread = [];
  };
  /** One page, then a turn of the event loop: the build process hands Gatsby's worker its next batch without waiting. */
  const finishOne = (): boolean => {
    const file = queue.shift();
    if (file === undefined || self.failure) return false;
    try {
      if (self.finishing.finishRendered([file], stitch).length === 0) throw new Error(`${file}: Gatsby's slices could not be stitched into the page (a slice's HTML is missing from public/_gatsby/slices, or its marks do not pair up)`);
    } catch (error) {
      self.failure = error instanceof Error ? error : new Error(String(error));
      return false;
    }
    rendered += 1;
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
  self.stop = onPagesRendered(args.emitter, (pagePaths) => {
    // Off Gatsby's list at once: it must never stitch a page while (or after) it is finished here.
    for (const pagePath of pagePaths) toStitch.delete(pagePath);
    queue.push(...pagePaths.map(htmlFileOfPage));
    pumping ??= pump();
  });
  return self;
}
