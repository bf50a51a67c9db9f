/**
 * Where the split index's entries (./shards: term shards and record packs) are stored: each entry
 * compressed on its own (./index-blobs), and the entries of a kind stored back to back in a few
 * large files, blobs, that the browser reads by HTTP byte range (./index-reader). A host stores
 * the manifest and a handful of blobs, whatever the size of the site
 * (docs/decisions/search-index-files.md).
 *
 * The manifest gives, for each kind, the blobs in order (each named by a hash of its bytes, with
 * its number of entries) and the length of every entry; an entry's place in its blob is the sum of
 * the lengths before it there. Lengths are whole numbers of a unit (the compressed entry is padded
 * to it), which makes them shorter to list: the manifest is fetched by every first search.
 */
import { decodeNumbers } from "./compact-numbers";

/** The kinds of entry: term shards and record packs. */
export type IndexFileKind = "t" | "r";

export interface BlobDirectory {
  /** Every entry's length, in bytes, is a whole number of units. */
  unit: number;
  /** Each entry's length in units, in entry order (./compact-numbers). */
  lengths: string;
  /** The blobs, in order: each one's content hash and how many entries it holds. */
  blobs: [hash: string, entries: number][];
}

export interface IndexFiles {
  /** Folder of the blobs, relative to the manifest's. */
  folder: string;
  t: BlobDirectory;
  r: BlobDirectory;
}

/** Where one entry is: its blob's name (relative to the manifest's folder), byte offset and length, and the blob's size. */
export interface EntryPlace {
  blob: string;
  offset: number;
  length: number;
  blobBytes: number;
}

/**
 * The largest blob the build writes: far below the smallest per-file limit of common static hosts
 * (25 MiB on Cloudflare Pages), and what a host that ignores byte ranges sends at most for each
 * blob a search touches (the reader then keeps the whole blob).
 */
export const MAX_BLOB_BYTES = 1024 * 1024;

/** The name of a blob, relative to the manifest's folder. */
export const blobFileName = (folder: string, kind: IndexFileKind, hash: string): string => `${folder}/${kind}-${hash}.bin`;

/** How many entries each blob holds: entries in order, a new blob once the next would take one past `maxBytes`. */
export function planBlobs(lengths: readonly number[], maxBytes: number = MAX_BLOB_BYTES): number[] {
  const counts: number[] = [];
  let bytes = 0;
  for (const length of lengths) {
    if (counts.length === 0 || bytes + length > maxBytes) {
      counts.push(0);
      bytes = 0;
    }
    counts[counts.length - 1] += 1;
    bytes += length;
  }
  return counts;
}

/** Finds each entry of a kind in its blob. Throws when the directory does not describe `entries` entries. */
export function entryPlaces(folder: string, kind: IndexFileKind, { unit, lengths, blobs }: BlobDirectory, entries: number): (i: number) => EntryPlace {
  const sizes = decodeNumbers(lengths);
  const places: EntryPlace[] = [];
  for (const [hash, count] of blobs) {
    const blob = { blob: blobFileName(folder, kind, hash), offset: 0, length: 0, blobBytes: 0 };
    const first = places.length;
    for (let i = 0; i < count; i += 1) {
      const length = unit * sizes[places.length];
      places.push({ ...blob, offset: blob.blobBytes, length });
      blob.blobBytes += length;
    }
    for (let i = first; i < places.length; i += 1) places[i].blobBytes = blob.blobBytes;
  }
  if (sizes.length !== entries || places.length !== entries) throw new Error(`The search index's manifest describes ${sizes.length} and ${places.length} entries of kind "${kind}", not ${entries}`);
  return (i) => {
    if (!places[i]) throw new Error(`The search index has no entry ${i} of kind "${kind}"`);
    return places[i];
  };
}

/** Index of the last of `starts` (sorted) at or before `value`; 0 when none is. */
export function startAt<K extends string | number>(starts: readonly K[], value: K): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (starts[mid] <= value) low = mid;
    else high = mid - 1;
  }
  return low;
}
