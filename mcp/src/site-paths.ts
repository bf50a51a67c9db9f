/**
 * What an agent may pass as a page: a site path (`/intro/overview/intro-to-cairn/`, with or without
 * slashes, `index.md` or `index.html`), the page's URL on the site or its production URL, or its
 * `cairn-docs://docs/…` resource URI, each optionally with `#anchor`. Everything else is refused
 * here, before any file is read: other origins, other schemes, `..` or `.` segments (also when
 * percent-encoded), backslashes and control characters. So no input can name a file outside the
 * site, whatever the reader under it does with the path.
 */
import { InputError } from "./errors";

/** The scheme and authority of the server's resource URIs for docs. */
export const DOC_RESOURCE_PREFIX = "cairn-docs://docs";

/** Longest path or URL looked at; longer input is refused, not cut. */
export const MAX_PATH_LENGTH = 1000;

export interface SitePath {
  /** The page's path on the site, with a leading and a trailing slash (`/` for the home page). */
  path: string;
  /** The heading id after `#`, if any (decoded). */
  anchor?: string;
}

/** True when `text` holds a control character (below U+0020, or DEL), which no page path has. */
const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

function decode(text: string, what: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new InputError(`${what} has a malformed percent-escape: ${JSON.stringify(text.slice(0, 200))}`);
  }
}

/** The path and anchor of a URL on one of `origins`, or an error naming the origins accepted. */
function fromUrl(input: string, origins: readonly string[]): { rawPath: string; rawAnchor: string } {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new InputError(`${JSON.stringify(input.slice(0, 200))} is not a valid URL or site path`);
  }
  const own = origins.find((origin) => new URL(origin).origin === url.origin);
  if (!own) {
    throw new InputError(`${url.origin} is not this docs site: pass a path such as /intro/overview/intro-to-cairn/, or a URL on ${origins.join(" or ")}`);
  }
  // A site served under a path (https://host/docs/) has its pages below that path.
  const base = new URL(own).pathname.replace(/\/+$/, "");
  if (base && !(url.pathname === base || url.pathname.startsWith(`${base}/`))) {
    throw new InputError(`${url.href} is outside the docs site at ${own}`);
  }
  return { rawPath: url.pathname.slice(base.length) || "/", rawAnchor: url.hash.slice(1) };
}

/**
 * The site path of `input` (see the file's comment), throwing an InputError that says what is
 * accepted when it is not a page path of this site. `origins` are the site's absolute addresses.
 */
export function toSitePath(input: string, origins: readonly string[]): SitePath {
  const trimmed = input.trim();
  if (!trimmed) throw new InputError("The path is empty: pass a page path such as /intro/overview/intro-to-cairn/ or its URL");
  if (trimmed.length > MAX_PATH_LENGTH) throw new InputError(`The path is ${trimmed.length} characters long; page paths are at most ${MAX_PATH_LENGTH}`);
  let rawPath: string;
  let rawAnchor = "";
  if (trimmed.startsWith(`${DOC_RESOURCE_PREFIX}/`)) {
    [rawPath, rawAnchor = ""] = trimmed.slice(DOC_RESOURCE_PREFIX.length).split("#", 2);
  } else if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) {
    if (!/^https?:\/\//i.test(trimmed)) throw new InputError(`Only http(s) URLs of this site, site paths and ${DOC_RESOURCE_PREFIX}/… URIs name pages; got ${JSON.stringify(trimmed.slice(0, 100))}`);
    ({ rawPath, rawAnchor } = fromUrl(trimmed, origins));
  } else {
    [rawPath, rawAnchor = ""] = trimmed.split("#", 2);
  }
  rawPath = rawPath.split("?")[0];
  const decoded = decode(rawPath, "The path");
  if (hasControl(decoded) || decoded.includes("\\")) throw new InputError("The path contains control characters or backslashes, which no page path has");
  const segments = decoded.split("/").filter((segment) => segment !== "");
  if (segments.some((segment) => segment === ".." || segment === ".")) {
    throw new InputError(`${JSON.stringify(rawPath.slice(0, 200))} is not a page path: "." and ".." segments are not allowed. Pass the page's path from the site root, such as /intro/overview/intro-to-cairn/`);
  }
  if (segments.length > 0 && /^index\.(md|html?)$/i.test(segments[segments.length - 1])) segments.pop();
  const anchor = rawAnchor ? decode(rawAnchor, "The anchor") : "";
  if (hasControl(anchor)) throw new InputError("The anchor contains control characters");
  return { path: segments.length === 0 ? "/" : `/${segments.join("/")}/`, ...(anchor ? { anchor } : {}) };
}

/** The Gatsby page-data file of a page path (`/` is `index`). */
export function pageDataPath(path: string): string {
  return path === "/" ? "/page-data/index/page-data.json" : `/page-data${path.replace(/\/$/, "")}/page-data.json`;
}
