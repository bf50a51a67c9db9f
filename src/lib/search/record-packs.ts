/**
 * Record packs: the files of the split index (./shards) that hold what hits show (titles, headings,
 * text for the snippet). A search fetches the pack of every hit it shows, about twenty hits, so
 * small packs keep its bytes low; but every pack is a file that a host stores and a deploy uploads,
 * and hosts limit file counts. Both are weighed here (docs/decisions/search-index-files.md):
 *
 * - Packs hold records in id order, a page's records together while they fit: a page and its
 *   sections are often hit together, and cost one fetch then. A page larger than a pack is cut
 *   into parts of about equal size.
 * - The pack size is the smallest step of a ladder from `minBytes` up to `maxBytes` that keeps the
 *   whole index within `filesPerPage` files per page of the site (manifest and term shards
 *   included): at 10,000 pages, about a page per pack.
 * - A site whose term shards alone come near that many files (a small site with large pages, such
 *   as one with a service catalog of thousands of module inputs over a hundred pages) cannot meet
 *   it without packs of several pages, which a search would pay for in every hit. Its packs stay
 *   at `minBytes`: its files number a thousand or so (the real site's 1,100), and its readers
 *   keep small searches.
 */
import type { SearchRecord } from "./records";
import { packRecords, type PackedIndex } from "./pack";

export interface PackSizing {
  /** Files per page of the site the whole index may use (manifest, term shards and packs). */
  filesPerPage: number;
  /**
   * The smallest pack, in JSON characters: about two sections of prose, or six module inputs. On
   * the real site, larger packs took its first search past 60 KB.
   */
  minBytes: number;
  /** The largest pack the ladder reaches: a long page, three times a typical one (7 KB). */
  maxBytes: number;
}

export const PACK_SIZING: PackSizing = { filesPerPage: 1.2, minBytes: 1_500, maxBytes: 24_000 };

/** Each step of the ladder is this much larger than the one below it. */
const LADDER_STEP = 1.25;

/**
 * Cuts records into packs of about `target` JSON characters, in id order. `sizes` holds each
 * record's size and `runs` the number of records of each page in turn (a page's records are
 * consecutive). Whole pages share a pack while they fit; a page larger than `target` gets packs of
 * its own, of about equal size. Returns the number of records in each pack.
 */
export function cutPacks(sizes: readonly number[], runs: readonly number[], target: number): number[] {
  const counts: number[] = [];
  let records = 0;
  let bytes = 0;
  const close = () => {
    if (records > 0) counts.push(records);
    records = 0;
    bytes = 0;
  };
  let id = 0;
  for (const run of runs) {
    let runBytes = 0;
    for (let i = id; i < id + run; i += 1) runBytes += sizes[i];
    if (runBytes > target) {
      close();
      const part = runBytes / Math.ceil(runBytes / target);
      for (let i = id; i < id + run; i += 1) {
        records += 1;
        bytes += sizes[i];
        if (bytes >= part) close();
      }
      close();
    } else {
      if (records > 0 && bytes + runBytes > target) close();
      records += run;
      bytes += runBytes;
    }
    id += run;
  }
  close();
  return counts;
}

/** The pages' runs of records: consecutive records of the same page form one run. */
export function pageRuns(pageOf: readonly string[]): number[] {
  const runs: number[] = [];
  pageOf.forEach((page, i) => {
    if (i > 0 && pageOf[i - 1] === page) runs[runs.length - 1] += 1;
    else runs.push(1);
  });
  return runs;
}

/**
 * The packs of records whose sizes and pages are given, for a site of `pages` pages whose index
 * has `otherFiles` files besides its packs: the first step of the ladder whose packs keep the index
 * within `filesPerPage` files per page, or `minBytes` packs when no step does.
 */
export function planPacks(sizes: readonly number[], pageOf: readonly string[], otherFiles: number, sizing: PackSizing = PACK_SIZING): number[] {
  const runs = pageRuns(pageOf);
  const budget = Math.floor(sizing.filesPerPage * new Set(pageOf).size) - otherFiles;
  for (let target = sizing.minBytes; target <= sizing.maxBytes * LADDER_STEP; target *= LADDER_STEP) {
    // The last step is maxBytes itself, however the ladder falls.
    const counts = cutPacks(sizes, runs, Math.min(target, sizing.maxBytes));
    if (counts.length <= budget) return counts;
  }
  return cutPacks(sizes, runs, sizing.minBytes);
}

/** A pack file's content: its records in the wire format (./pack) and the id of the first. */
export interface RecordPack extends PackedIndex {
  first: number;
}

/** What a hit shows of a record: its code's identifiers only when it has no prose (./engine `toHit`). */
function shown(record: SearchRecord): SearchRecord {
  if (!record.content || record.code === undefined) return record;
  const copy = { ...record };
  delete copy.code;
  return copy;
}

/** About how many JSON characters a record adds to a pack (its page's address and title are listed once per pack). */
const recordSize = (record: SearchRecord): number => JSON.stringify([record.url, record.lvl2 ?? "", record.lvl3 ?? "", record.content, record.code ?? ""]).length;

/**
 * The record packs of an index whose records are `records`, in id order, and which has
 * `otherFiles` files besides them: how many records each pack holds, and each one's JSON.
 */
export function buildRecordPacks(records: readonly SearchRecord[], sizing: PackSizing = PACK_SIZING, otherFiles = 0): { counts: number[]; jsons: string[] } {
  const display = records.map(shown);
  const counts = planPacks(display.map(recordSize), display.map((record) => record.url.split("#")[0]), otherFiles, sizing);
  const jsons: string[] = [];
  let first = 0;
  for (const count of counts) {
    const pack: RecordPack = { first, ...packRecords(display.slice(first, first + count)) };
    jsons.push(JSON.stringify(pack));
    first += count;
  }
  return { counts, jsons };
}
