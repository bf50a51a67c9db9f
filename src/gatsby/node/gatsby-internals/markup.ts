/**
 * What Gatsby writes into each rendered page and beside it that the pages' finishing reads
 * (./shapes.ts, "page-markup"): the bundles' script tags, where its slices' HTML is written, and
 * which files under `public/` are pieces of pages rather than pages. Slice marks are read in ./slices.ts.
 */
import path from "node:path";

/** Gatsby's bundle tags as its renderer writes them (same-origin paths, `async`). */
const BUNDLE_SCRIPT = /<script src="(\/[^"<>]+\.js)" async(?:="")?><\/script>/g;

/** A page's bundle tags taken out: the page without them, their sources in order, and where the first was. */
export interface TakenBundleScripts {
  html: string;
  sources: string[];
  at: number;
}

/** Takes Gatsby's bundle tags out of a page; undefined when it has none (a page finished already, or markup Gatsby no longer writes). */
export function takeBundleScripts(html: string): TakenBundleScripts | undefined {
  const sources: string[] = [];
  let at = -1;
  const without = html.replace(BUNDLE_SCRIPT, (_tag: string, src: string, offset: number) => {
    if (at < 0) at = offset;
    sources.push(src);
    return "";
  });
  return sources.length === 0 ? undefined : { html: without, sources, at };
}

/** Why scripts-after-paint turns itself off: a freshly rendered page without Gatsby's bundle tags. */
export const NO_BUNDLE_TAGS = "a page Gatsby rendered has no <script src=… async> bundle tags";

/** Why a rendered page could not be finished as rendered. */
export const SLICES_NOT_STITCHED = "Gatsby's slices could not be stitched into the page (a slice's HTML is missing from public/_gatsby/slices, or its marks do not pair up)";

/** Where Gatsby writes a slice's HTML (the scripts slice included), by slice id. */
export const sliceHtmlFile = (publicDir: string, id: string): string => path.join(publicDir, "_gatsby", "slices", `${id}.html`);

/** Whether an HTML file of `public/` (a site path) is a piece of pages Gatsby writes (a slice), not a page. */
export const isGatsbyFragment = (file: string): boolean => file.startsWith("/_gatsby/");

/** Folders of `public/` holding no page: Gatsby's page data and webpack's static assets. */
export const NO_PAGE_FOLDERS: ReadonlySet<string> = new Set(["page-data", "static"]);
