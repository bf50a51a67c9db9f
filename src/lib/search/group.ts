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

const HEADING_LEVELS = ["lvl6", "lvl5", "lvl4", "lvl3", "lvl2"] as const;

/**
 * The heading a hit points at (its deepest level: the hosted index's records go down to lvl6, a
 * module input's name is lvl4), or undefined for the page itself.
 */
export function hitHeading(hit: DocSearchHitShape): string | undefined {
  for (const level of HEADING_LEVELS) {
    const text = hit.hierarchy[level];
    if (text) return text;
  }
  return undefined;
}
