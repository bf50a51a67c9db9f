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
 * - a byte range (the index's blobs) is fetched and kept on its own, keyed by URL and range; a site
 *   that ignores ranges sends the whole file, which is kept and answers every range of it.
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
const fromEntry = (entry: CacheEntry) =>
  new Response(new Uint8Array(entry.body), { status: entry.contentRange ? 206 : 200, headers: { "Content-Type": typeOf(entry), ...(entry.contentRange ? { "Content-Range": entry.contentRange } : {}) } });
/** The cache's key for a range of a URL. */
const rangeKey = (url: string, { first, last }: ByteRange) => `${url} bytes=${first}-${last}`;
const notFound = () => new Response("Not found", { status: 404 });

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

  async function read(sitePath: string, { immutable = false, range }: ReadOptions): Promise<Response> {
    const url = urlOf(sitePath);
    if (!url) return notFound();
    // A whole copy of a file that never changes answers any range of it.
    const whole = range && immutable ? await cache?.get(url) : undefined;
    if (range && whole && !whole.contentRange) {
      onRead?.(url, "cache");
      return rangeResponse(whole.body, range, typeOf(whole));
    }
    const key = range ? rangeKey(url, range) : url;
    const entry = await cache?.get(key);
    if (entry && (immutable || now() - entry.fetchedAt < ttlMs)) {
      onRead?.(url, "cache");
      return fromEntry(entry);
    }
    let response: Response;
    try {
      response = await fetchFromSite(url, entry, range);
    } catch (error) {
      if (!entry) throw error;
      onRead?.(url, "stale");
      return fromEntry(entry);
    }
    if (response.status === 304 && entry) {
      await cache?.setFetchedAt(key, now());
      onRead?.(url, "revalidated");
      return fromEntry(entry);
    }
    if (response.status === 404 || response.status === 416) {
      await cache?.delete(key);
      // Dated past its lifetime: its next read asks the site again.
      if (immutable) await cache?.setFetchedAt(manifestUrl, now() - ttlMs - 1);
      onRead?.(url, "network");
      return response.status === 404 ? notFound() : new Response(null, { status: 416, headers: { "Content-Range": response.headers.get("content-range") ?? "bytes */0" } });
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
    const partial = range && response.status === 206;
    const stored: CacheEntry = {
      url: partial ? key : url,
      fetchedAt: now(),
      body,
      contentType: response.headers.get("content-type") ?? undefined,
      etag: response.headers.get("etag") ?? undefined,
      lastModified: response.headers.get("last-modified") ?? undefined,
      ...(partial ? { contentRange: response.headers.get("content-range") ?? undefined } : {}),
    };
    // A cache that cannot be written (full disk, read-only home) costs speed, not answers.
    await cache?.put(stored).catch(() => undefined);
    onRead?.(url, "network");
    // A site that ignored the range sent the whole file.
    return range && !partial ? rangeResponse(body, range, typeOf(stored)) : fromEntry(stored);
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
