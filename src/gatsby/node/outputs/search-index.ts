/**
 * The embedded search index: records for every doc, from the compiled trees the pages render, and
 * for every module input and output, split into the manifest the browser loads on first use of
 * search and the term shards and record packs it fetches as queries need them (lib/search/shards).
 */
import fs from "node:fs";
import path from "node:path";
import { buildDocRecords, sectionOf, type SearchRecord } from "../../../lib/search/records";
import { moduleSearchRecords } from "../../../lib/search/module-records";
import { buildShardedIndex } from "../../../lib/search/shards";
import { siteConfig } from "../../../site-config";
import type { OutputDoc, OutputModule } from "./data";
import { writePublicFile, writePublicFilesWhole } from "./write";

/** A doc's records, in the index's order. */
export const docSearchRecords = (doc: OutputDoc): SearchRecord[] => buildDocRecords(doc, sectionOf(doc.path, siteConfig.search.sections));

/**
 * Writes the index of the docs' records (in the docs' order) and the modules'; returns how many
 * records it holds. Every file but the manifest is named by a hash of its content and written
 * whole or not at all, so a file already there from an earlier build is that very file, and is
 * not written again (at 10,000 pages, about ten thousand files). The manifest, which names the
 * others, is written last.
 */
export async function writeSearchIndex(publicDir: string, docRecords: readonly SearchRecord[], modules: readonly OutputModule[]): Promise<number> {
  const records = [...docRecords, ...modules.flatMap((module) => moduleSearchRecords(module))];
  const manifestPath = siteConfig.search.embeddedIndexPath;
  const folder = path.posix.dirname(manifestPath);
  const { manifest, files } = buildShardedIndex(records, { folder: path.posix.basename(manifestPath, ".json") });
  // A rebuild leaves only this build's files: public/ is then what a cold build writes.
  const written = new Set(files.map((file) => path.basename(file.name)));
  const shardDir = path.join(publicDir, folder, path.posix.basename(manifestPath, ".json"));
  const present = new Set(fs.existsSync(shardDir) ? fs.readdirSync(shardDir) : []);
  for (const name of present) if (!written.has(name)) fs.rmSync(path.join(shardDir, name));
  await writePublicFilesWhole(
    publicDir,
    files.filter((file) => !present.has(path.basename(file.name))).map((file) => ({ sitePath: path.posix.join(folder, file.name), content: file.json })),
  );
  writePublicFile(publicDir, manifestPath, JSON.stringify(manifest));
  return records.length;
}
