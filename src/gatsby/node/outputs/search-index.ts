/**
 * The embedded search index: records for every doc, from the compiled trees the pages render, and
 * for every module input and output, written as the manifest the browser loads on first use of
 * search and the few blobs of term shards and record packs it reads by byte range as queries need
 * them (lib/search/index-blobs).
 */
import fs from "node:fs";
import path from "node:path";
import { buildDocRecords, sectionOf, type SearchRecord } from "../../../lib/search/records";
import { moduleSearchRecords } from "../../../lib/search/module-records";
import { buildIndexFiles } from "../../../lib/search/index-blobs";
import { siteConfig } from "../../../site-config";
import type { OutputDoc, OutputModule } from "./data";
import { writePublicFile, writePublicFilesWhole } from "./write";

/** A doc's records, in the index's order. */
export const docSearchRecords = (doc: OutputDoc): SearchRecord[] => buildDocRecords(doc, sectionOf(doc.path, siteConfig.search.sections));

/**
 * Writes the index of the docs' records (in the docs' order) and the modules'; returns how many
 * records it holds. Every blob is named by a hash of its bytes and written whole or not at all,
 * so a blob already there from an earlier build is that very file, and is not written again. The
 * manifest, which names the blobs, is written last.
 */
export async function writeSearchIndex(publicDir: string, docRecords: readonly SearchRecord[], modules: readonly OutputModule[]): Promise<number> {
  const records = [...docRecords, ...modules.flatMap((module) => moduleSearchRecords(module))];
  const manifestPath = siteConfig.search.embeddedIndexPath;
  const folder = path.posix.dirname(manifestPath);
  const { manifest, files } = buildIndexFiles(records, { folder: path.posix.basename(manifestPath, ".json") });
  // A rebuild leaves only this build's files: public/ is then what a cold build writes.
  const written = new Set(files.map((file) => path.basename(file.name)));
  const blobDir = path.join(publicDir, folder, path.posix.basename(manifestPath, ".json"));
  const present = new Set(fs.existsSync(blobDir) ? fs.readdirSync(blobDir) : []);
  for (const name of present) if (!written.has(name)) fs.rmSync(path.join(blobDir, name));
  await writePublicFilesWhole(
    publicDir,
    files.filter((file) => !present.has(path.basename(file.name))).map((file) => ({ sitePath: path.posix.join(folder, file.name), content: file.bytes })),
  );
  writePublicFile(publicDir, manifestPath, JSON.stringify(manifest));
  return records.length;
}
