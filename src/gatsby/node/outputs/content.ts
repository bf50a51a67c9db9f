/**
 * Steps 1 and 2 of the output stage (./index.ts): what is written from the docs and modules alone,
 * the search index, each module's JSON, the sitemap, robots.txt, every doc as Markdown and the llms
 * files. A rebuild reuses each unchanged doc's search records and Markdown (fast path
 * doc-output-cache, ./doc-cache.ts).
 */
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { SearchRecord } from "../../../lib/search/records";
import { siteConfig } from "../../../site-config";
import { buildCodeFingerprint } from "../build-code";
import { NO_COMPILED_BUNDLE } from "../gatsby-internals";
import type { BuildSession } from "../session";
import { forEachOutputDoc, listOutputDocs, queryOutputModules, type OutputDocListing } from "./data";
import { docOutputKey, DocOutputCacheWriter, readDocOutputCache, type DocOutputs } from "./doc-cache";
import { writeLlms } from "./llms";
import { docMarkdown, markdownPageIsWritten, writeMarkdownPage } from "./markdown-pages";
import { writeModuleJson } from "./module-json";
import { writeRobots } from "./robots";
import { docSearchRecords, writeSearchIndex } from "./search-index";
import { writeSitemap } from "./sitemap";

type DataArgs = Pick<Parameters<NonNullable<GatsbyNode["onPostBuild"]>>[0], "graphql" | "reporter" | "getNodesByType">;

/** Where the last build's doc outputs are kept, and under which fingerprint of the code; undefined with the fast path off. */
function docOutputCache(session: BuildSession): { file: string; fingerprint: string } | undefined {
  if (!session.fastPaths.on("doc-output-cache")) return undefined;
  const fingerprint = buildCodeFingerprint(session, siteConfig);
  if (fingerprint) return { file: path.join(session.cacheDir, "cairn-doc-outputs"), fingerprint };
  if (session.command === "build") session.fastPaths.turnOff("doc-output-cache", `${NO_COMPILED_BUNDLE} to fingerprint the build's code`);
  return undefined;
}

/**
 * Each doc's search records and Markdown: from the last build's cache when the doc and the code
 * are unchanged, else read and made now, its body let go with its batch. Its Markdown page is
 * written when new or changed. Undefined when the data could not be read (the build is stopped).
 */
async function docOutputs(session: BuildSession, args: DataArgs): Promise<{ docs: OutputDocListing[]; records: SearchRecord[]; markdown: string[] } | undefined> {
  const { publicDir, fastPaths } = session;
  const listing = listOutputDocs(args);
  const cacheFile = docOutputCache(session);
  const keys = listing.map((doc) => docOutputKey(doc));
  const cached = cacheFile ? readDocOutputCache(cacheFile.file, cacheFile.fingerprint, new Set(keys)) : new Map<string, DocOutputs>();
  const missing = listing.filter((_, i) => !cached.has(keys[i])).map((doc) => doc.path);
  const made = new Map<string, DocOutputs>();
  const read = await forEachOutputDoc(args, (doc) => made.set(doc.path, { records: docSearchRecords(doc), markdown: docMarkdown(doc) }), missing.length === listing.length ? undefined : missing);
  if (!read) return undefined;

  const cache = cacheFile ? new DocOutputCacheWriter(cacheFile.file, cacheFile.fingerprint) : undefined;
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
  const reused = listing.length - made.size;
  if (cacheFile && reused > 0) fastPaths.ran("doc-output-cache", `${reused} of ${listing.length} docs' search records and Markdown as the last build made them, ${made.size} made now`);
  else if (cacheFile) fastPaths.skipped("doc-output-cache", `not needed: no doc as the last build made it (${made.size} made now)`);
  args.reporter.info(`Docs' search records and Markdown: ${made.size} made, ${reused} as the last build made them`);
  return out;
}

/**
 * Steps 1 and 2: what is written from the docs and modules. All of it is let go on return,
 * before the pages are read. Returns false when the data could not be read (the build is stopped).
 */
export async function writeContentOutputs(session: BuildSession, args: DataArgs): Promise<boolean> {
  const { reporter, getNodesByType } = args;
  const { publicDir } = session;
  const modules = await queryOutputModules(args);
  if (!modules) return false;
  const reading = reporter.activityTimer("Reading every doc for its search records and Markdown");
  reading.start();
  const outputs = await docOutputs(session, args);
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
