/**
 * The embedded index's wire format. Records repeat their page's URL, title and site section, and
 * their keys, thousands of times; the packed form lists each page once and each record as a short
 * tuple that points at its page, which makes the file about a third smaller before compression.
 */
import type { SearchRecord } from "./records";

/** Bumped whenever the tuple layout changes, so a stale cached file is recognised. */
export const PACKED_INDEX_VERSION = 1;

const TYPES = ["lvl1", "lvl2", "lvl3"] as const;

/** `[page, anchor, type, lvl2, lvl3, content, code]`: type is 1–3; absent strings are "". */
export type PackedRecord = [page: number, anchor: string, type: 1 | 2 | 3, lvl2: string, lvl3: string, content: string, code: string];

export interface PackedIndex {
  version: number;
  /** Site sections (lvl0), listed once. */
  sections: string[];
  /** `[url, section, title]` of every page. */
  pages: [url: string, section: number, title: string][];
  records: PackedRecord[];
}

export function packRecords(records: readonly SearchRecord[]): PackedIndex {
  const sections: string[] = [];
  const pages: PackedIndex["pages"] = [];
  const pageIndex = new Map<string, number>();
  const packed = records.map((record): PackedRecord => {
    const hash = record.url.indexOf("#");
    const url = hash === -1 ? record.url : record.url.slice(0, hash);
    const anchor = hash === -1 ? "" : record.url.slice(hash + 1);
    let page = pageIndex.get(url);
    if (page === undefined) {
      let section = sections.indexOf(record.lvl0);
      if (section === -1) section = sections.push(record.lvl0) - 1;
      page = pages.push([url, section, record.lvl1]) - 1;
      pageIndex.set(url, page);
    } else if (pages[page][2] !== record.lvl1 || sections[pages[page][1]] !== record.lvl0) {
      throw new Error(`Search records for ${url} disagree on the page's title or section ("${record.lvl1}" in ${record.url})`);
    }
    if (record.id !== record.url) throw new Error(`Search record ${record.id} has an id other than its URL (${record.url})`);
    return [page, anchor, (TYPES.indexOf(record.type) + 1) as 1 | 2 | 3, record.lvl2 ?? "", record.lvl3 ?? "", record.content, record.code ?? ""];
  });
  return { version: PACKED_INDEX_VERSION, sections, pages, records: packed };
}

export function unpackRecords(index: PackedIndex): SearchRecord[] {
  if (!index || index.version !== PACKED_INDEX_VERSION || !Array.isArray(index.records)) {
    throw new Error(`The search index has an unexpected format (version ${String(index?.version)}, expected ${PACKED_INDEX_VERSION})`);
  }
  return index.records.map(([page, anchor, type, lvl2, lvl3, content, code]) => {
    const [url, section, title] = index.pages[page];
    const full = anchor ? `${url}#${anchor}` : url;
    return {
      id: full,
      url: full,
      type: TYPES[type - 1],
      lvl0: index.sections[section],
      lvl1: title,
      ...(lvl2 ? { lvl2 } : {}),
      ...(lvl3 ? { lvl3 } : {}),
      content,
      ...(code ? { code } : {}),
    };
  });
}
