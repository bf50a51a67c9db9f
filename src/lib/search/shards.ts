/**
 * The embedded index as the build writes it: split so that a query fetches only what it needs, in
 * about one file per page at most (docs/decisions/search-index-files.md).
 *
 * - A small manifest, at a fixed address, lists every other file and carries the first
 *   keystroke's answer (./starter).
 * - Term shards (./term-shards): the terms in sorted order, cut into files, each with its terms'
 *   posting lists; a word usually needs one.
 * - Record packs (./record-packs): the records' display data (titles, headings, text for
 *   snippets), a page's records together; only the packs of the hits shown are fetched.
 *
 * Shards and packs are named by a hash of their volume's content (./index-files).
 */
import type { SearchRecord } from "./records";
import { Ranker } from "./ranker";
import { buildStarter, type StarterIndex } from "./starter";
import { buildTermShards } from "./term-shards";
import { buildRecordPacks, type PackSizing } from "./record-packs";
import { indexFileName, namedFiles, type IndexFile } from "./index-files";

/** Bumped whenever a file's layout changes, so a stale cached manifest is recognized. */
export const SHARDED_INDEX_VERSION = 3;

export interface IndexManifest {
  version: number;
  /** How many records the index holds (ids are 0 to records − 1). */
  records: number;
  /** Folder of the shards and packs, relative to the manifest's. */
  folder: string;
  /** Files per volume, of either kind (./index-files). */
  perVolume: number;
  /**
   * Where each term shard starts, in key order (the first at ""): shard i holds the keys from its
   * start up to the next one's, in the file `<folder>/t-<shardVolumes[i / perVolume]>-<i>.json`.
   */
  shards: string[];
  shardVolumes: string[];
  /**
   * How many records each pack holds, in id order: pack i holds the ids that follow those of the
   * packs before it, in the file `<folder>/r-<packVolumes[i / perVolume]>-<i>.json`.
   */
  packs: number[];
  packVolumes: string[];
  /** Site sections (lvl0), and each record's as runs in id order: section, count, section, count… */
  sections: string[];
  sectionRuns: number[];
  /** The first keystroke's answer (./starter). */
  starter: StarterIndex;
}

/** The file of term shard `i`. */
export const shardFileName = (manifest: Pick<IndexManifest, "folder" | "perVolume" | "shardVolumes">, i: number): string =>
  indexFileName("t", { folder: manifest.folder, perVolume: manifest.perVolume, volumes: manifest.shardVolumes }, i);

/** The file of record pack `i`. */
export const packFileName = (manifest: Pick<IndexManifest, "folder" | "perVolume" | "packVolumes">, i: number): string =>
  indexFileName("r", { folder: manifest.folder, perVolume: manifest.perVolume, volumes: manifest.packVolumes }, i);

export interface ShardOptions {
  /** Folder of the shards and packs, relative to the manifest's. */
  folder: string;
  /** About how large (JSON characters) a term shard grows before the next begins. */
  shardBytes?: number;
  /** How large record packs are (./record-packs). */
  packSizing?: PackSizing;
  perVolume?: number;
}

/** Sections of the records in id order, as runs: section, count, section, count… */
function sectionRuns(records: readonly SearchRecord[], sections: string[]): number[] {
  const runs: number[] = [];
  for (const record of records) {
    let section = sections.indexOf(record.lvl0);
    if (section === -1) section = sections.push(record.lvl0) - 1;
    if (runs.length > 0 && runs[runs.length - 2] === section) runs[runs.length - 1] += 1;
    else runs.push(section, 1);
  }
  return runs;
}

/** The manifest and every file of the split index, from the records in id order. */
export function buildShardedIndex(records: readonly SearchRecord[], { folder, shardBytes = 5_000, packSizing, perVolume = 64 }: ShardOptions): { manifest: IndexManifest; files: IndexFile[] } {
  const terms = buildTermShards(records, shardBytes);
  const shards = namedFiles("t", terms.jsons, folder, perVolume);
  // The manifest and the shards are the index's other files.
  const packs = buildRecordPacks(records, packSizing, terms.jsons.length + 1);
  const packFiles = namedFiles("r", packs.jsons, folder, perVolume);

  const sections: string[] = [];
  const runs = sectionRuns(records, sections);
  const ranker = new Ranker(records.length);
  ranker.add(terms.postings);
  const starter = buildStarter(records, ranker, terms.postings.keys(), sections);
  return {
    manifest: {
      version: SHARDED_INDEX_VERSION,
      records: records.length,
      folder,
      perVolume,
      shards: terms.starts,
      shardVolumes: shards.volumes,
      packs: packs.counts,
      packVolumes: packFiles.volumes,
      sections,
      sectionRuns: runs,
      starter,
    },
    files: [...shards.files, ...packFiles.files],
  };
}
