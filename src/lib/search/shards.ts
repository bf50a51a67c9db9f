/**
 * The embedded index as the build writes it: split so that a query fetches only what it needs
 * (docs/decisions/search-index-files.md).
 *
 * - A small manifest, at a fixed address, says where everything else is and carries the first
 *   keystroke's answer (./starter).
 * - Term shards (./term-shards): the terms in sorted order, cut into entries, each with its terms'
 *   posting lists; a word usually needs one.
 * - Record packs (./record-packs): the records' display data (titles, headings, text for
 *   snippets), a page's records together; only the packs of the hits shown are fetched.
 *
 * This module makes the manifest's content and every entry's JSON; ./index-blobs compresses the
 * entries into the few files a host stores, and adds where they are to the manifest (./index-files).
 */
import type { SearchRecord } from "./records";
import { Ranker } from "./ranker";
import { buildStarter, type StarterIndex } from "./starter";
import { buildTermShards } from "./term-shards";
import { buildRecordPacks } from "./record-packs";
import { encodeNumbers } from "./compact-numbers";
import type { IndexFileKind, IndexFiles } from "./index-files";

/** Bumped whenever the manifest's or an entry's layout changes, so a stale cached manifest is recognized. */
export const SHARDED_INDEX_VERSION = 4;

/** What the manifest says of the index itself. */
export interface IndexContent {
  version: number;
  /** How many records the index holds (ids are 0 to records − 1). */
  records: number;
  /** Where each term shard starts, in key order (the first at ""): shard i holds the keys from its start up to the next one's. */
  shards: string[];
  /** How many records each pack holds, in id order (./compact-numbers): pack i holds the ids that follow those of the packs before it. */
  packs: string;
  /** Site sections (lvl0), and each record's as runs in id order: section, count, section, count… */
  sections: string[];
  sectionRuns: number[];
  /** The first keystroke's answer (./starter). */
  starter: StarterIndex;
}

/** The manifest: the index, and where its entries are stored. */
export interface IndexManifest extends IndexContent {
  files: IndexFiles;
}

/** Every entry's JSON, by kind, in entry order. */
export type IndexEntries = Record<IndexFileKind, string[]>;

export interface ShardOptions {
  /** About how large (JSON characters) a term shard grows before the next begins. */
  shardBytes?: number;
  /** How large record packs are, in JSON characters (./record-packs `packBytesFor` by default). */
  packBytes?: number;
}

/**
 * About 2,000 characters a shard: a word's terms usually fit one, and smaller shards made the
 * manifest's list of starts grow faster than they saved (docs/decisions/search-index-files.md).
 */
export const SHARD_BYTES = 2_000;

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

/** The manifest's content and every entry of the split index, from the records in id order. */
export function buildShardedIndex(records: readonly SearchRecord[], { shardBytes = SHARD_BYTES, packBytes }: ShardOptions = {}): { content: IndexContent; entries: IndexEntries } {
  const terms = buildTermShards(records, shardBytes);
  const packs = buildRecordPacks(records, packBytes);
  const sections: string[] = [];
  const runs = sectionRuns(records, sections);
  const ranker = new Ranker(records.length);
  ranker.add(terms.postings);
  const starter = buildStarter(records, ranker, terms.postings.keys(), sections);
  return {
    content: {
      version: SHARDED_INDEX_VERSION,
      records: records.length,
      shards: terms.starts,
      packs: encodeNumbers(packs.counts),
      sections,
      sectionRuns: runs,
      starter,
    },
    entries: { t: terms.jsons, r: packs.jsons },
  };
}
