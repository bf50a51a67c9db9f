/**
 * The build's half of ranking: for every term, the records it occurs in and how much it weighs in
 * each, scored with BM25+ per field and combined with field boosts and the record's own weight.
 * Everything that does not depend on the query is computed here, once, so the browser only adds
 * weights (./ranker). Weights are stored as small integers (tenths), which is all the precision
 * ranking needs and keeps the index files short.
 */
import { normaliseTerm, splitWords } from "./terms";

/** A field of a record, its text and its weight in ranking. */
export interface FieldSpec<R> {
  boost: number;
  text: (record: R) => string;
}

export interface PostingsOptions<R> {
  fields: readonly FieldSpec<R>[];
  /** A record's weight for an indexed term. */
  recordBoost?: (record: R, term: string) => number;
  /**
   * Whether the term is the record's own name (a module input's): the record then weighs
   * `EXACT_NAME_BOOST` times more when a query word is exactly the term, but not when the word
   * only begins it or is a typo of it ("vpc" must not rank the input `vpc_id` above the VPC pages).
   */
  isOwnName?: (record: R, term: string) => boolean;
}

/** The records a term occurs in, in increasing order, with its weight (in tenths) in each. */
export interface PostingList {
  ids: number[];
  weights: number[];
  /** How many records the term occurs in, when the list keeps only the heaviest of them. */
  df?: number;
}

/**
 * The longest list stored for a term. Past it, a term is in so many records that it ranks almost
 * nothing (the IDF of a term in a fifth of a 10,000-page site's sections is near zero), yet its
 * list would be most of what a query downloads: only its heaviest postings are kept (titles and
 * headings first), with its true count for IDF. The real site's commonest term is under this.
 */
export const MAX_POSTINGS = 2000;

/** The list's `max` heaviest postings, in id order, with the full count; short lists unchanged. */
export function truncatePostings(list: PostingList, max = MAX_POSTINGS): PostingList {
  if (list.ids.length <= max) return list;
  const order = list.ids.map((_, i) => i).sort((a, b) => Math.abs(list.weights[b]) - Math.abs(list.weights[a]) || a - b).slice(0, max).sort((a, b) => a - b);
  return { ids: order.map((i) => list.ids[i]), weights: order.map((i) => list.weights[i]), df: list.ids.length };
}

/**
 * Stored weights are tenths: a weight of 2.34 is stored as 23. A negative weight marks the
 * record's own name (`isOwnName`), worth `EXACT_NAME_BOOST` times its magnitude to an exact match.
 */
export const WEIGHT_SCALE = 10;
export const EXACT_NAME_BOOST = 16;

/** BM25+ parameters (the usual defaults). */
const K1 = 1.2;
const B = 0.7;
const DELTA = 0.5;

/** Term frequencies of each field of each record, and the fields' lengths. */
function countTerms<R>(records: readonly R[], fields: readonly FieldSpec<R>[]) {
  const lengths = fields.map(() => new Float64Array(records.length));
  const counts = records.map((record, id) =>
    fields.map((field, f) => {
      const tf = new Map<string, number>();
      let length = 0;
      for (const word of splitWords(field.text(record))) {
        const term = normaliseTerm(word);
        if (term === null) continue;
        length += 1;
        tf.set(term, (tf.get(term) ?? 0) + 1);
      }
      lengths[f][id] = length;
      return tf;
    }),
  );
  const averages = lengths.map((l) => Math.max(1, l.reduce((sum, n) => sum + n, 0) / Math.max(1, records.length)));
  return { counts, lengths, averages };
}

/** Every term's posting list, terms in no particular order. */
export function buildPostings<R>(records: readonly R[], { fields, recordBoost, isOwnName }: PostingsOptions<R>): Map<string, PostingList> {
  const { counts, lengths, averages } = countTerms(records, fields);
  const postings = new Map<string, PostingList>();
  counts.forEach((perField, id) => {
    const combined = new Map<string, number>();
    perField.forEach((tf, f) => {
      const norm = K1 * (1 - B + (B * lengths[f][id]) / averages[f]);
      for (const [term, n] of tf) {
        const weight = fields[f].boost * (DELTA + (n * (K1 + 1)) / (n + norm));
        combined.set(term, (combined.get(term) ?? 0) + weight);
      }
    });
    for (const [term, weight] of combined) {
      const boosted = weight * (recordBoost?.(records[id], term) ?? 1);
      let list = postings.get(term);
      if (!list) postings.set(term, (list = { ids: [], weights: [] }));
      list.ids.push(id);
      const stored = Math.max(1, Math.round(boosted * WEIGHT_SCALE));
      list.weights.push(isOwnName?.(records[id], term) ? -stored : stored);
    }
  });
  return postings;
}

/** A posting list as stored: the ids' differences from the one before, then the weights (`df` is stored apart). */
export function encodePostings({ ids, weights }: PostingList): number[] {
  return [...ids.map((id, i) => (i === 0 ? id : id - ids[i - 1])), ...weights];
}

/** The inverse of `encodePostings` (with the term's full count when its list was truncated); throws on a list of odd length. */
export function decodePostings(encoded: readonly number[], df?: number): PostingList {
  if (encoded.length % 2 !== 0) throw new Error(`A posting list has ${encoded.length} numbers; expected ids and weights in equal count`);
  const n = encoded.length / 2;
  const ids = new Array<number>(n);
  let id = 0;
  for (let i = 0; i < n; i += 1) ids[i] = id = i === 0 ? encoded[0] : id + encoded[i];
  return { ids, weights: encoded.slice(n), ...(df === undefined ? {} : { df }) };
}
