/**
 * The split index's files as a host stores them (build side, Node only): every entry of ./shards
 * compressed on its own as a zlib stream, which every supported browser decompresses natively
 * (`DecompressionStream("deflate")`), and the entries of each kind stored back to back in blobs
 * named by a hash of their bytes (./index-files). The manifest, written beside them, lists where
 * each entry is.
 *
 * An entry's length is padded to a whole number of units, inside its zlib stream (a last stored
 * block of spaces, which JSON ignores), so any reader decompresses it as it is. The unit is chosen
 * per kind for the fewest bytes a first search fetches: a larger unit shortens the manifest's list
 * of lengths, which every first search fetches, and adds half a unit, on average, to each entry a
 * search fetches (docs/decisions/search-index-files.md).
 */
import crypto from "node:crypto";
import zlib from "node:zlib";
import type { SearchRecord } from "./records";
import { buildShardedIndex, type IndexManifest, type ShardOptions } from "./shards";
import { encodeNumbers } from "./compact-numbers";
import { blobFileName, MAX_BLOB_BYTES, planBlobs, type BlobDirectory, type IndexFileKind } from "./index-files";
import { adler32 } from "./inflate";

/** A file of the index other than the manifest. */
export interface IndexFile {
  /** Path relative to the manifest's folder, e.g. `search-index/t-0123456789abcdef.bin`. */
  name: string;
  bytes: Buffer;
}

/** Entries of each kind a first search fetches, about: three term shards, and eight record packs for its twenty hits. */
export const ENTRIES_PER_QUERY: Record<IndexFileKind, number> = { t: 3, r: 8 };

/** The zlib header (deflate, 32 KB window, default level), the last stored block's header and the checksum. */
const FRAME_BYTES = 2 + 5 + 4;
const ZLIB_HEADER = Buffer.from([0x78, 0x9c]);

/** An entry's deflate blocks, ended by an empty stored block rather than a final block, so that more can follow. */
export const deflateOpen = (json: string): Buffer => zlib.deflateRawSync(Buffer.from(json), { finishFlush: zlib.constants.Z_SYNC_FLUSH });

/** The length of an entry whose deflate blocks take `open` bytes, padded to `unit`. */
export const framedLength = (open: number, unit: number): number => Math.ceil((open + FRAME_BYTES) / unit) * unit;

/** An entry as stored: a zlib stream of `json` and as many spaces as make its length a whole number of `unit` bytes. */
export function compressEntry(json: string, unit: number, open: Buffer = deflateOpen(json)): Buffer {
  const padding = framedLength(open.length, unit) - open.length - FRAME_BYTES;
  if (padding > 0xffff) throw new Error(`An index entry cannot be padded by ${padding} bytes (unit ${unit})`);
  const spaces = Buffer.alloc(padding, 0x20);
  // BFINAL 1, BTYPE 00 (stored), then the block's length and its one's complement, little-endian.
  const last = Buffer.from([0x01, padding & 0xff, padding >> 8, ~padding & 0xff, (~padding >> 8) & 0xff]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler32(Buffer.concat([Buffer.from(json), spaces])));
  return Buffer.concat([ZLIB_HEADER, open, last, spaces, checksum]);
}

/** Units tried, in bytes. */
const UNITS = Array.from({ length: 13 }, (_, i) => 2 ** i);

/**
 * The most padding a unit may add to the index, as a share of its entries' bytes. Without it, the
 * unit that costs a first search least at 10,000 pages is 2 KB, a pack's size: the manifest then
 * lists next to nothing, but the index's blobs take twice the space.
 */
export const MAX_PADDING = 0.1;

/**
 * The unit, for entries whose deflate blocks take `open` bytes each, that costs a first search the
 * fewest bytes: the gzip size of the manifest's list of lengths, plus the padding of the
 * `perQuery` entries it fetches; among the units that pad the index by `MAX_PADDING` at most.
 */
export function chooseUnit(open: readonly number[], perQuery: number): number {
  const natural = open.reduce((sum, bytes) => sum + bytes + FRAME_BYTES, 0);
  let best = { unit: 1, bytes: Infinity };
  for (const unit of UNITS) {
    const lengths = open.map((bytes) => framedLength(bytes, unit));
    const padding = lengths.reduce((sum, length) => sum + length, 0) - natural;
    if (padding > MAX_PADDING * natural) break;
    const bytes = zlib.gzipSync(encodeNumbers(lengths.map((length) => length / unit))).length + (perQuery * padding) / open.length;
    if (bytes < best.bytes) best = { unit, bytes };
  }
  return best.unit;
}

/** A short name for bytes: the first 64 bits of their SHA-256, in hex (lowercase, for hosts whose file names ignore case). */
const blobHash = (bytes: Buffer): string => crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 16);

export interface IndexFileOptions extends ShardOptions {
  /** Folder of the blobs, relative to the manifest's. */
  folder: string;
  maxBlobBytes?: number;
}

/** The manifest and the blobs of the index of `records` (in id order). */
export function buildIndexFiles(records: readonly SearchRecord[], { folder, maxBlobBytes = MAX_BLOB_BYTES, ...options }: IndexFileOptions): { manifest: IndexManifest; files: IndexFile[] } {
  const { content, entries } = buildShardedIndex(records, options);
  const files: IndexFile[] = [];
  const directory = (kind: IndexFileKind): BlobDirectory => {
    const open = entries[kind].map(deflateOpen);
    const unit = chooseUnit(open.map((bytes) => bytes.length), ENTRIES_PER_QUERY[kind]);
    const stored = entries[kind].map((json, i) => compressEntry(json, unit, open[i]));
    const blobs: BlobDirectory["blobs"] = [];
    let first = 0;
    for (const count of planBlobs(stored.map((bytes) => bytes.length), maxBlobBytes)) {
      const bytes = Buffer.concat(stored.slice(first, first + count));
      const hash = blobHash(bytes);
      files.push({ name: blobFileName(folder, kind, hash), bytes });
      blobs.push([hash, count]);
      first += count;
    }
    return { unit, lengths: encodeNumbers(stored.map((bytes) => bytes.length / unit)), blobs };
  };
  return { manifest: { ...content, files: { folder, t: directory("t"), r: directory("r") } }, files };
}
