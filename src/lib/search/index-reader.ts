/**
 * Reads the split index's entries from their blobs (./index-files) by HTTP byte range: the entries
 * a query asks for together that lie next to each other in a blob come in one request
 * (`Range: bytes=a-b`, same-origin, so no preflight and nothing more for the page's CSP), each is
 * decompressed (`DecompressionStream`, or ./inflate where a browser lacks it) and parsed. Each
 * entry is fetched once a session (./sharded keeps them).
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
export class StaleIndexError extends Error {
  constructor(why: string) {
    super(`The search index changed since this page loaded (${why})`);
  }
}

/** The text of a zlib stream. */
async function decompress(bytes: Uint8Array): Promise<string> {
  if (typeof DecompressionStream === "function") {
    // A fresh copy: Blob takes an ArrayBuffer-backed view, which a slice of a kept blob may not be.
    return new Response(new Blob([new Uint8Array(bytes)]).stream().pipeThrough(new DecompressionStream("deflate"))).text();
  }
  const { inflateZlib } = await import("./inflate");
  return new TextDecoder().decode(inflateZlib(bytes));
}

/** Entries that lie back to back in one blob, fetched together: the first one's place, where the last ends, and where each was asked for. */
interface Run {
  place: EntryPlace;
  end: number;
  at: number[];
}

/** Runs of the places asked for (`places[at]`), each of entries next to each other in one blob. */
function runsOf(places: readonly EntryPlace[]): Run[] {
  const order = places.map((_, at) => at).sort((a, b) => places[a].blob.localeCompare(places[b].blob) || places[a].offset - places[b].offset);
  const runs: Run[] = [];
  for (const at of order) {
    const place = places[at];
    const last = runs[runs.length - 1];
    if (last?.place.blob === place.blob && last.end === place.offset) {
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

  async function fetchBytes({ place: { blob, offset, blobBytes }, end }: Run): Promise<Uint8Array> {
    const kept = whole.get(blob);
    if (kept) return kept.subarray(offset, end);
    const url = folderUrl + blob;
    // Not through the HTTP cache: browsers lock a URL's cache entry while a request for it is on
    // its way, so the ranges of one blob would come one after another, a round trip each.
    const response = await fetchImpl(url, { headers: { Range: `bytes=${offset}-${end - 1}` }, cache: "no-store" });
    const { status } = response;
    if (status === 404 || status === 410 || status === 416) throw new StaleIndexError(`${url} answered ${status}`);
    if (!response.ok) throw new Error(`The search index could not be loaded (HTTP ${status})`);
    const body = new Uint8Array(await response.arrayBuffer());
    // `bytes first-last/total`: a host may send more than was asked for, never less.
    const [first, last, total] = (/^bytes (\d+)-(\d+)\/(\d+)$/.exec(response.headers.get("content-range") ?? "") ?? []).slice(1).map(Number);
    if (status === 206 && total === blobBytes && first <= offset && last >= end - 1 && body.length === last - first + 1) return body.subarray(offset - first, end - first);
    if (status !== 206 && body.length === blobBytes) {
      whole.set(blob, body);
      return body.subarray(offset, end);
    }
    throw new StaleIndexError(`${url} is not the file the manifest describes`);
  }

  return (kind, ids) => {
    const places = ids.map(locate[kind]);
    const answers: Promise<unknown>[] = [];
    for (const run of runsOf(places)) {
      const bytes = fetchBytes(run);
      for (const at of run.at) {
        const { offset, length, blob } = places[at];
        const start = offset - run.place.offset;
        answers[at] = bytes.then(async (all) => {
          const text = await decompress(all.subarray(start, start + length)).catch(() => {
            throw new StaleIndexError(`an entry of ${blob} does not decompress`);
          });
          return JSON.parse(text);
        });
      }
    }
    return answers;
  };
}
