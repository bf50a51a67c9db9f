/**
 * The embedded search index: records for every doc, from the compiled trees the pages render, and
 * for every module input and output, packed into the one file the browser loads on first use of search.
 */
import { buildDocRecords, sectionOf } from "../../../lib/search/records";
import { moduleSearchRecords } from "../../../lib/search/module-records";
import { packRecords } from "../../../lib/search/pack";
import { siteConfig } from "../../../site-config";
import type { OutputData } from "./data";
import { writePublicFile } from "./write";

/** Writes the index; returns how many records it holds. */
export function writeSearchIndex(publicDir: string, { docs, modules }: OutputData): number {
  const records = [...docs.flatMap((doc) => buildDocRecords(doc, sectionOf(doc.path, siteConfig.search.sections))), ...modules.flatMap((module) => moduleSearchRecords(module))];
  writePublicFile(publicDir, siteConfig.search.embeddedIndexPath, JSON.stringify(packRecords(records)));
  return records.length;
}
