/**
 * `search_docs`: the site's own search, as its full results page runs it (src/pages/search.tsx):
 * the embedded index's engine asked for the same number of hits, grouped by page with the same
 * function, so an agent gets the pages a reader gets, in the same order.
 */
import { normaliseQuery, type DocSearchHitShape } from "../../src/lib/search/engine";
import { groupHitsByPage, hitHeading } from "../../src/lib/search/group";
import { siteConfig } from "../../src/site-config";
import { InputError } from "./errors";
import type { DocsSite } from "./site";

/** The hits the full results page asks the engine for (`RESULTS_LIMIT` in src/pages/search.tsx). */
export const RESULTS_PAGE_HITS = 50;
/** Hits asked for when results are kept to one section, so that section still has pages to show. */
export const SECTION_HITS = 250;
/** Matches shown under each page; the rest are counted. */
export const MATCHES_PER_PAGE = 3;

/** The site's sections (each page's lvl0), and "Docs" for pages under none of them (src/lib/search/records.ts `sectionOf`). */
const [firstSection = "Docs", ...otherSections] = [...siteConfig.search.sections.map((section) => section.label), "Docs"];
export const SEARCH_SECTIONS: [string, ...string[]] = [firstSection, ...otherSections];

export interface SearchMatch {
  /** The heading the match is under, or null for the page itself. */
  heading: string | null;
  /** Section, page title and headings down to the match. */
  sectionPath: string[];
  url: string;
  /** Plain text around the matched words. */
  snippet: string;
}

export interface PageResult {
  title: string;
  url: string;
  /** The page's path, for read_doc. */
  path: string;
  section: string;
  matches: SearchMatch[];
  /** Matches on the page beyond those listed. */
  moreMatches: number;
}

export interface SearchDocsResult {
  query: string;
  /** Matching sections over the whole site, as the results page counts them. */
  totalMatches: number;
  results: PageResult[];
}

/** Highlight markup (escaped HTML with `<mark>`, src/lib/search/highlight.ts) as plain text. */
export function plainText(html: string): string {
  return html
    .replace(/<\/?mark>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

function toMatch(hit: DocSearchHitShape, site: DocsSite): SearchMatch {
  const { lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6 } = hit.hierarchy;
  return {
    heading: hitHeading(hit) ?? null,
    sectionPath: [lvl0, lvl1, lvl2, lvl3, lvl4, lvl5, lvl6].filter((level): level is string => Boolean(level)),
    url: site.url(hit.url),
    snippet: plainText(hit._snippetResult.content?.value ?? ""),
  };
}

export interface SearchDocsArgs {
  query: string;
  limit: number;
  section?: string;
}

export async function searchDocs(site: DocsSite, { query, limit, section }: SearchDocsArgs): Promise<SearchDocsResult> {
  const normalised = normaliseQuery(query);
  if (!normalised) throw new InputError("The query is empty: pass a few words, such as “vpc peering” or “terragrunt dependency”");
  await site.ready();
  const index = await site.searchIndex();
  const { hits, nbHits } = await index.search(normalised, section ? SECTION_HITS : RESULTS_PAGE_HITS);
  // The engine marks its work for the browser's performance timeline; a long-running server
  // must not keep every mark.
  performance.clearMeasures?.("cairn-search");
  const groups = groupHitsByPage(hits).filter((group) => !section || group.section === section);
  return {
    query: normalised,
    totalMatches: nbHits,
    results: groups.slice(0, limit).map((group) => ({
      title: group.hits[0].hierarchy.lvl1 ?? plainText(group.titleHtml),
      url: site.url(group.url),
      path: group.url,
      section: group.section,
      matches: group.hits.slice(0, MATCHES_PER_PAGE).map((hit) => toMatch(hit, site)),
      moreMatches: Math.max(0, group.hits.length - MATCHES_PER_PAGE),
    })),
  };
}
