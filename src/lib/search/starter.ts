/**
 * The first keystroke's answer, carried in the manifest.
 *
 * Every other query costs the split index (./shards) a round trip for its term shards and one for
 * its hits' text: on a phone's network, half a second before anything shows. A single character
 * cannot do better in the browser: it begins thousands of words, spread over most shards. So the
 * build ranks each character that begins an indexed word as a prefix, with every term at hand, and
 * the manifest lists the best few pages for it by title and address, those with a title word (not
 * a stop word) that begins with it first (`k` lists the Kubernetes pages before a page that
 * mentions KMS keys most): the reader's first key shows them at once, and the keys that follow
 * refine them as their files arrive.
 */
import type { SearchRecord } from "./records";
import type { Ranker } from "./ranker";
import { normaliseTerm, splitWords } from "./terms";

/** Pages listed for each first character. */
export const STARTER_PAGES = 5;

/** How many ranked records are read to find `STARTER_PAGES` distinct pages. */
const RANKED_FOR_PAGES = 200;

export interface StarterIndex {
  /** `[url, section (index into the manifest's sections), title]` of each page listed. */
  pages: [url: string, section: number, title: string][];
  /** For each character, the pages it lists (indexes into `pages`), best first. */
  keys: Record<string, number[]>;
}

const pageUrl = (url: string): string => url.split("#")[0];

/**
 * The starter of an index whose records are `records`: `ranker` holds every term's postings,
 * `terms` lists them, `sections` is the manifest's list of site sections.
 */
export function buildStarter(records: readonly SearchRecord[], ranker: Pick<Ranker, "rank">, terms: Iterable<string>, sections: readonly string[]): StarterIndex {
  const initials = [...new Set([...terms].map((term) => term[0]))].sort();
  const pages: StarterIndex["pages"] = [];
  const pageIndex = new Map<string, number>();
  const keys: StarterIndex["keys"] = {};
  for (const initial of initials) {
    // The ranked records' pages, best first, each once; then those with a title word that begins
    // with the character ahead of the others, in that order.
    const ranked: SearchRecord[] = [];
    const seen = new Set<string>();
    for (const id of ranker.rank([initial], RANKED_FOR_PAGES, 1).ids) {
      const url = pageUrl(records[id].url);
      if (!seen.has(url)) ranked.push(records[id]);
      seen.add(url);
    }
    const titled = (record: SearchRecord) => splitWords(record.lvl1).some((word) => normaliseTerm(word)?.startsWith(initial));
    const chosen = [...ranked.filter(titled), ...ranked.filter((record) => !titled(record))].slice(0, STARTER_PAGES);
    if (chosen.length === 0) continue;
    keys[initial] = chosen.map((record) => {
      const url = pageUrl(record.url);
      let page = pageIndex.get(url);
      if (page === undefined) {
        page = pages.push([url, sections.indexOf(record.lvl0), record.lvl1]) - 1;
        pageIndex.set(url, page);
      }
      return page;
    });
  }
  return { pages, keys };
}

/**
 * The pages the starter lists for `query`, as page records: undefined unless the query is a single
 * character (then an empty list when no indexed word begins with it).
 */
export function starterRecords(starter: StarterIndex, sections: readonly string[], query: string): SearchRecord[] | undefined {
  if ([...query].length !== 1) return undefined;
  return (starter.keys[query.toLowerCase()] ?? []).map((page) => {
    const [url, section, title] = starter.pages[page];
    return { id: url, url, type: "lvl1", lvl0: sections[section], lvl1: title, content: "" };
  });
}
