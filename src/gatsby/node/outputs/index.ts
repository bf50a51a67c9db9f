/**
 * The output stage: everything the build writes beside the pages, one file per artifact, run in
 * this order once Gatsby has rendered every page (`onPostBuild`):
 *   1. the embedded search index and each module's JSON (the data tools and search read);
 *   2. sitemap.xml and robots.txt, every doc as index.md, then llms.txt and llms-full.txt
 *      (which are made of that Markdown);
 *   3. build stamps and the Content-Security-Policy in every page: last of the writes, because a
 *      page's policy holds the hash of each of its inline scripts as they finally are;
 *   4. the link check of the finished site (./checks: in a worker thread, reading the pages while
 *      step 3 finishes them), and only when it passes, the end of the unfinished-build marker
 *      written when the build began (./bootstrap).
 * `gatsby develop` runs no post-build: createPages queues the outputs its server needs (search
 * and module data), written once the dev bundle is built (./develop).
 */
import type { GatsbyNode } from "gatsby";
import type { SearchRecord } from "../../../lib/search/records";
import { markBuildFinished } from "../bootstrap";
import { checkBuiltLinks, checkBuiltSiteInWorker, listFiles } from "../checks";
import { forEachOutputDoc, queryOutputModules, type OutputDocListing } from "./data";
import { finishBuiltPages } from "./finish-pages";
import { writeLlms } from "./llms";
import { writeMarkdownPage } from "./markdown-pages";
import { writeModuleJson } from "./module-json";
import { writeRobots } from "./robots";
import { docSearchRecords, writeSearchIndex } from "./search-index";
import { writeSitemap } from "./sitemap";
import { publicDirOf } from "./write";
import { pruneStaleFiles } from "./prune";
import { pruneDocBodies } from "../nodes/doc-bodies";
import { DOC_NODE_TYPE } from "../schema";

/**
 * Steps 1 and 2: what is written from the docs and modules. One doc at a time gives its search
 * records and its Markdown, its body let go with its batch; all of it is let go on return, before
 * the pages are read. Returns false when the data could not be read (the build is stopped).
 */
async function writeContentOutputs(args: Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0], publicDir: string): Promise<boolean> {
  const { reporter, getNodesByType } = args;
  const modules = await queryOutputModules(args);
  if (!modules) return false;
  const docs: OutputDocListing[] = [];
  const docRecords: SearchRecord[] = [];
  const markdown: string[] = [];
  const reading = reporter.activityTimer("Reading every doc for its search records and Markdown");
  reading.start();
  const read = await forEachOutputDoc(args, (doc) => {
    docs.push({ path: doc.path, title: doc.title, description: doc.description });
    docRecords.push(...docSearchRecords(doc));
    markdown.push(writeMarkdownPage(publicDir, doc));
  });
  reading.end();
  if (!read) return false;

  const indexing = reporter.activityTimer("Building the search index");
  indexing.start();
  const records = writeSearchIndex(publicDir, docRecords, modules);
  indexing.end();
  reporter.info(`Search index: ${records} records from ${docs.length} docs`);
  writeModuleJson(publicDir, modules);

  const indexed = writeSitemap(publicDir, getNodesByType("SitePage").map((page) => String(page.path)));
  writeRobots(publicDir);
  writeLlms(publicDir, docs, markdown);
  reporter.info(`Published sitemap.xml (${indexed} pages), robots.txt, llms.txt, llms-full.txt and ${markdown.length} Markdown pages`);
  return true;
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async (args) => {
  const { reporter, store, getNodesByType } = args;
  const publicDir = publicDirOf(store);
  if (!(await writeContentOutputs(args, publicDir))) return;

  const pruned = pruneStaleFiles(publicDir, listFiles(publicDir));
  if (pruned > 0) reporter.info(`Removed ${pruned} file(s) an earlier build left: public/ holds what a cold build writes`);

  // Pages only: Gatsby's slice fragments under /_gatsby/ are pieces of pages, not documents.
  const htmlPages = listFiles(publicDir).filter((file) => file.endsWith(".html") && !file.startsWith("/_gatsby/"));
  // The links are checked in a worker thread while the pages are finished (../checks).
  const linksChecked = checkBuiltSiteInWorker(publicDir);
  linksChecked.catch(() => undefined); // awaited below; finishing may throw first
  const finishing = reporter.activityTimer("Finishing the pages (build stamps, Content-Security-Policy)");
  finishing.start();
  const finished = finishBuiltPages(publicDir, htmlPages);
  finishing.end();
  reporter.info(`Build metadata and Content-Security-Policy: added to ${finished} pages, inline scripts allowed by hash`);

  // Bodies of docs since edited or deleted (the Doc nodes name the ones in use).
  pruneDocBodies(new Set(getNodesByType(DOC_NODE_TYPE).map((doc) => String(doc.bodyHash))));

  if (await checkBuiltLinks(publicDir, reporter, linksChecked)) markBuildFinished(publicDir);
};
