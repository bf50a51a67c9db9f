/**
 * The split index's files (./shards) as the build names them and the browser finds them. Every
 * file but the manifest is named by a hash of its content, so a deploy that did not change it keeps
 * its name and readers' browsers keep it cached; the hash is that of its volume (a run of
 * `perVolume` files of its kind), so that the manifest lists a hash per volume rather than a hash
 * per file (at 10,000 pages, eleven thousand of them).
 */

/** A file of the index other than the manifest. */
export interface IndexFile {
  /** Path relative to the manifest's folder, e.g. `search-index/t-1a2b3c4d-12.json`. */
  name: string;
  json: string;
}

/** The kinds of file: term shards and record packs. */
export type IndexFileKind = "t" | "r";

/** Where the manifest says a kind of file is: its folder, and its volumes' hashes. */
export interface VolumeLayout {
  folder: string;
  perVolume: number;
  volumes: readonly string[];
}

/**
 * A short content hash (two 32-bit FNV-1a style passes, 8 base-36 characters, about 41 bits), for
 * file names that change with content. It only has to tell one build's version of a file from the
 * next one's; the manifest lists many of them, so every character counts.
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

/** The hash of each volume of `perVolume` files, the files' content given in order. */
export function volumeHashes(jsons: readonly string[], perVolume: number): string[] {
  const volumes: string[] = [];
  for (let v = 0; v * perVolume < jsons.length; v += 1) volumes.push(contentHash(jsons.slice(v * perVolume, (v + 1) * perVolume).join("\n")));
  return volumes;
}

/** The name of file `i` of a kind. */
export const indexFileName = (kind: IndexFileKind, layout: VolumeLayout, i: number): string =>
  `${layout.folder}/${kind}-${layout.volumes[Math.floor(i / layout.perVolume)]}-${i}.json`;

/** The files of one kind, named in their volumes. */
export function namedFiles(kind: IndexFileKind, jsons: readonly string[], folder: string, perVolume: number): { volumes: string[]; files: IndexFile[] } {
  const volumes = volumeHashes(jsons, perVolume);
  return { volumes, files: jsons.map((json, i) => ({ name: indexFileName(kind, { folder, perVolume, volumes }, i), json })) };
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
