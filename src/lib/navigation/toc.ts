/** A heading found in a doc, in document order. */
export interface HeadingInfo {
  depth: number;
  id: string;
  text: string;
}

/** One entry of a table of contents; children are the next level down. */
export interface TocEntry {
  id: string;
  text: string;
  level: number;
  children: TocEntry[];
}

/** A TOC entry as a page query returns it: read to a fixed depth, so the deepest has no children. */
export interface TocQueryEntry {
  readonly id: string;
  readonly text: string;
  readonly level: number;
  readonly children?: readonly TocQueryEntry[];
}

/** The table of contents as the components take it, from a page query's entries. */
export function tocFromQuery(entries: readonly TocQueryEntry[]): TocEntry[] {
  return entries.map((entry) => ({ id: entry.id, text: entry.text, level: entry.level, children: tocFromQuery(entry.children ?? []) }));
}

/**
 * Builds the nested table of contents from a doc's headings, keeping levels `min`..`max`.
 * A heading deeper than its predecessor nests under it; skipped levels nest under the closest one.
 */
export function buildToc(headings: readonly HeadingInfo[], min = 2, max = 3): TocEntry[] {
  const root: TocEntry[] = [];
  const stack: TocEntry[] = [];
  for (const heading of headings) {
    if (heading.depth < min || heading.depth > max || !heading.id) continue;
    const entry: TocEntry = { id: heading.id, text: heading.text, level: heading.depth, children: [] };
    while (stack.length > 0 && stack[stack.length - 1].level >= entry.level) stack.pop();
    const parent = stack[stack.length - 1];
    (parent ? parent.children : root).push(entry);
    stack.push(entry);
  }
  return root;
}

/** All ids of a TOC in reading order. */
export function flattenTocIds(toc: readonly TocEntry[]): string[] {
  return toc.flatMap((entry) => [entry.id, ...flattenTocIds(entry.children)]);
}

/** Number of entries at every level. */
export function countTocEntries(toc: readonly TocEntry[]): number {
  return flattenTocIds(toc).length;
}

/**
 * Which heading the reader is in: the last one whose top is at or above the activation line
 * (`offset` px below the viewport top). Before the first heading, the first one.
 * `tops` are viewport-relative tops in the same order as `ids`.
 */
export function findActiveHeading(ids: readonly string[], tops: readonly number[], offset: number): string | undefined {
  if (ids.length === 0) return undefined;
  let active = ids[0];
  for (let i = 0; i < ids.length; i += 1) {
    if (tops[i] <= offset) active = ids[i];
    else break;
  }
  return active;
}
