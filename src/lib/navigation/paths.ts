/**
 * Where the trailing slash goes on internal URLs (Gatsby's `trailingSlash` option): `always` adds
 * it, `never` removes it, `ignore` leaves links as they are written (docs/decisions/trailing-slash.md).
 */
export type TrailingSlashPolicy = "always" | "never" | "ignore";

/** The policies, for checking a value read from the environment. */
export const TRAILING_SLASH_POLICIES: readonly TrailingSlashPolicy[] = ["always", "never", "ignore"];

/**
 * The doc id of a file under `content/docs/`: its path without extension, where an `index` file
 * stands for its folder (`intro/index.mdx` is `intro`).
 */
export function docIdFromRelativePath(relativePath: string): string {
  const withoutExt = relativePath.replace(/\\/g, "/").replace(/\.mdx?$/, "");
  const parts = withoutExt.split("/").filter(Boolean);
  if (parts[parts.length - 1] === "index") parts.pop();
  return parts.join("/");
}

/** Extensions of files the site serves as files; anything else is a page (e.g. `/guides/cis-1.3.0`). */
const FILE_EXTENSIONS = /\.(?:html?|xml|txt|md|json|js|mjs|css|map|svg|png|jpe?g|gif|webp|avif|ico|pdf|zip|gz|woff2?|ttf|ya?ml|hcl|tf|sh|csv|webmanifest)$/i;

/** True when a path names a file rather than a page. */
export function isFilePath(pathname: string): boolean {
  return FILE_EXTENSIONS.test(pathname);
}

/**
 * A path ending in `index.html` as its folder (docs/decisions/routing-and-urls.md):
 * `/intro/index.html#x` is `/intro/#x`. Other paths are returned as they are.
 */
export function stripIndexHtml(path: string): string {
  return path.replace(/^([^?#]*\/)index\.html(?=[?#]|$)/i, "$1");
}

/** Applies the site's trailing-slash policy to an internal path, keeping its query and hash. */
export function applyTrailingSlash(path: string, policy: TrailingSlashPolicy): string {
  const match = /^([^?#]*)(.*)$/.exec(path);
  const pathname = match ? match[1] : path;
  const rest = match ? match[2] : "";
  if (pathname === "" || pathname === "/" || policy === "ignore") return path;
  if (isFilePath(pathname)) return path; // a file such as /sitemap.xml
  if (policy === "always") return (pathname.endsWith("/") ? pathname : `${pathname}/`) + rest;
  return pathname.replace(/\/+$/, "") + rest;
}

/**
 * The path of a page the site creates itself (a doc, a tag page, the search page) under the policy.
 * `ignore` leaves links as written, but each page still needs one path, for its canonical URL, the
 * sitemap and search: it keeps the trailing slash, the form of the folder its `index.html` is
 * written to and of the links written in the content.
 */
export function sitePagePath(path: string, policy: TrailingSlashPolicy): string {
  return applyTrailingSlash(path, policy === "ignore" ? "always" : policy);
}

/** The URL path a doc is served at: its slug if set, else its id, from the site root. */
export function docPath(docId: string, policy: TrailingSlashPolicy, slug?: string | null): string {
  const raw = slug ?? `/${docId}`;
  const absolute = raw.startsWith("/") ? raw : `/${raw}`;
  return sitePagePath(absolute.replace(/\/{2,}/g, "/"), policy);
}

/**
 * Where a page's Markdown is published: `index.md` in the page's folder, whichever form its path
 * takes (`/intro/` and `/intro` both give `/intro/index.md`).
 */
export function markdownPathOf(pagePath: string): string {
  const pathname = pagePath.split(/[?#]/)[0];
  return `${pathname.endsWith("/") ? pathname : `${pathname}/`}index.md`;
}

/**
 * True for an href that points at another page of this app (not a file, not a hash), so it can
 * navigate without a full page load. Paths matching `fullPageLoadPattern` always load in full.
 */
export function isInternalPageHref(href: string, fullPageLoadPattern?: RegExp): boolean {
  if (!href.startsWith("/") || href.startsWith("//")) return false;
  if (fullPageLoadPattern?.test(href)) return false;
  const pathname = href.split(/[?#]/)[0];
  return !isFilePath(pathname) || /\.html?$/i.test(pathname);
}

/** True for an absolute http(s) address (or protocol-relative), i.e. another site. */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

/**
 * Words to search for when a path leads nowhere: its last segment, with separators as spaces
 * (`/intro/tool-fundamentals/terrafrom/` → "terrafrom"), or "" when there is nothing to go on.
 */
export function searchWordsFromPath(pathname: string): string {
  const segments = pathname.split("/").filter((s) => s && !/^(index\.html?|404(\.html)?)$/i.test(s));
  const last = segments[segments.length - 1] ?? "";
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape: search for the segment as written.
  }
  return decoded
    .replace(/\.html?$/i, "")
    .replace(/[-_.+~]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 60)
    .trim();
}

/**
 * The routes Gatsby's file-system routing creates for a file under `src/pages/` (`search.tsx` is
 * `/search/`, `index.tsx` is `/`, `404.tsx` is also `/404.html`), in the site's trailing-slash form;
 * none for files that are not pages (styles, type declarations, tests, `_`-prefixed files) or for
 * routes with parameters.
 */
export function routesOfPageFile(file: string, policy: TrailingSlashPolicy): string[] {
  const relative = file.replace(/\\/g, "/");
  if (!/\.[jt]sx?$/.test(relative) || /\.d\.ts$|\.test\.[jt]sx?$/.test(relative)) return [];
  const segments = relative.replace(/\.[jt]sx?$/, "").split("/");
  if (segments.some((s) => s.startsWith("_") || s.startsWith(".") || /[[{]/.test(s))) return [];
  if (segments[segments.length - 1] === "index") segments.pop();
  const route = sitePagePath(`/${segments.join("/")}`, policy);
  return segments.join("/") === "404" ? [route, "/404.html"] : [route];
}
