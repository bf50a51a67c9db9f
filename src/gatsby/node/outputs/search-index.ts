/**
 * The embedded search index: records for every doc, from the compiled trees the pages render, and
 * for every module input and output, split into the manifest the browser loads on first use of
 * search and the term shards and record chunks it fetches as queries need them (lib/search/shards).
 */
import fs from "node:fs";
import path from "node:path";
import { buildDocRecords, sectionOf } from "../../../lib/search/records";
import { moduleSearchRecords } from "../../../lib/search/module-records";
import { buildShardedIndex } from "../../../lib/search/shards";
import { siteConfig } from "../../../site-config";
import type { OutputData } from "./data";
import { writePublicFile } from "./write";

/** Writes the index; returns how many records it holds. */
export function writeSearchIndex(publicDir: string, { docs, modules }: OutputData): number {
  const records = [...docs.flatMap((doc) => buildDocRecords(doc, sectionOf(doc.path, siteConfig.search.sections))), ...modules.flatMap((module) => moduleSearchRecords(module))];
  const manifestPath = siteConfig.search.embeddedIndexPath;
  const folder = path.posix.dirname(manifestPath);
  const { manifest, files } = buildShardedIndex(records, { folder: path.posix.basename(manifestPath, ".json") });
  // A rebuild leaves only this build's files: public/ is then what a cold build writes.
  const written = new Set(files.map((file) => path.basename(file.name)));
  const shardDir = path.join(publicDir, folder, path.posix.basename(manifestPath, ".json"));
  if (fs.existsSync(shardDir)) for (const name of fs.readdirSync(shardDir)) if (!written.has(name)) fs.rmSync(path.join(shardDir, name));
  for (const file of files) writePublicFile(publicDir, path.posix.join(folder, file.name), file.json);
  writePublicFile(publicDir, manifestPath, JSON.stringify(manifest));
  return records.length;
}
