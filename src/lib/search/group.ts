/** Search results grouped by page, in rank order, for the full results page. */
import type { DocSearchHitShape } from "./engine";
import { escapeHtml } from "./highlight";

export interface PageResultGroup {
  url: string;
  section: string;
  /** Highlighted page title (escaped HTML with `<mark>`). */
  titleHtml: string;
  hits: DocSearchHitShape[];
}

export function groupHitsByPage(hits: readonly DocSearchHitShape[]): PageResultGroup[] {
  const groups = new Map<string, PageResultGroup>();
  for (const hit of hits) {
    const url = hit.url_without_anchor;
    let group = groups.get(url);
    if (!group) {
      group = { url, section: hit.hierarchy.lvl0 ?? "", titleHtml: hit._highlightResult.hierarchy.lvl1?.value ?? escapeHtml(hit.hierarchy.lvl1 ?? url), hits: [] };
      groups.set(url, group);
    }
    group.hits.push(hit);
  }
  return [...groups.values()];
}

/** The heading a hit points at (its deepest level), or undefined for the page itself. */
export function hitHeading(hit: DocSearchHitShape): string | undefined {
  return (hit.hierarchy.lvl3 ?? hit.hierarchy.lvl2 ?? undefined) || undefined;
}
