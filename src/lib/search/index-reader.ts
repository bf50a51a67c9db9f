/**
 * Reads the split index's entries from their blobs (./index-files) by HTTP byte range: the entries
 * a query asks for together that lie next to each other in a blob come in one request
 * (`Range: bytes=a-b`, same-origin, so no preflight and nothing more for the page's CSP), each is
 * decompressed (`DecompressionStream`, or ./inflate where a browser lacks it) and parsed.
 *
 * - A host that ignores the range answers 200 with the whole blob: it is sliced, and kept for the
 *   blob's later entries.
 * - A blob that is gone (404, 410), a range past its end (416), an answer of another size than the
 *   manifest says, or bytes that do not decompress: the site was deployed again since the
 *   manifest was loaded (blobs are named by their content, so a name never changes its bytes).
 *   The caller (./load) then loads the manifest again.
 */
import { entryPlaces, type EntryPlace, type IndexFileKind } from "./index-files";
import type { IndexManifest } from "./shards";
import type { ReadIndexEntries } from "./sharded";
import { decodeNumbers } from "./compact-numbers";

/** The index the manifest describes is no longer the site's: load the manifest again. */
export class StaleIndexError extends Error {}

/** The text of a zlib stream. */
async function decompress(bytes: Uint8Array): Promise<string> {
  if (typeof DecompressionStream === "function") {
    // A fresh copy: Blob takes an ArrayBuffer-backed view, which a slice of a kept blob may not be.
    return new Response(new Blob([new Uint8Array(bytes)]).stream().pipeThrough(new DecompressionStream("deflate"))).text();
  }
  const { inflateZlib } = await import("./inflate");
  return new TextDecoder().decode(inflateZlib(bytes));
}

/** `bytes first-last/total` of a 206 answer. */
function contentRange(header: string | null): { first: number; last: number; total: number } | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? "");
  return match ? { first: Number(match[1]), last: Number(match[2]), total: Number(match[3]) } : undefined;
}

/** Entries that lie back to back in one blob, fetched together. */
interface Run {
  place: EntryPlace;
  end: number;
  at: number[];
}

/** Runs of the places asked for (`places[at]`), each of entries next to each other in one blob. */
function runsOf(places: readonly EntryPlace[]): Run[] {
  const order = places.map((_, at) => at).sort((a, b) => (places[a].blob < places[b].blob ? -1 : places[a].blob > places[b].blob ? 1 : places[a].offset - places[b].offset));
  const runs: Run[] = [];
  for (const at of order) {
    const place = places[at];
    const last = runs[runs.length - 1];
    if (last && last.place.blob === place.blob && last.end === place.offset) {
      last.at.push(at);
      last.end += place.length;
    } else runs.push({ place, end: place.offset + place.length, at: [at] });
  }
  return runs;
}

/**
 * The reader of the entries of the index `manifest` describes, its blobs fetched from `folderUrl`
 * (the manifest's folder, ending in "/") with `fetchImpl`.
 */
export function createEntryReader(manifest: IndexManifest, folderUrl: string, fetchImpl: typeof fetch): ReadIndexEntries {
  const { folder, t, r } = manifest.files;
  const locate: Record<IndexFileKind, (i: number) => EntryPlace> = {
    t: entryPlaces(folder, "t", t, manifest.shards.length),
    r: entryPlaces(folder, "r", r, decodeNumbers(manifest.packs).length),
  };
  /** Blobs a host sent whole, by name. */
  const whole = new Map<string, Uint8Array>();

  async function fetchBytes({ place, end }: Run): Promise<Uint8Array> {
    const { blob, offset, blobBytes } = place;
    const kept = whole.get(blob);
    if (kept) return kept.subarray(offset, end);
    const url = folderUrl + blob;
    const response = await fetchImpl(url, { headers: { Range: `bytes=${offset}-${end - 1}` } });
    if (response.status === 404 || response.status === 410 || response.status === 416) throw new StaleIndexError(`The search index changed since this page loaded (${url} answered ${response.status})`);
    if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${response.status})`);
    const body = new Uint8Array(await response.arrayBuffer());
    if (response.status === 206) {
      const range = contentRange(response.headers.get("content-range"));
      // A host may send more than was asked for, never less.
      if (range && range.total === blobBytes && range.first <= offset && range.last >= end - 1 && body.length === range.last - range.first + 1) {
        return body.subarray(offset - range.first, end - range.first);
      }
    } else if (body.length === blobBytes) {
      whole.set(blob, body);
      return body.subarray(offset, end);
    }
    throw new StaleIndexError(`The search index changed since this page loaded (${url} is not the file the manifest describes)`);
  }

  async function parse(bytes: Uint8Array, name: string): Promise<unknown> {
    let text: string;
    try {
      text = await decompress(bytes);
    } catch {
      throw new StaleIndexError(`The search index changed since this page loaded (an entry of ${name} does not decompress)`);
    }
    return JSON.parse(text);
  }

  return (kind, ids) => {
    const places = ids.map((i) => locate[kind](i));
    const answers: Promise<unknown>[] = new Array(ids.length);
    for (const run of runsOf(places)) {
      const bytes = fetchBytes(run);
      for (const at of run.at) {
        const start = places[at].offset - run.place.offset;
        answers[at] = bytes.then((all) => parse(all.subarray(start, start + places[at].length), places[at].blob));
      }
    }
    return answers;
  };
}
