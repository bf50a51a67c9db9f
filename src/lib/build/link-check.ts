/**
 * Checking the links of a built site: every internal href must reach a built page, and every
 * `#anchor` an id on that page. Pure: the caller reads the files and passes what it found.
 */

/** What the checker knows about one built page. */
export interface BuiltPage {
  /** URL path of the page, such as `/intro/` or `/404.html`. */
  path: string;
  /** Every `id` (and `name` of anchors) on the page. */
  ids: ReadonlySet<string>;
  /** Every `href` of an `<a>` on the page, as written. */
  links: readonly string[];
}

export interface BrokenLink {
  /** The page the link is on. */
  page: string;
  href: string;
  reason: string;
}

/** Resolves an href against the page it is on; undefined for links that leave the site. */
export function resolveInternalHref(href: string, fromPath: string): { path: string; hash: string } | undefined {
  const trimmed = href.trim();
  if (trimmed === "" || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith("//")) return undefined;
  const url = new URL(trimmed, `http://site.invalid${fromPath}`);
  return { path: decodeURIComponent(url.pathname), hash: decodeURIComponent(url.hash.replace(/^#/, "")) };
}

/**
 * Finds the built page a path is served from, as a static host would: the exact file, the
 * folder's index.html, or the path plus `.html`.
 */
export function findPage(path: string, pages: ReadonlyMap<string, BuiltPage>, files: ReadonlySet<string>): BuiltPage | "file" | undefined {
  const candidates = path.endsWith("/") ? [path] : [path, `${path}/`, `${path}.html`];
  for (const candidate of candidates) {
    const page = pages.get(candidate);
    if (page) return page;
  }
  return files.has(path) ? "file" : undefined;
}

/** Why a link is broken, or undefined when it resolves (or leaves the site). */
function brokenReason(href: string, fromPath: string, byPath: ReadonlyMap<string, BuiltPage>, files: ReadonlySet<string>): string | undefined {
  const target = resolveInternalHref(href, fromPath);
  if (!target) return undefined;
  const found = findPage(target.path, byPath, files);
  if (!found) return "no page is built at this path";
  if (target.hash && found !== "file" && !found.ids.has(target.hash)) return `no element with id "${target.hash}" on ${found.path}`;
  return undefined;
}

/**
 * Every broken internal link on the given pages. A root-relative href means the same from every
 * page: it is judged once (the sidebar's links are on every page; at 10,000 pages, resolving each
 * of a million links as a URL took a second).
 */
export function findBrokenLinks(pages: readonly BuiltPage[], files: ReadonlySet<string> = new Set()): BrokenLink[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const rooted = new Map<string, string | undefined>();
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    for (const href of new Set(page.links)) {
      const fromRoot = href.startsWith("/") && !href.startsWith("//");
      let reason = fromRoot ? rooted.get(href) : undefined;
      if (!fromRoot || !rooted.has(href)) {
        reason = brokenReason(href, page.path, byPath, files);
        if (fromRoot) rooted.set(href, reason);
      }
      if (reason) broken.push({ page: page.path, href, reason });
    }
  }
  return broken;
}

/** One line per broken link, grouped by page, for the build's error output. */
export function formatBrokenLinks(broken: readonly BrokenLink[]): string {
  const byPage = new Map<string, BrokenLink[]>();
  for (const link of broken) byPage.set(link.page, [...(byPage.get(link.page) ?? []), link]);
  return [...byPage.entries()]
    .map(([page, links]) => [`On ${page}:`, ...links.map((l) => `  - ${l.href} (${l.reason})`)].join("\n"))
    .join("\n");
}
