/**
 * The output stage: everything the build writes beside the pages, in order.
 *   1. the embedded search index and each module's JSON (the data tools and search read);
 *   2. sitemap.xml and robots.txt, every doc as index.md, then llms.txt and llms-full.txt
 *      (which are made of that Markdown) — steps 1 and 2 in ./content.ts;
 *   3. build stamps, the scripts' loader and the Content-Security-Policy in every page: last of
 *      the writes, because a page's policy holds the hash of each of its inline scripts as they
 *      finally are (./finish-pages.ts);
 *   4. the link check of the finished site (./link-check.ts: in a worker thread, reading the pages
 *      while step 3 finishes them), and only when it passes, the end of the unfinished-build
 *      marker written when the build began (../bootstrap.ts).
 * Steps 1 and 2 are made from the data alone, so they run while Gatsby renders the pages' HTML
 * (fast path outputs-while-rendering); so do step 3 and the link check's reading for each batch of
 * pages Gatsby renders (./as-rendered.ts); the rest of steps 3 and 4 once it has rendered every
 * page (`finishBuild`). `gatsby develop` runs no post-build: createPages queues the outputs its
 * server needs (../develop/outputs.ts).
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { seconds } from "../../../lib/build/fast-paths";
import { buildCodeFingerprint } from "../build-code";
import { markBuildFinished } from "../bootstrap";
import { NO_COMPILED_BUNDLE, isGatsbyFragment, onQueriesDone, QUERIES_DONE, SET_PROGRAM_STATUS, refreshParcelSnapshot, REFRESH_AFTER_PAGES, type Subscription } from "../gatsby-internals";
import { stopOnDocCompileErrors } from "../nodes";
import { pruneDocBodies } from "../nodes/doc-bodies";
import { DOC_NODE_TYPE } from "../schema";
import type { BuildSession } from "../session";
import { finishPagesAsRendered, reportFinishedAsRendered, type FinishingAsRendered } from "./as-rendered";
import { writeContentOutputs } from "./content";
import { configuredHosts, PageFinishing } from "./finish-pages";
import { finishToken, type FinishedPages } from "./finished-pages";
import { checkBuiltLinks, checkBuiltSiteInWorker, listFiles } from "./link-check";
import { pruneStaleFiles } from "./prune";

/** What onPreBuild starts for onPostBuild to finish (the session's `handovers.outputs`). */
export interface BuildOutputs {
  /** Steps 1 and 2, once started, and when (ms, performance.now()). */
  content?: Promise<boolean>;
  contentStarted?: number;
  contentEnded?: number;
  queriesDone?: Subscription;
  asRendered?: FinishingAsRendered;
}

type PreBuildArgs = Parameters<NonNullable<GatsbyNode["onPreBuild"]>>[0];
type PostBuildArgs = Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0];

/** Where the code's fingerprint of the last finishing is kept (none, or the fast path off: finish every page whole). */
function finishedPagesRecord(session: BuildSession): FinishedPages | undefined {
  if (!session.fastPaths.on("finished-pages-reuse")) return undefined;
  const fingerprint = buildCodeFingerprint(session, configuredHosts());
  if (!fingerprint && session.command === "build") session.fastPaths.turnOff("finished-pages-reuse", `${NO_COMPILED_BUNDLE} to fingerprint the build's code`);
  return fingerprint ? { file: path.join(session.cacheDir, "cairn-finished-pages"), fingerprint } : undefined;
}

/** Steps 1 and 2, started once (by Gatsby's mark that its queries are done, or by onPostBuild). */
function startContentOutputs(session: BuildSession, outputs: BuildOutputs, args: PostBuildArgs | PreBuildArgs): Promise<boolean> {
  if (!outputs.content) {
    outputs.contentStarted = performance.now();
    outputs.content = writeContentOutputs(session, args).finally(() => {
      outputs.contentEnded = performance.now();
    });
    outputs.content.catch(() => undefined); // awaited by onPostBuild
  }
  return outputs.content;
}

/**
 * onPreBuild: a writer's error stops the build once every body has compiled; pages are finished
 * as Gatsby renders them; steps 1 and 2 need nothing the pages' HTML holds, and Gatsby renders the
 * HTML in a worker process while the build process waits for it, so they start when Gatsby marks its
 * page queries done (at 1,000 pages, most of four seconds off the post-build).
 */
export function startOutputs(session: BuildSession, args: PreBuildArgs): void {
  stopOnDocCompileErrors(session, args.reporter);
  session.handovers.outputs?.asRendered?.rendered.stop();
  const outputs: BuildOutputs = (session.handovers.outputs = {});
  outputs.asRendered = finishPagesAsRendered(session, args, finishedPagesRecord(session));
  if (session.fastPaths.on("outputs-while-rendering")) outputs.queriesDone = onQueriesDone(args.emitter, () => void startContentOutputs(session, outputs, args));
}

/** onPostBuild: steps 1 and 2 awaited, the rest of step 3, then step 4; each fast path's line. */
export async function finishBuild(session: BuildSession, args: PostBuildArgs): Promise<void> {
  const { reporter, getNodesByType } = args;
  const { publicDir, fastPaths } = session;
  const outputs = (session.handovers.outputs ??= {});
  outputs.queriesDone?.stop();
  const startedEarly = outputs.content !== undefined;
  if (outputs.queriesDone && !startedEarly) fastPaths.turnOff("outputs-while-rendering", `Gatsby never dispatched ${SET_PROGRAM_STATUS} with ${QUERIES_DONE}`);
  const waitFrom = performance.now();
  const rendered = outputs.asRendered;
  rendered?.rendered.stop();
  if (!(await startContentOutputs(session, outputs, args))) return;
  if (startedEarly && outputs.contentStarted !== undefined && outputs.contentEnded !== undefined) {
    const total = outputs.contentEnded - outputs.contentStarted;
    const waited = Math.max(0, outputs.contentEnded - waitFrom);
    fastPaths.ran("outputs-while-rendering", `${seconds(total - waited)} of the ${seconds(total)} it took to write them went by while Gatsby rendered the HTML`);
  }
  await rendered?.settled();
  if (rendered?.failure) throw rendered.failure;

  // One listing of public/ serves the pruning, the pages to finish and the link check (at
  // 10,000 pages, 127,000 files: a quarter of a second a walk).
  const listed = listFiles(publicDir);
  const pruned = new Set(pruneStaleFiles(session, listed));
  if (pruned.size > 0) reporter.info(`Removed ${pruned.size} file(s) an earlier build left: public/ holds what a cold build writes`);
  const files = pruned.size > 0 ? listed.filter((file) => !pruned.has(file)) : listed;

  // Pages only: Gatsby's slice fragments are pieces of pages, not documents.
  const htmlPages = files.filter((file) => file.endsWith(".html") && !isGatsbyFragment(file));
  const finishedPages = finishedPagesRecord(session);
  const finishing = rendered?.finishing ?? new PageFinishing(session, { finished: finishedPages });
  const plan = finishing.planRest(htmlPages);
  // The links are checked in a worker thread (./link-check.ts), which has read most pages this build
  // rendered already; a page still as the last build finished it is not read again.
  const reuse = finishedPages ? { file: path.join(session.cacheDir, "cairn-link-check.json"), unchanged: [...plan.unchanged], lastFinish: plan.lastFinish, token: finishToken(finishedPages.fingerprint, session.meta) } : undefined;
  const linksChecked = checkBuiltSiteInWorker(session, reuse, files, rendered?.readEarly ? rendered.build : undefined);
  linksChecked.catch(() => undefined); // awaited below; finishing may throw first
  const activity = reporter.activityTimer("Finishing the pages (build stamps, Content-Security-Policy)");
  activity.start();
  const finished = finishing.finishRest(htmlPages, plan);
  activity.end();
  reporter.info(
    `Build metadata and Content-Security-Policy: added to ${finished.whole} pages, inline scripts allowed by hash` +
      (finished.stamped > 0 ? `; ${finished.stamped} pages as the last build finished them, only restamped` : ""),
  );
  reportFinishedAsRendered(session, rendered, finished.whole);
  if (finishing.scripts.pages > 0) fastPaths.ran("scripts-after-paint", `${finishing.scripts.pages} pages load their scripts after their first contentful paint`);

  // Bodies of docs since edited or deleted (the Doc nodes name the ones in use).
  pruneDocBodies(new Set(getNodesByType(DOC_NODE_TYPE).map((doc) => String(doc.bodyHash))));

  const checked = await linksChecked.catch(() => undefined);
  if (finishedPages) {
    if (finished.stamped > 0) fastPaths.ran("finished-pages-reuse", `${finished.stamped} pages only restamped in place, ${checked?.reused ?? 0} not read again by the link check`);
    else fastPaths.skipped("finished-pages-reuse", "not needed: no page as the last build finished it");
  }
  if (!(await checkBuiltLinks(publicDir, reporter, linksChecked))) return;
  markBuildFinished(publicDir);
  await takeParcelSnapshot(session, finished.whole);
  fastPaths.reportTheRest();
}

/** After a build that rendered most of its pages, Parcel's snapshot of the site folder is taken again (fast path parcel-snapshot). */
async function takeParcelSnapshot(session: BuildSession, pagesWritten: number): Promise<void> {
  const { fastPaths } = session;
  if (!fastPaths.on("parcel-snapshot")) return;
  if (pagesWritten < REFRESH_AFTER_PAGES && !session.anySize) {
    fastPaths.skipped("parcel-snapshot", `not needed: ${pagesWritten} pages written whole, it pays from ${REFRESH_AFTER_PAGES}`);
    return;
  }
  const started = performance.now();
  const outcome = await refreshParcelSnapshot(session.siteDir);
  if (outcome.taken) fastPaths.ran("parcel-snapshot", `taken again in ${seconds(performance.now() - started)}, so the next build's Parcel does not walk the ${pagesWritten} pages written as changes (10,000 pages: 9 s)`);
  else if (outcome.unexpected) fastPaths.turnOff("parcel-snapshot", outcome.why);
  else fastPaths.skipped("parcel-snapshot", outcome.why);
}
