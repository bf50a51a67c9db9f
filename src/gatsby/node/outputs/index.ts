/**
 * The output stage: everything the build writes beside the pages, one file per artifact:
 *   1. the embedded search index and each module's JSON (the data tools and search read);
 *   2. sitemap.xml and robots.txt, every doc as index.md, then llms.txt and llms-full.txt
 *      (which are made of that Markdown);
 *   3. build stamps and the Content-Security-Policy in every page: last of the writes, because a
 *      page's policy holds the hash of each of its inline scripts as they finally are;
 *   4. the link check of the finished site (./checks: in a worker thread, reading the pages while
 *      step 3 finishes them), and only when it passes, the end of the unfinished-build marker
 *      written when the build began (./bootstrap).
 * Steps 1 and 2 are made from the data alone, so they run while Gatsby renders the pages' HTML
 * (onPreBuild, below); so do step 3 and the link check's reading for each batch of pages Gatsby
 * renders (./as-rendered); the rest of steps 3 and 4 once it has rendered every page (`onPostBuild`).
 * `gatsby develop` runs no post-build: createPages queues the outputs its server needs (search
 * and module data), written once the dev bundle is built (./develop).
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { SearchRecord } from "../../../lib/search/records";
import { markBuildFinished } from "../bootstrap";
import { checkBuiltLinks, checkBuiltSiteInWorker, listFiles } from "../checks";
import { forEachOutputDoc, listOutputDocs, queryOutputModules, type OutputDocListing } from "./data";
import { docOutputKey, DocOutputCacheWriter, readDocOutputCache, type DocOutputs } from "./doc-cache";
import { configuredHosts, finishToken, PageFinishing, type FinishedPages } from "./finish-pages";
import { BUILD_META } from "../build-meta";
import { writeLlms } from "./llms";
import { docMarkdown, markdownPageIsWritten, writeMarkdownPage } from "./markdown-pages";
import { writeModuleJson } from "./module-json";
import { writeRobots } from "./robots";
import { docSearchRecords, writeSearchIndex } from "./search-index";
import { writeSitemap } from "./sitemap";
import { publicDirOf, whenQueriesDone } from "./write";
import { finishPagesAsRendered, type FinishingAsRendered } from "./as-rendered";
import { buildCodeFingerprint } from "../compiled";
import { pruneStaleFiles } from "./prune";
import { refreshParcelSnapshot, REFRESH_AFTER_PAGES } from "./parcel-snapshot";
import { pruneDocBodies } from "../nodes/doc-bodies";
import { stopOnDocCompileErrors } from "../nodes";
import { DOC_NODE_TYPE } from "../schema";
import { siteConfig } from "../../../site-config";

/**
 * Each doc's search records and Markdown: from the last build's cache (./doc-cache) when the doc
 * and the code are unchanged, else read and made now, its body let go with its batch. Its
 * Markdown page is written when new or changed. Undefined when the data could not be read (the
 * build is stopped).
 */
async function docOutputs(args: Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0], publicDir: string): Promise<{ docs: OutputDocListing[]; records: SearchRecord[]; markdown: string[] } | undefined> {
  const listing = listOutputDocs(args);
  const siteDir = path.dirname(publicDir);
  const cacheFile = path.join(siteDir, ".cache", "cairn-doc-outputs");
  const fingerprint = buildCodeFingerprint(siteDir, siteConfig);
  const keys = listing.map((doc) => docOutputKey(doc));
  const cached = fingerprint ? readDocOutputCache(cacheFile, fingerprint, new Set(keys)) : new Map<string, DocOutputs>();
  const missing = listing.filter((_, i) => !cached.has(keys[i])).map((doc) => doc.path);
  const made = new Map<string, DocOutputs>();
  const read = await forEachOutputDoc(args, (doc) => made.set(doc.path, { records: docSearchRecords(doc), markdown: docMarkdown(doc) }), missing.length === listing.length ? undefined : missing);
  if (!read) return undefined;

  const cache = fingerprint ? new DocOutputCacheWriter(cacheFile, fingerprint) : undefined;
  const out = { docs: [] as OutputDocListing[], records: [] as SearchRecord[], markdown: [] as string[] };
  try {
    listing.forEach((doc, i) => {
      const fresh = made.get(doc.path);
      const outputs = cached.get(keys[i]) ?? fresh;
      if (!outputs) throw new Error(`The doc at ${doc.path} was listed but could not be read for its search records and Markdown`);
      if (fresh || !markdownPageIsWritten(publicDir, doc.path, outputs.markdown)) writeMarkdownPage(publicDir, doc.path, outputs.markdown);
      out.docs.push({ path: doc.path, title: doc.title, description: doc.description });
      out.records.push(...outputs.records);
      out.markdown.push(outputs.markdown);
      cache?.add(keys[i], outputs);
    });
  } catch (error) {
    cache?.abandon();
    throw error;
  }
  cache?.commit();
  args.reporter.info(`Docs' search records and Markdown: ${made.size} made, ${listing.length - made.size} as the last build made them`);
  return out;
}

/**
 * Steps 1 and 2: what is written from the docs and modules. All of it is let go on return,
 * before the pages are read. Returns false when the data could not be read (the build is stopped).
 */
async function writeContentOutputs(args: Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0], publicDir: string): Promise<boolean> {
  const { reporter, getNodesByType } = args;
  const modules = await queryOutputModules(args);
  if (!modules) return false;
  const reading = reporter.activityTimer("Reading every doc for its search records and Markdown");
  reading.start();
  const outputs = await docOutputs(args, publicDir);
  reading.end();
  if (!outputs) return false;
  const { docs, records: docRecords, markdown } = outputs;

  const indexing = reporter.activityTimer("Building the search index");
  indexing.start();
  const records = await writeSearchIndex(publicDir, docRecords, modules);
  indexing.end();
  reporter.info(`Search index: ${records} records from ${docs.length} docs`);
  writeModuleJson(publicDir, modules);

  const indexed = writeSitemap(publicDir, getNodesByType("SitePage").map((page) => String(page.path)));
  writeRobots(publicDir);
  writeLlms(publicDir, docs, markdown);
  reporter.info(`Published sitemap.xml (${indexed} pages), robots.txt, llms.txt, llms-full.txt and ${markdown.length} Markdown pages`);
  return true;
}

/** Steps 1 and 2 of this build, once started (by onPreBuild's signal or by onPostBuild). */
let contentOutputs: Promise<boolean> | undefined;

/** Where the code's fingerprint of the last finishing is kept (none: finish every page whole). */
function finishedPagesRecord(publicDir: string): FinishedPages | undefined {
  const fingerprint = buildCodeFingerprint(path.dirname(publicDir), configuredHosts());
  return fingerprint ? { file: path.join(path.dirname(publicDir), ".cache", "cairn-finished-pages"), fingerprint } : undefined;
}

let asRendered: FinishingAsRendered | undefined;

/**
 * Steps 1 and 2 need nothing the pages' HTML holds, and Gatsby renders the HTML in a worker process
 * while the build process waits for it: they start when Gatsby marks its page queries done, just
 * before that, and onPostBuild waits for them (at 1,000 pages, most of four seconds). Should that
 * mark never come, onPostBuild starts them itself. Step 3 starts as the pages are rendered.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = (args) => {
  stopOnDocCompileErrors(args.reporter);
  contentOutputs = undefined;
  asRendered?.stop();
  asRendered = finishPagesAsRendered(args, publicDirOf(args.store), finishedPagesRecord(publicDirOf(args.store)));
  whenQueriesDone(args.emitter, () => {
    contentOutputs ??= writeContentOutputs(args, publicDirOf(args.store));
    contentOutputs.catch(() => undefined); // awaited by onPostBuild
  });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { reporter, store, getNodesByType } = args;
  const publicDir = publicDirOf(store);
  contentOutputs ??= writeContentOutputs(args, publicDir);
  const rendered = asRendered;
  asRendered = undefined;
  rendered?.stop();
  if (!(await contentOutputs)) return;
  await rendered?.settled();
  if (rendered?.failure) throw rendered.failure;

  // One listing of public/ serves the pruning, the pages to finish and the link check (at
  // 10,000 pages, 127,000 files: a quarter of a second a walk).
  const listed = listFiles(publicDir);
  const pruned = new Set(pruneStaleFiles(publicDir, listed));
  if (pruned.size > 0) reporter.info(`Removed ${pruned.size} file(s) an earlier build left: public/ holds what a cold build writes`);
  const files = pruned.size > 0 ? listed.filter((file) => !pruned.has(file)) : listed;

  // Pages only: Gatsby's slice fragments under /_gatsby/ are pieces of pages, not documents.
  const htmlPages = files.filter((file) => file.endsWith(".html") && !file.startsWith("/_gatsby/"));
  const finishedPages = finishedPagesRecord(publicDir);
  const finishing = rendered?.finishing ?? new PageFinishing(publicDir, { finished: finishedPages });
  const plan = finishing.planRest(htmlPages);
  // The links are checked in a worker thread (../checks), which has read most pages this build
  // rendered already; a page still as the last build finished it is not read again.
  const reuse = finishedPages ? { file: path.join(path.dirname(publicDir), ".cache", "cairn-link-check.json"), unchanged: [...plan.unchanged], lastFinish: plan.lastFinish, token: finishToken(finishedPages.fingerprint, BUILD_META) } : undefined;
  const linksChecked = checkBuiltSiteInWorker(publicDir, reuse, files, rendered?.readEarly ? rendered.build : undefined);
  linksChecked.catch(() => undefined); // awaited below; finishing may throw first
  const activity = reporter.activityTimer("Finishing the pages (build stamps, Content-Security-Policy)");
  activity.start();
  const finished = finishing.finishRest(htmlPages, plan);
  activity.end();
  reporter.info(
    `Build metadata and Content-Security-Policy: added to ${finished.whole} pages, inline scripts allowed by hash` +
      (finished.stamped > 0 ? `; ${finished.stamped} pages as the last build finished them, only restamped` : ""),
  );

  // Bodies of docs since edited or deleted (the Doc nodes name the ones in use).
  pruneDocBodies(new Set(getNodesByType(DOC_NODE_TYPE).map((doc) => String(doc.bodyHash))));

  if (!(await checkBuiltLinks(publicDir, reporter, linksChecked))) return;
  markBuildFinished(publicDir);
  if (finished.whole >= REFRESH_AFTER_PAGES) {
    const notTaken = await refreshParcelSnapshot(path.dirname(publicDir));
    reporter.verbose(notTaken ? `Parcel's snapshot of the site folder not taken again: ${notTaken}` : "Parcel's snapshot of the site folder taken again, after the build");
  }
};
