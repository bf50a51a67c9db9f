/**
 * Term shards: the files of the split index (./shards) that hold its terms' posting lists
 * (./postings). The terms sort in order and are cut into files of about `shardBytes` JSON
 * characters, so a word needs the shards covering the terms it can stand for (itself and the words
 * it begins), which sort together: usually one file. An exact heading is filed beside its first
 * term, whose shard a query for it fetches anyway.
 */
import type { SearchRecord } from "./records";
import { buildPostings, encodePostings, truncatePostings, type PostingList } from "./postings";
import { isOwnName, RECORD_FIELDS, recordBoost } from "./record-fields";
import { headingAnchor, headingKey } from "./terms";

/** Records whose own heading is exactly a key: pages first, then sections, each in id order. */
export type HeadingEntry = [pages: number[], sections: number[]];

export interface TermShard {
  /** Encoded posting list of each term (./postings `encodePostings`). */
  terms: Record<string, string>;
  /** The full count of each term whose list keeps only its heaviest postings (./postings `truncatePostings`). */
  df?: Record<string, number>;
  headings: Record<string, HeadingEntry>;
}

function headingIndex(records: readonly SearchRecord[]): Map<string, HeadingEntry> {
  const byKey = new Map<string, HeadingEntry>();
  records.forEach((record, id) => {
    const heading = record[record.type];
    if (!heading) return;
    const key = headingKey(heading);
    if (!key) return;
    let entry = byKey.get(key);
    if (!entry) byKey.set(key, (entry = [[], []]));
    entry[record.type === "lvl1" ? 0 : 1].push(id);
  });
  return byKey;
}

/** Cuts items into groups of about `target` size, in order. */
function cut<T>(items: readonly T[], size: (item: T) => number, target: number): T[][] {
  const groups: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    if (current.length > 0 && bytes >= target) {
      groups.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size(item);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

/**
 * Where a shard starts: the shortest beginning of its first key that sorts after the key before it
 * (the previous shard's last), which sorts every key, and every query word, into the same shard as
 * its full first key would.
 */
export function shardStart(previous: string, first: string): string {
  for (let length = 1; length < first.length; length += 1) {
    const start = first.slice(0, length);
    if (start > previous) return start;
  }
  return first;
}

/** A property name JavaScript orders first, by value: an integer from 0 to 2^32 − 2 written canonically. */
const isIndexKey = (key: string): boolean => /^(0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4294967295;

/**
 * The JSON of an object with these properties (values already JSON), set in this order: the same
 * text as JSON.stringify of that object, which lists index-like names ("2024") first, by value.
 */
export function objectJson(entries: readonly [string, string][]): string {
  const indexed = entries.filter(([key]) => isIndexKey(key)).sort((a, b) => Number(a[0]) - Number(b[0]));
  const named = entries.filter(([key]) => !isIndexKey(key));
  return `{${[...indexed, ...named].map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(",")}}`;
}

/**
 * The term shards of the records in id order: where each starts (the first at ""), each one's
 * JSON, and the posting lists they hold (the build ranks the first keystroke's pages with them).
 */
export function buildTermShards(records: readonly SearchRecord[], shardBytes: number): { starts: string[]; jsons: string[]; postings: Map<string, PostingList> } {
  const postings = buildPostings(records, { fields: RECORD_FIELDS, recordBoost, isOwnName });
  const truncated = new Map([...postings].map(([term, list]) => [term, truncatePostings(list)]));
  const anchored = new Map<string, [string, HeadingEntry][]>();
  for (const [key, entry] of headingIndex(records)) {
    const anchor = headingAnchor(key);
    anchored.set(anchor, [...(anchored.get(anchor) ?? []), [key, entry]]);
  }
  const keys = [...new Set([...truncated.keys(), ...anchored.keys()])].sort();
  // Each key's parts of its shard's JSON, made once: their length is the key's size, and the
  // shard's JSON is put together from them.
  const listJson = new Map([...truncated].map(([term, list]) => [term, JSON.stringify(encodePostings(list))]));
  const headingJson = new Map([...anchored].map(([anchor, entries]) => [anchor, entries.map(([heading, entry]): [string, string] => [heading, JSON.stringify(entry)])]));
  const keySize = (key: string) => key.length + 6 + (listJson.get(key)?.length ?? 0) + JSON.stringify(anchored.get(key) ?? []).length;

  const starts: string[] = [];
  const jsons: string[] = [];
  let last = "";
  for (const group of cut(keys, keySize, shardBytes)) {
    const terms: [string, string][] = [];
    const df: [string, string][] = [];
    const headings: [string, string][] = [];
    for (const key of group) {
      const list = listJson.get(key);
      if (list !== undefined) terms.push([key, list]);
      const count = truncated.get(key)?.df;
      if (count !== undefined) df.push([key, String(count)]);
      headings.push(...(headingJson.get(key) ?? []));
    }
    starts.push(starts.length === 0 ? "" : shardStart(last, group[0]));
    last = group[group.length - 1];
    // As JSON.stringify writes a TermShard ({ terms, headings, df? }).
    jsons.push(`{"terms":${objectJson(terms)},"headings":${objectJson(headings)}${df.length > 0 ? `,"df":${objectJson(df)}` : ""}}`);
  }
  return { starts, jsons, postings: truncated };
}
