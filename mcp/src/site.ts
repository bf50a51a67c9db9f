/**
 * One built docs site, as the tools see it: its reader (folder or URL), the addresses its pages
 * are known by, its list of pages and its search index, loaded by the browser's own loader.
 */
import { loadLocalIndex } from "../../src/lib/search/load";
import type { LocalSearchIndex } from "../../src/lib/search/engine";
import { SiteUnavailableError } from "./errors";
import { parsePageList, type PageEntry } from "./page-list";
import { BUILD_MARKER_FILE, parseRange, readText, type SiteReader } from "./reader";

export interface DocsSite {
  readonly reader: SiteReader;
  /** Where answers link to: the base URL being read, or the site's own URL for a folder. */
  readonly publicUrl: string;
  /** Every absolute address a page may be given by (the public URL, and the production URL). */
  readonly origins: readonly string[];
  /** The page's absolute URL (`path` from the site root, with any `#anchor`). */
  url(path: string): string;
  /** Throws a SiteUnavailableError saying how to fix it unless a finished build is readable. */
  ready(): Promise<void>;
  /** The site's docs, in its llms.txt order. */
  pages(): Promise<PageEntry[]>;
  /** The embedded search index, as the site's search page loads it. */
  searchIndex(): Promise<LocalSearchIndex>;
}

/** The path a fetch() call asks for, from the URL or string the index's loader passes. */
function pathOf(input: string | URL | Request): string {
  if (typeof input === "string") return input;
  return input instanceof URL ? input.pathname : new URL(input.url).pathname;
}

export function createDocsSite(reader: SiteReader, siteUrl: string): DocsSite {
  const publicUrl = (reader.baseUrl ?? siteUrl).replace(/\/+$/, "");
  const origins = [...new Set([publicUrl, siteUrl.replace(/\/+$/, "")])];
  let pageList: { text: string; pages: PageEntry[] } | undefined;

  // The site's own loader (src/lib/search/load.ts) fetches the manifest, then byte ranges of the
  // blobs it names; those are named by their content and never change.
  const indexFetch: typeof fetch = async (input, init) => {
    const path = pathOf(input);
    const range = parseRange(new Headers(init?.headers).get("range"));
    return reader.read(path, { immutable: path !== BUILD_MARKER_FILE, ...(range ? { range } : {}) });
  };

  return {
    reader,
    publicUrl,
    origins,
    url: (path) => `${publicUrl}${path}`,
    ready: () => reader.checkBuilt(),
    async pages() {
      const text = await readText(reader, "/llms.txt");
      if (text === undefined) {
        throw new SiteUnavailableError(`${reader.location} has no llms.txt, which lists the site's pages: it was not built by this version of Cairn Docs. Rebuild it with \`npm run build\`.`);
      }
      if (pageList?.text !== text) pageList = { text, pages: parsePageList(text) };
      return pageList.pages;
    },
    async searchIndex() {
      try {
        return await loadLocalIndex(BUILD_MARKER_FILE, indexFetch);
      } catch (error) {
        if (error instanceof SiteUnavailableError) throw error;
        throw new SiteUnavailableError(`The search index of ${reader.location} could not be loaded (${error instanceof Error ? error.message : String(error)}). Rebuild the site (npm run build) or check the URL.`);
      }
    },
  };
}
