/**
 * Record packs: the entries of the split index (./shards) that hold what hits show (titles,
 * headings, text for the snippet). A search fetches the pack of every hit it shows, about twenty
 * hits in eight packs or so, so small packs keep its bytes low; but the manifest lists every pack
 * (its records and its length), and every first search fetches the manifest. Both are weighed here
 * (docs/decisions/search-index-files.md):
 *
 * - Packs hold records in id order, a page's records together while they fit: a page and its
 *   sections are often hit together, and cost one fetch then. A page larger than a pack is cut
 *   into parts of about equal size.
 * - A first search pays about `c` bytes of manifest for each of the index's `T / s` packs of `s`
 *   characters, and about `k · s` bytes for each of the `h` packs it shows (`k` being what
 *   compression leaves of a character): `c · T / s + h · k · s`, least where `s` grows as `√T`.
 *   Larger packs also compress better and share more hits, so the constant is the one measured
 *   best rather than the model's: `s = √(0.6 · T)`, at least 1,000 characters (the real site's
 *   packs) and 7,000 for the bench's 10,000 pages (where 9,900 gave the same median first search
 *   within 0.2 KB, and 4,500 one 4 KB larger).
 */
import type { SearchRecord } from "./records";
import { packRecords, type PackedIndex } from "./pack";

export interface PackSizing {
  /** The measured constant above: packs of `√(weight · T)` characters. */
  weight: number;
  /** The smallest pack, in JSON characters: a section of prose or two, or four module inputs. */
  minBytes: number;
  /** The largest: a long page, three times a typical one (7 KB). */
  maxBytes: number;
}

export const PACK_SIZING: PackSizing = { weight: 0.6, minBytes: 1_000, maxBytes: 24_000 };

/** The pack size, in JSON characters, for an index whose records' text adds up to `totalBytes`. */
export const packBytesFor = (totalBytes: number, { weight, minBytes, maxBytes }: PackSizing = PACK_SIZING): number =>
  Math.round(Math.min(maxBytes, Math.max(minBytes, Math.sqrt(weight * totalBytes))));

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

/** A pack's content: its records in the wire format (./pack). */
export type RecordPack = PackedIndex;

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
 * The record packs of an index whose records are `records`, in id order: how many records each
 * pack holds, and each one's JSON. Packs are `packBytes` characters (default: `packBytesFor` the
 * records' total).
 */
export function buildRecordPacks(records: readonly SearchRecord[], packBytes?: number): { counts: number[]; jsons: string[] } {
  const display = records.map(shown);
  const sizes = display.map(recordSize);
  const counts = cutPacks(sizes, pageRuns(display.map((record) => record.url.split("#")[0])), packBytes ?? packBytesFor(sizes.reduce((sum, size) => sum + size, 0)));
  const jsons: string[] = [];
  let first = 0;
  for (const count of counts) {
    const pack: RecordPack = packRecords(display.slice(first, first + count));
    jsons.push(JSON.stringify(pack));
    first += count;
  }
  return { counts, jsons };
}
