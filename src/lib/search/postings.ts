/**
 * The build's half of ranking: for every term, the records it occurs in and how much it weighs in
 * each, scored with BM25+ per field and combined with field boosts and the record's own weight.
 * Everything that does not depend on the query is computed here, once, so the browser only adds
 * weights (./ranker). Weights are stored as small integers (tenths), which is all the precision
 * ranking needs and keeps the index files short.
 */
import { normaliseTerm, splitWords } from "./terms";
import { decodeNumbers, encodeNumbers } from "./compact-numbers";

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

/**
 * The list's `max` heaviest postings, in id order, with the full count; short lists unchanged. Of
 * postings of equal weight at the cut, the lowest ids are kept.
 */
export function truncatePostings(list: PostingList, max = MAX_POSTINGS): PostingList {
  if (list.ids.length <= max) return list;
  const n = list.ids.length;
  const magnitudes = new Int32Array(n);
  for (let i = 0; i < n; i += 1) magnitudes[i] = Math.abs(list.weights[i]);
  // The weight of the max-th heaviest: every heavier posting is kept, and as many of this weight as fit.
  const cut = magnitudes.slice().sort()[n - max];
  let atCut = max;
  for (let i = 0; i < n; i += 1) if (magnitudes[i] > cut) atCut -= 1;
  const ids: number[] = [];
  const weights: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const m = magnitudes[i];
    if (m > cut || (m === cut && atCut-- > 0)) {
      ids.push(list.ids[i]);
      weights.push(list.weights[i]);
    }
  }
  return { ids, weights, df: list.ids.length };
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

/** A growable list of 32-bit integers. */
class IntList {
  values = new Int32Array(1 << 16);
  length = 0;
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
}

/**
 * Every field of every record as term counts: terms are numbered in the order they first occur
 * (record by record, field by field), and each field's counts are (term, count) pairs in one flat
 * list, in the order of the terms' first occurrence in the field. At 10,000 pages, a Map per field
 * of each of a hundred thousand records was most of the index's build time, in garbage collection.
 */
function countTerms<R>(records: readonly R[], fields: readonly FieldSpec<R>[]) {
  const termIds = new Map<string, number>();
  const wordIds = new Map<string, number>();
  const STOP = -1;
  const terms: string[] = [];
  const pairs = new IntList();
  /** Where each (record, field)'s pairs begin in `pairs`, and the end of the last. */
  const starts = new Uint32Array(records.length * fields.length + 1);
  const lengths = fields.map(() => new Float64Array(records.length));
  const counts: number[] = [];
  const touched: number[] = [];
  records.forEach((record, id) => {
    fields.forEach((field, f) => {
      starts[id * fields.length + f] = pairs.length;
      let length = 0;
      for (const word of splitWords(field.text(record))) {
        // Words recur: each is normalised once (STOP for a stop word).
        let t = wordIds.get(word);
        if (t === undefined) {
          const term = normaliseTerm(word);
          if (term === null) t = STOP;
          else {
            t = termIds.get(term);
            if (t === undefined) {
              termIds.set(term, (t = terms.push(term) - 1));
              counts.push(0);
            }
          }
          wordIds.set(word, t);
        }
        if (t === STOP) continue;
        length += 1;
        if (counts[t] === 0) touched.push(t);
        counts[t] += 1;
      }
      for (const t of touched) {
        pairs.push(t);
        pairs.push(counts[t]);
        counts[t] = 0;
      }
      touched.length = 0;
      lengths[f][id] = length;
    });
  });
  starts[records.length * fields.length] = pairs.length;
  const averages = lengths.map((l) => Math.max(1, l.reduce((sum, n) => sum + n, 0) / Math.max(1, records.length)));
  return { terms, pairs: pairs.values, starts, lengths, averages };
}

/** Every term's posting list, terms in the order they first occur. */
export function buildPostings<R>(records: readonly R[], { fields, recordBoost, isOwnName }: PostingsOptions<R>): Map<string, PostingList> {
  const { terms, pairs, starts, lengths, averages } = countTerms(records, fields);
  const lists = terms.map((): PostingList => ({ ids: [], weights: [] }));
  const combined = new Float64Array(terms.length);
  const inRecord = new Uint8Array(terms.length);
  const touched: number[] = [];
  records.forEach((record, id) => {
    // A term's weight in the record: its fields' BM25+ weights, added in field order.
    fields.forEach((field, f) => {
      const norm = K1 * (1 - B + (B * lengths[f][id]) / averages[f]);
      const end = starts[id * fields.length + f + 1];
      for (let p = starts[id * fields.length + f]; p < end; p += 2) {
        const t = pairs[p];
        const n = pairs[p + 1];
        if (inRecord[t] === 0) {
          inRecord[t] = 1;
          touched.push(t);
        }
        combined[t] += field.boost * (DELTA + (n * (K1 + 1)) / (n + norm));
      }
    });
    for (const t of touched) {
      const boosted = combined[t] * (recordBoost?.(record, terms[t]) ?? 1);
      const stored = Math.max(1, Math.round(boosted * WEIGHT_SCALE));
      lists[t].ids.push(id);
      lists[t].weights.push(isOwnName?.(record, terms[t]) ? -stored : stored);
      combined[t] = 0;
      inRecord[t] = 0;
    }
    touched.length = 0;
  });
  return new Map(terms.map((term, t) => [term, lists[t]]));
}

/**
 * A posting list as stored: the ids' differences from the one before, then the weights, each
 * weight `w` as `2w`, or `-2w - 1` when negative, all in one string of ./compact-numbers (`df` is
 * stored apart). Term shards compress about an eighth smaller so than as JSON arrays of numbers.
 */
export function encodePostings({ ids, weights }: PostingList): string {
  return encodeNumbers([...ids.map((id, i) => (i === 0 ? id : id - ids[i - 1])), ...weights.map((w) => (w >= 0 ? 2 * w : -2 * w - 1))]);
}

/** The inverse of `encodePostings` (with the term's full count when its list was truncated); throws on a list of odd length. */
export function decodePostings(encoded: string, df?: number): PostingList {
  const numbers = decodeNumbers(encoded);
  if (numbers.length % 2 !== 0) throw new Error(`A posting list has ${numbers.length} numbers; expected ids and weights in equal count`);
  const n = numbers.length / 2;
  const ids = new Array<number>(n);
  const weights = new Array<number>(n);
  let id = 0;
  for (let i = 0; i < n; i += 1) {
    ids[i] = id = i === 0 ? numbers[0] : id + numbers[i];
    const w = numbers[n + i];
    weights[i] = w % 2 === 0 ? w / 2 : -(w + 1) / 2;
  }
  return { ids, weights, ...(df === undefined ? {} : { df }) };
}
