/**
 * The pages nearest a path that leads nowhere: those whose path is fewest edits away (a typo, a
 * moved folder, a missing segment), then what the site's search finds for the path's last words,
 * as the not-found page offers (src/pages/404.tsx, `searchWordsFromPath`).
 */
import { boundedEditDistance } from "../../src/lib/search/edit-distance";
import type { PageEntry } from "./page-list";

/** How many pages a not-found answer suggests. */
export const SUGGESTIONS = 5;

/** The pages whose paths are closest to `path` (edits over the longer length, at most 0.5), best first. */
export function nearestByPath(path: string, pages: readonly PageEntry[], count = SUGGESTIONS): PageEntry[] {
  const wanted = path.toLowerCase();
  const lastSegment = (p: string) => p.split("/").filter(Boolean).pop() ?? "";
  const wantedLast = lastSegment(wanted);
  return pages
    .map((page) => {
      const candidate = page.path.toLowerCase();
      const longer = Math.max(wanted.length, candidate.length, 1);
      const whole = boundedEditDistance(wanted, candidate, longer) / longer;
      // A page moved to another folder keeps its last segment: count that match too.
      const last = lastSegment(candidate);
      const segment = wantedLast && last ? boundedEditDistance(wantedLast, last, Math.max(wantedLast.length, last.length)) / Math.max(wantedLast.length, last.length) : 1;
      return { page, score: Math.min(whole, segment + 0.1) };
    })
    .filter(({ score }) => score <= 0.5)
    .sort((a, b) => a.score - b.score || a.page.path.localeCompare(b.page.path))
    .slice(0, count)
    .map(({ page }) => page);
}

/** Merges ranked lists of paths, without repeats, up to `count`. */
export function mergeSuggestions(lists: readonly (readonly string[])[], count = SUGGESTIONS): string[] {
  const merged: string[] = [];
  for (let rank = 0; merged.length < count && lists.some((list) => rank < list.length); rank += 1) {
    for (const list of lists) {
      const item = list[rank];
      if (item !== undefined && !merged.includes(item) && merged.length < count) merged.push(item);
    }
  }
  return merged;
}
