/**
 * Where the server reads the built site from: a folder (`public/` of a checkout, by default) or a
 * deployed site's base URL. Both answer site paths the way a static host does (a `Response`, 404
 * for a file that is not there), so everything above them, the search index's own loader
 * included, reads the site as a browser would and never learns which it is.
 */
import { SiteUnavailableError } from "./errors";
import { siteConfig } from "../../src/site-config";

/** Bytes `first` to `last` of a file, both included, as HTTP's Range header names them. */
export interface ByteRange {
  first: number;
  last: number;
}

export interface ReadOptions {
  /**
   * The file is named by a hash of its content (the search index's blobs, see
   * src/lib/search/index-files.ts), so a copy once read never goes stale.
   */
  immutable?: boolean;
  /** Only these bytes, answered as a static host does: 206 with Content-Range, or 416 when the file ends before `first`. */
  range?: ByteRange;
}

export interface SiteReader {
  /** The folder or base URL, as shown in messages. */
  readonly location: string;
  /** The base URL in URL mode (answers link to the site being read); undefined for a folder. */
  readonly baseUrl?: string;
  /** A file of the site by its path from the site root (`/llms.txt`); status 404 when absent. */
  read(path: string, options?: ReadOptions): Promise<Response>;
  /** Throws a SiteUnavailableError saying what is missing and how to fix it, unless a finished build is there. */
  checkBuilt(): Promise<void>;
}

/** The manifest of the embedded search index: every build writes it, and search starts from it. */
export const BUILD_MARKER_FILE = siteConfig.search.embeddedIndexPath;

/** The text of a site file, or undefined when the site has no such file. */
export async function readText(reader: SiteReader, path: string, options?: ReadOptions): Promise<string | undefined> {
  const response = await reader.read(path, options);
  if (response.status === 404) return undefined;
  if (!response.ok) throw new SiteUnavailableError(`${reader.location} answered HTTP ${response.status} for ${path}: the site may be down or misconfigured; try again later`);
  return response.text();
}

/** The parsed JSON of a site file, or undefined when the site has no such file. */
export async function readJson(reader: SiteReader, path: string, options?: ReadOptions): Promise<unknown> {
  const text = await readText(reader, path, options);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new SiteUnavailableError(`${path} on ${reader.location} is not valid JSON: the build may be incomplete; rebuild the site (npm run build)`);
  }
}

/** The `bytes=first-last` of a Range header naming one range with both ends (the only kind the index's reader sends); undefined otherwise. */
export function parseRange(header: string | null | undefined): ByteRange | undefined {
  const match = /^bytes=(\d+)-(\d+)$/.exec(header?.trim() ?? "");
  if (!match || Number(match[1]) > Number(match[2])) return undefined;
  return { first: Number(match[1]), last: Number(match[2]) };
}

/** The answer to `range` of a file whose bytes are `body`, as a static host gives it. */
export function rangeResponse(body: Uint8Array, range: ByteRange, contentType: string): Response {
  if (range.first >= body.length) return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${body.length}` } });
  const last = Math.min(range.last, body.length - 1);
  return new Response(new Uint8Array(body.subarray(range.first, last + 1)), { status: 206, headers: { "Content-Type": contentType, "Content-Range": `bytes ${range.first}-${last}/${body.length}` } });
}

/** The Content-Type a static host sends for a site file, by its extension. */
export function contentTypeOf(path: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  const types: Record<string, string> = {
    json: "application/json; charset=utf-8",
    md: "text/markdown; charset=utf-8",
    txt: "text/plain; charset=utf-8",
    html: "text/html; charset=utf-8",
    xml: "application/xml; charset=utf-8",
  };
  return (extension && types[extension]) || "application/octet-stream";
}
