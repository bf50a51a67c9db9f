/**
 * The site read from a deployed base URL, fetching the same files a browser would, through a small
 * on-disk cache (./disk-cache):
 * - the search index's hashed files never change under their name: a copy is used as long as it
 *   is kept;
 * - every other file is used for `ttlMs` after it was fetched, then checked again (a conditional
 *   request when the host sent an ETag or Last-Modified);
 * - when the site cannot be reached, or answers with a server error, the last copy is used;
 * - a hashed file that is gone (404), or shorter than a range asked of it (416), means the site
 *   was deployed again since the index's manifest was fetched: the manifest is checked again at
 *   its next use, and the index's loader (src/lib/search/load.ts) asks for it at once;
 * - a byte range of a hashed file (the index's blobs) is fetched and kept in aligned chunks of
 *   `RANGE_CHUNK_BYTES`, each keyed by URL and chunk: which entries the index's loader asks for
 *   together depends on the timing of concurrent queries, so ranges kept as asked would rarely be
 *   asked again, while a chunk answers every range inside it, in this run and the next. A site that
 *   ignores ranges sends the whole file, which is kept and answers every range of it. A range of
 *   any other file is cut from the whole file, read as above;
 * Nothing outside the base URL is requested, whatever path is asked for.
 */
import { SiteUnavailableError } from "./errors";
import type { DiskCache, CacheEntry } from "./disk-cache";
import { BUILD_MARKER_FILE, contentTypeOf, rangeResponse, type ByteRange, type ReadOptions, type SiteReader } from "./reader";

export type ReadSource = "network" | "cache" | "revalidated" | "stale";

export interface HttpReaderOptions {
  /** No cache when undefined: every read goes to the network. */
  cache?: DiskCache;
  /** How long a copy of a file that can change is used without asking the site again. */
  ttlMs: number;
  /** How long one request may take. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** Hears every URL answered and where the answer came from (`--verbose`, tests). */
  onRead?: (url: string, source: ReadSource) => void;
}

const typeOf = (entry: CacheEntry) => entry.contentType ?? contentTypeOf(entry.url);
const fromEntry = (entry: CacheEntry) => new Response(new Uint8Array(entry.body), { status: 200, headers: { "Content-Type": typeOf(entry) } });
const notFound = () => new Response("Not found", { status: 404 });

/**
 * Ranges of a blob are fetched and kept in chunks this large, aligned on multiples of it. An
 * entry of the index takes a few kilobytes, so a range asked for usually lies in one chunk or two;
 * a larger chunk would fetch more of what no query asked for, a smaller one keep more small files.
 */
export const RANGE_CHUNK_BYTES = 16 * 1024;
/** The cache's key for chunk `i` of a URL. */
const chunkKey = (url: string, i: number) => `${url} chunk ${i}`;
/** `bytes first-last/total` of a Content-Range header, as numbers. */
function contentRangeOf(header: string | null | undefined): { first: number; last: number; total: number } | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? "");
  return match ? { first: Number(match[1]), last: Number(match[2]), total: Number(match[3]) } : undefined;
}

/** `https://host/docs` as `https://host/docs/`, refusing anything but an http(s) URL without query or hash. */
export function normaliseBaseUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new SiteUnavailableError(`--site ${JSON.stringify(input)} is neither a folder nor a valid URL`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new SiteUnavailableError(`--site ${input}: only http and https URLs can be read`);
  url.search = "";
  url.hash = "";
  return url.href.endsWith("/") ? url.href : `${url.href}/`;
}

export function createHttpReader(base: string, { cache, ttlMs, timeoutMs = 15_000, fetchImpl = (...args) => fetch(...args), now = Date.now, onRead }: HttpReaderOptions): SiteReader {
  const baseHref = normaliseBaseUrl(base);
  const location = baseHref.replace(/\/$/, "");
  const urlOf = (sitePath: string): string | undefined => {
    let url: URL;
    try {
      url = new URL(sitePath.replace(/^\/+/, ""), baseHref);
    } catch {
      return undefined;
    }
    return url.href.startsWith(baseHref) ? url.href : undefined;
  };
  const manifestUrl = urlOf(BUILD_MARKER_FILE)!;

  const unreachable = (detail: string) =>
    new SiteUnavailableError(`Could not reach ${location} (${detail}). Check the URL and your network connection, or read a local build instead with --site <folder> (npm run build writes public/).`);

  async function fetchFromSite(url: string, entry: CacheEntry | undefined, range: ByteRange | undefined): Promise<Response> {
    const headers: Record<string, string> = range ? { Range: `bytes=${range.first}-${range.last}` } : {};
    if (entry?.etag) headers["If-None-Match"] = entry.etag;
    if (entry?.lastModified) headers["If-Modified-Since"] = entry.lastModified;
    try {
      return await fetchImpl(url, { headers, redirect: "follow", signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const cause = error instanceof Error ? ((error.cause instanceof Error && error.cause.message) || error.message) : String(error);
      throw unreachable(error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : cause);
    }
  }

  /** The site's answer when a hashed file is gone (404) or shorter than asked (416): the manifest is then asked for again at its next use. */
  async function gone(url: string, response: Response): Promise<Response> {
    // Dated past its lifetime: its next read asks the site again.
    await cache?.setFetchedAt(manifestUrl, now() - ttlMs - 1);
    onRead?.(url, "network");
    return response.status === 404 ? notFound() : new Response(null, { status: 416, headers: { "Content-Range": response.headers.get("content-range") ?? "bytes */0" } });
  }

  /** A range of a hashed file, from the chunks of it kept, fetching those missing (each run of them in one request). */
  async function readRange(url: string, range: ByteRange): Promise<Response> {
    // A whole copy (from a site that ignores ranges) answers any range.
    const whole = await cache?.get(url);
    if (whole && !whole.contentRange) {
      onRead?.(url, "cache");
      return rangeResponse(whole.body, range, typeOf(whole));
    }
    const firstChunk = Math.floor(range.first / RANGE_CHUNK_BYTES);
    const chunks = new Map<number, CacheEntry>();
    let total: number | undefined;
    let lastChunk = Math.floor(range.last / RANGE_CHUNK_BYTES);
    const learnTotal = (entry: CacheEntry) => {
      total ??= contentRangeOf(entry.contentRange)?.total;
      if (total !== undefined) lastChunk = Math.min(lastChunk, Math.max(firstChunk, Math.floor((total - 1) / RANGE_CHUNK_BYTES)));
    };
    for (let i = firstChunk; i <= lastChunk; i += 1) {
      const entry = await cache?.get(chunkKey(url, i));
      if (entry) {
        chunks.set(i, entry);
        learnTotal(entry);
      }
    }
    let fetched = false;
    for (let i = firstChunk; i <= lastChunk; i += 1) {
      if (chunks.has(i)) continue;
      let end = i;
      while (end < lastChunk && !chunks.has(end + 1)) end += 1;
      const response = await fetchFromSite(url, undefined, { first: i * RANGE_CHUNK_BYTES, last: (end + 1) * RANGE_CHUNK_BYTES - 1 });
      fetched = true;
      if (response.status === 404 || response.status === 416) return gone(url, response);
      if (!response.ok) {
        onRead?.(url, "network");
        return response;
      }
      const body = Buffer.from(await response.arrayBuffer());
      const contentType = response.headers.get("content-type") ?? undefined;
      if (response.status !== 206) {
        // The site ignored the range and sent the whole file.
        await cache?.put({ url, fetchedAt: now(), body, contentType }).catch(() => undefined);
        onRead?.(url, "network");
        return rangeResponse(body, range, contentType ?? contentTypeOf(url));
      }
      const sent = contentRangeOf(response.headers.get("content-range"));
      if (!sent || sent.first !== i * RANGE_CHUNK_BYTES || body.length !== sent.last - sent.first + 1 || (total !== undefined && sent.total !== total)) {
        onRead?.(url, "network");
        return new Response(`${url} answered a byte range with an unexpected Content-Range`, { status: 502 });
      }
      for (let at = 0, chunk = i; at < body.length; at += RANGE_CHUNK_BYTES, chunk += 1) {
        const bytes = body.subarray(at, at + RANGE_CHUNK_BYTES);
        const entry: CacheEntry = { url: chunkKey(url, chunk), fetchedAt: now(), body: bytes, contentType, contentRange: `bytes ${sent.first + at}-${sent.first + at + bytes.length - 1}/${sent.total}` };
        chunks.set(chunk, entry);
        // A cache that cannot be written (full disk, read-only home) costs speed, not answers.
        await cache?.put(entry).catch(() => undefined);
      }
      learnTotal(chunks.get(i)!);
    }
    onRead?.(url, fetched ? "network" : "cache");
    if (total === undefined || range.first >= total) return gone(url, new Response(null, { status: 416, headers: { "Content-Range": `bytes */${total ?? 0}` } }));
    const parts: Buffer[] = [];
    for (let i = firstChunk; i <= lastChunk; i += 1) {
      const body = chunks.get(i)?.body;
      // Every chunk but the file's last is whole, or the bytes would be put together at the wrong places.
      if (!body || (i < lastChunk && body.length !== RANGE_CHUNK_BYTES)) return new Response(`${url} answered a byte range shorter than asked for`, { status: 502 });
      parts.push(body);
    }
    const bytes = Buffer.concat(parts);
    const start = range.first - firstChunk * RANGE_CHUNK_BYTES;
    const last = Math.min(range.last, total - 1);
    return new Response(new Uint8Array(bytes.subarray(start, start + last - range.first + 1)), {
      status: 206,
      headers: { "Content-Type": typeOf(chunks.get(firstChunk)!), "Content-Range": `bytes ${range.first}-${last}/${total}` },
    });
  }

  async function read(sitePath: string, { immutable = false, range }: ReadOptions): Promise<Response> {
    const url = urlOf(sitePath);
    if (!url) return notFound();
    if (range && immutable) return readRange(url, range);
    if (range) {
      const response = await read(sitePath, { immutable });
      return response.ok ? rangeResponse(new Uint8Array(await response.arrayBuffer()), range, response.headers.get("content-type") ?? contentTypeOf(url)) : response;
    }
    const entry = await cache?.get(url);
    if (entry && (immutable || now() - entry.fetchedAt < ttlMs)) {
      onRead?.(url, "cache");
      return fromEntry(entry);
    }
    let response: Response;
    try {
      response = await fetchFromSite(url, entry, undefined);
    } catch (error) {
      if (!entry) throw error;
      onRead?.(url, "stale");
      return fromEntry(entry);
    }
    if (response.status === 304 && entry) {
      await cache?.setFetchedAt(url, now());
      onRead?.(url, "revalidated");
      return fromEntry(entry);
    }
    if (response.status === 404) {
      await cache?.delete(url);
      if (immutable) return gone(url, response);
      onRead?.(url, "network");
      return notFound();
    }
    if (!response.ok) {
      if (entry && response.status >= 500) {
        onRead?.(url, "stale");
        return fromEntry(entry);
      }
      onRead?.(url, "network");
      return response;
    }
    const body = Buffer.from(await response.arrayBuffer());
    const stored: CacheEntry = {
      url,
      fetchedAt: now(),
      body,
      contentType: response.headers.get("content-type") ?? undefined,
      etag: response.headers.get("etag") ?? undefined,
      lastModified: response.headers.get("last-modified") ?? undefined,
    };
    // A cache that cannot be written (full disk, read-only home) costs speed, not answers.
    await cache?.put(stored).catch(() => undefined);
    onRead?.(url, "network");
    return fromEntry(stored);
  }

  return {
    location,
    baseUrl: location,
    read: (sitePath, options) => read(sitePath, options ?? {}),
    async checkBuilt() {
      const response = await read(BUILD_MARKER_FILE, {});
      if (response.status === 404) {
        throw new SiteUnavailableError(`${location} does not look like a built Cairn Docs site: ${BUILD_MARKER_FILE} answered 404. Pass the site's root URL (such as https://docs.cairn.example/) to --site.`);
      }
      if (!response.ok) throw new SiteUnavailableError(`${location} answered HTTP ${response.status} for ${BUILD_MARKER_FILE}: the site may be down; try again later, or read a local build with --site <folder>.`);
    },
  };
}
