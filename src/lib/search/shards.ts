/**
 * The embedded index as the build writes it: split so that a query fetches only what it needs.
 *
 * - A small manifest, at a fixed address, lists every other file.
 * - Term shards: the terms in sorted order, cut into files of about `shardBytes`, each holding its
 *   terms' posting lists (./postings) and the exact-heading keys that sort among them. A word needs
 *   the shards covering the terms it can expand to (itself and the words it begins), which sort
 *   together: usually one file. Exact headings are filed beside their first term.
 * - Record chunks: the records' display data (titles, headings, text for snippets), one record per
 *   file by default (a hit's chunk then carries nothing it does not show); only the chunks of the
 *   hits shown are fetched.
 *
 * Every file but the manifest is named by a hash of its content (a chunk, of its volume of
 * chunks), so a deploy that did not change it keeps its name and readers' browsers keep it cached.
 */
import type { SearchRecord } from "./records";
import { packRecords, type PackedIndex } from "./pack";
import { buildPostings, encodePostings, truncatePostings } from "./postings";
import { isOwnName, RECORD_FIELDS, recordBoost } from "./record-fields";
import { headingAnchor, headingKey } from "./terms";
import { Ranker } from "./ranker";
import { buildStarter, type StarterIndex } from "./starter";

/** Bumped whenever a file's layout changes, so a stale cached manifest is recognised. */
export const SHARDED_INDEX_VERSION = 2;

export interface IndexManifest {
  version: number;
  /** How many records the index holds (ids are 0 to records − 1). */
  records: number;
  /** Folder of the shards and chunks, relative to the manifest's. */
  folder: string;
  /** `[first key, hash]` of each term shard (file `<folder>/t-<hash>.json`), in key order; the first starts at "". */
  shards: [string, string][];
  /**
   * Record chunks hold `recordsPerChunk` records each, in id order; chunk i is the file
   * `<folder>/r-<volumes[i / chunksPerVolume]>-<i>.json`. A volume's hash covers its chunks, so the
   * manifest lists one hash per volume rather than one per chunk (at 10,000 pages, tens of thousands).
   */
  recordsPerChunk: number;
  chunksPerVolume: number;
  volumes: string[];
  /** Site sections (lvl0), and each record's as runs in id order: section, count, section, count… */
  sections: string[];
  sectionRuns: number[];
  /**
   * The first keystroke's answer (./starter): absent from manifests written before it, which the
   * browser still reads (a tab open across a deploy), answering one character from the shards.
   */
  starter?: StarterIndex;
}

/** The file of a term shard by its hash. */
export const shardFileName = (folder: string, hash: string): string => `${folder}/t-${hash}.json`;

/** The file of record chunk `chunk` in the manifest's layout. */
export const chunkFileName = (manifest: Pick<IndexManifest, "folder" | "chunksPerVolume" | "volumes">, chunk: number): string =>
  `${manifest.folder}/r-${manifest.volumes[Math.floor(chunk / manifest.chunksPerVolume)]}-${chunk}.json`;

/** Records whose own heading is exactly a key: pages first, then sections, each in id order. */
export type HeadingEntry = [pages: number[], sections: number[]];

export interface TermShard {
  /** Encoded posting list of each term (./postings `encodePostings`). */
  terms: Record<string, number[]>;
  /** The full count of each term whose list keeps only its heaviest postings (./postings `truncatePostings`). */
  df?: Record<string, number>;
  headings: Record<string, HeadingEntry>;
}

export interface RecordChunk extends PackedIndex {
  /** Id of the chunk's first record. */
  first: number;
}

export interface IndexFile {
  /** Path relative to the manifest's folder, e.g. `search-index/t-1a2b3c4d5e.json`. */
  name: string;
  json: string;
}

export interface ShardOptions {
  /** Folder of the shards and chunks, relative to the manifest's. */
  folder: string;
  /** About how large (JSON characters) a term shard grows before the next begins. */
  shardBytes?: number;
  /** Records per chunk: the hits shown fetch one chunk each at most, so small chunks waste little. */
  recordsPerChunk?: number;
  chunksPerVolume?: number;
}

/**
 * A short content hash (two 32-bit FNV-1a style passes, 8 base-36 characters, about 41 bits), for
 * file names that change with content. It only has to tell one build's version of a file from the
 * next one's; the manifest lists thousands of them, so every character counts.
 */
export function contentHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return ((a >>> 0).toString(36).padStart(7, "0").slice(-4) + (b >>> 0).toString(36).padStart(7, "0").slice(-4));
}

function headingIndex(records: readonly SearchRecord[]): Map<string, HeadingEntry> {
  const byKey = new Map<string, HeadingEntry>();
  records.forEach((record, id) => {
    const heading = record[record.type];
    if (!heading) return;
    const key = headingKey(heading);
    if (!key) return;
    let entry = byKey.get(key);
    if (!entry) byKey.set(key, (entry = [[], []]));
    entry[record.type === "lvl1" ? 0 : 1].push(id);
  });
  return byKey;
}

/** Cuts items into groups of about `target` size, in order. */
function cut<T>(items: readonly T[], size: (item: T) => number, target: number): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    if (current.length > 0 && bytes >= target) {
      groups.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size(item);
  }
  if (current.length > 0) groups.push(current);
  return groups;
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

/** A property name JavaScript orders first, by value: an integer from 0 to 2^32 − 2 written canonically. */
const isIndexKey = (key: string): boolean => /^(0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4294967295;

/**
 * The JSON of an object with these properties (values already JSON), set in this order: the same
 * text as JSON.stringify of that object, which lists index-like names ("2024") first, by value.
 */
export function objectJson(entries: readonly [string, string][]): string {
  const indexed = entries.filter(([key]) => isIndexKey(key)).sort((a, b) => Number(a[0]) - Number(b[0]));
  const named = entries.filter(([key]) => !isIndexKey(key));
  return `{${[...indexed, ...named].map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(",")}}`;
}

/** The manifest and every file of the split index, from the records in id order. */
export function buildShardedIndex(
  records: readonly SearchRecord[],
  { folder, shardBytes = 5_000, recordsPerChunk = 1, chunksPerVolume = 64 }: ShardOptions,
): { manifest: IndexManifest; files: IndexFile[] } {
  const postings = buildPostings(records, { fields: RECORD_FIELDS, recordBoost, isOwnName });
  const truncated = new Map([...postings].map(([term, list]) => [term, truncatePostings(list)]));
  const encoded = new Map([...truncated].map(([term, list]) => [term, encodePostings(list)]));
  // Exact-heading keys are filed beside their first term, whose shard a query for them fetches anyway.
  const anchored = new Map<string, [string, HeadingEntry][]>();
  for (const [key, entry] of headingIndex(records)) {
    const anchor = headingAnchor(key);
    anchored.set(anchor, [...(anchored.get(anchor) ?? []), [key, entry]]);
  }
  const keys = [...new Set([...encoded.keys(), ...anchored.keys()])].sort();
  // Each key's parts of its shard's JSON, made once: their length is the key's size, and the
  // shard's JSON is put together from them.
  const listJson = new Map([...encoded].map(([term, list]) => [term, JSON.stringify(list)]));
  const headingJson = new Map([...anchored].map(([anchor, entries]) => [anchor, entries.map(([heading, entry]): [string, string] => [heading, JSON.stringify(entry)])]));
  const keySize = (key: string) => key.length + 6 + (listJson.get(key)?.length ?? 0) + JSON.stringify(anchored.get(key) ?? []).length;

  const files: IndexFile[] = [];
  const shards: IndexManifest["shards"] = cut(keys, keySize, shardBytes).map((group, i) => {
    const terms: [string, string][] = [];
    const df: [string, string][] = [];
    const headings: [string, string][] = [];
    for (const key of group) {
      const list = listJson.get(key);
      if (list !== undefined) terms.push([key, list]);
      const count = truncated.get(key)?.df;
      if (count !== undefined) df.push([key, String(count)]);
      headings.push(...(headingJson.get(key) ?? []));
    }
    // As JSON.stringify writes a TermShard ({ terms, headings, df? }).
    const json = `{"terms":${objectJson(terms)},"headings":${objectJson(headings)}${df.length > 0 ? `,"df":${objectJson(df)}` : ""}}`;
    const hash = contentHash(json);
    files.push({ name: shardFileName(folder, hash), json });
    return [i === 0 ? "" : group[0], hash];
  });

  const chunks: string[] = [];
  for (let first = 0; first < records.length; first += recordsPerChunk) {
    const chunk: RecordChunk = { first, ...packRecords(records.slice(first, first + recordsPerChunk)) };
    chunks.push(JSON.stringify(chunk));
  }
  const volumes: string[] = [];
  for (let v = 0; v * chunksPerVolume < chunks.length; v += 1) volumes.push(contentHash(chunks.slice(v * chunksPerVolume, (v + 1) * chunksPerVolume).join("\n")));
  chunks.forEach((json, i) => files.push({ name: chunkFileName({ folder, chunksPerVolume, volumes }, i), json }));

  const sections: string[] = [];
  const runs = sectionRuns(records, sections);
  const ranker = new Ranker(records.length);
  ranker.add(truncated);
  const starter = buildStarter(records, ranker, truncated.keys(), sections);
  return {
    manifest: { version: SHARDED_INDEX_VERSION, records: records.length, folder, shards, recordsPerChunk, chunksPerVolume, volumes, sections, sectionRuns: runs, starter },
    files,
  };
}

/** Index of the entry whose start is the last at or before `value` (entries sorted by start). */
export function entryAt<K extends string | number>(entries: readonly [K, string][], value: K): number {
  let low = 0;
  let high = entries.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (entries[mid][0] <= value) low = mid;
    else high = mid - 1;
  }
  return low;
}
