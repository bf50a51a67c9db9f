/**
 * What a reader downloads to open one page: every request the page makes until the
 * network is idle, sized raw and gzip-compressed (each file compressed on its own, as a server
 * would send it), by kind. Used by the CI budget test and by `npm run bench`, never by the site
 * itself, so it lives with the bench. Node only.
 */
import { gzipSync } from "node:zlib";

export type AssetKind = "html" | "js" | "css" | "font" | "data" | "image" | "other";

export interface Sized {
  raw: number;
  gzip: number;
  count: number;
}

export type PageWeight = Record<AssetKind, Sized> & { requests: number; files: { path: string; kind: AssetKind; raw: number; gzip: number }[] };

const KINDS: AssetKind[] = ["html", "js", "css", "font", "data", "image", "other"];

/** The kind of a requested file, from its path (and the browser's resource type when known). */
export function kindOf(path: string, resourceType?: string): AssetKind {
  const clean = path.split(/[?#]/)[0];
  if (resourceType === "document" || /\.html?$/.test(clean) || clean.endsWith("/")) return "html";
  if (/\.m?js$/.test(clean)) return "js";
  if (/\.css$/.test(clean)) return "css";
  if (/\.(woff2?|ttf|otf)$/.test(clean)) return "font";
  if (/\.json$/.test(clean)) return "data";
  if (/\.(svg|png|jpe?g|gif|webp|avif|ico)$/.test(clean)) return "image";
  return "other";
}

/** Source maps and build statistics never reach readers; they are not part of a page's weight. */
export function isDeployed(path: string): boolean {
  return !/\.map$/.test(path) && !/webpack\.stats\.json$/.test(path);
}

export function gzipSize(body: Uint8Array): number {
  return gzipSync(body).length;
}

/** Sums the files a page loaded, by kind. */
export function weigh(files: readonly { path: string; body: Uint8Array; resourceType?: string }[]): PageWeight {
  const totals = Object.fromEntries(KINDS.map((k) => [k, { raw: 0, gzip: 0, count: 0 }])) as Record<AssetKind, Sized>;
  const listed: PageWeight["files"] = [];
  for (const file of files) {
    const kind = kindOf(file.path, file.resourceType);
    const raw = file.body.length;
    const gzip = gzipSize(file.body);
    totals[kind].raw += raw;
    totals[kind].gzip += gzip;
    totals[kind].count += 1;
    listed.push({ path: file.path, kind, raw, gzip });
  }
  return { ...totals, requests: files.length, files: listed };
}

/** Kilobytes with one decimal (1 KB = 1,024 bytes). */
export function kb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}
