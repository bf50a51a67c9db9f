/**
 * The browser's half of ranking: the posting lists loaded so far (./postings), and a query scored
 * over them. A query adds each posting's stored weight, times the term's rarity (IDF), into one
 * reused array, and only the best few are ordered, so its cost is a few additions per posting.
 *
 * Matching, as readers expect from DocSearch: every query word must match (AND), and only when no
 * record has them all does any word do (OR); a word matches itself, words it begins (prefix, from
 * two letters, for the word being typed), and, when it matches nothing, words that begin with the
 * same three letters within a small edit distance (typos). A word so common that the index keeps
 * only its heaviest postings (./postings `MAX_POSTINGS`) adds to the score but is not required,
 * unless every word of the query is that common. The index is split by term (./shards), so
 * the caller loads the terms a query needs first (`neededRanges`) and ranks once they are here.
 */
import { MIN_PREFIX_LENGTH } from "./terms";
import { allowedTypos, boundedEditDistance } from "./edit-distance";
import { topByScore } from "./top-k";
import { EXACT_NAME_BOOST, WEIGHT_SCALE, type PostingList } from "./postings";

export interface RankedResults {
  /** Record ids, best first, at most `limit`. */
  ids: number[];
  /** How many records matched. */
  total: number;
}

/** How much a word's completions and near-misses count against the word itself. */
const PREFIX_WEIGHT = 0.4;
const FUZZY_WEIGHT = 0.45;
/** A two-letter prefix can begin hundreds of words: the most frequent ones are kept. */
const MAX_EXPANSIONS = 64;

/** The highest string that begins with `prefix`, for ranges of sorted terms. */
export const prefixEnd = (prefix: string): string => `${prefix}\uffff`;

/** How many first letters a typo must leave alone: readers rarely mistype the start of a word. */
export const TYPO_FREE_PREFIX = 3;

/** Terms that typo matching compares a word with: those beginning with its first three letters. */
export function typoRange(term: string): [string, string] {
  const head = term.slice(0, TYPO_FREE_PREFIX);
  return [head, prefixEnd(head)];
}

export class Ranker {
  private readonly postings = new Map<string, PostingList>();
  /** Every loaded term, sorted (rebuilt after a load), for prefix and typo ranges. */
  private sorted: string[] = [];
  private dirty = false;
  private readonly scores: Float64Array;
  /** Query words each record matched: all of them, and the required ones. */
  private readonly matched: Uint16Array;
  private readonly matchedRequired: Uint16Array;
  private readonly lastTerm: Uint16Array;

  constructor(private readonly size: number) {
    this.scores = new Float64Array(size);
    this.matched = new Uint16Array(size);
    this.matchedRequired = new Uint16Array(size);
    this.lastTerm = new Uint16Array(size);
  }

  /** Adds the posting lists of a loaded part of the index. */
  add(lists: Iterable<[string, PostingList]>): void {
    for (const [term, list] of lists) this.postings.set(term, list);
    this.dirty = true;
  }

  /** The sorted ranges of terms a word needs loaded before it can be expanded (typos aside). */
  static neededRange(term: string, allowPrefix: boolean): [string, string] {
    return [term, allowPrefix && term.length >= MIN_PREFIX_LENGTH ? prefixEnd(term) : term];
  }

  private terms(): string[] {
    if (this.dirty) {
      this.sorted = [...this.postings.keys()].sort();
      this.dirty = false;
    }
    return this.sorted;
  }

  /** Loaded terms in [from, to], sorted. */
  private range(from: string, to: string): string[] {
    const terms = this.terms();
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (terms[mid] < from) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (let i = low; i < terms.length && terms[i] <= to; i += 1) found.push(terms[i]);
    return found;
  }

  private completions(prefix: string): string[] {
    const found = this.range(prefix, prefixEnd(prefix)).filter((t) => t !== prefix);
    if (found.length <= MAX_EXPANSIONS) return found;
    return found.sort((a, b) => this.postings.get(b)!.ids.length - this.postings.get(a)!.ids.length).slice(0, MAX_EXPANSIONS);
  }

  /** Whether a word matches as typed or as a prefix (else it needs typo matching, and `typoRange`). */
  matchesAsTyped(term: string, allowPrefix: boolean): boolean {
    return this.postings.has(term) || (allowPrefix && term.length >= MIN_PREFIX_LENGTH && this.completions(term).length > 0);
  }

  private nearMisses(term: string): string[] {
    const max = allowedTypos(term);
    if (max === 0) return [];
    const [from, to] = typoRange(term);
    return this.range(from, to).filter((candidate) => Math.abs(candidate.length - term.length) <= max && boundedEditDistance(term, candidate, max) <= max);
  }

  /**
   * The indexed terms a query word stands for, with their weights. `minPrefix` is the shortest word
   * that expands to its completions: the browser's two letters, or one when the build ranks the
   * first keystroke's pages with every term at hand (./starter).
   */
  expand(term: string, allowPrefix: boolean, minPrefix = MIN_PREFIX_LENGTH): [string, number][] {
    const expansions: [string, number][] = [];
    if (this.postings.has(term)) expansions.push([term, 1]);
    if (allowPrefix && term.length >= minPrefix) for (const t of this.completions(term)) expansions.push([t, PREFIX_WEIGHT]);
    if (expansions.length === 0) for (const t of this.nearMisses(term)) expansions.push([t, FUZZY_WEIGHT]);
    return expansions;
  }

  /** Ranks records for the query's terms (./terms), every one of them allowed to be a prefix (from `minPrefix` letters). */
  rank(queryTerms: readonly string[], limit: number, minPrefix = MIN_PREFIX_LENGTH): RankedResults {
    if (queryTerms.length === 0 || this.size === 0) return { ids: [], total: 0 };
    const touched: number[] = [];
    const { scores, matched, matchedRequired, lastTerm } = this;
    const expansions = queryTerms.map((term) => this.expand(term, true, minPrefix));
    // A word is common when every list it expands to was cut: it ranks, but is not required.
    const common = expansions.map((list) => list.length > 0 && list.every(([t]) => this.postings.get(t)!.df !== undefined));
    const required = common.every(Boolean) ? common.map(() => true) : common.map((c) => !c);
    const requiredCount = required.filter(Boolean).length;
    queryTerms.forEach((term, j) => {
      for (const [expanded, weight] of expansions[j]) {
        const { ids, weights, df = ids.length } = this.postings.get(expanded)!;
        const idf = Math.log(1 + (this.size - df + 0.5) / (df + 0.5));
        const factor = (weight * idf) / WEIGHT_SCALE;
        // A negative weight is a record's own name: boosted for the word as typed, not its completions.
        const ownName = expanded === term ? -EXACT_NAME_BOOST : -1;
        for (let p = 0; p < ids.length; p += 1) {
          const id = ids[p];
          if (lastTerm[id] === 0) touched.push(id);
          if (lastTerm[id] !== j + 1) {
            lastTerm[id] = j + 1;
            matched[id] += 1;
            if (required[j]) matchedRequired[id] += 1;
          }
          const w = weights[p];
          scores[id] += factor * (w > 0 ? w : w * ownName);
        }
      }
    });
    const all = queryTerms.length;
    let selected = touched.filter((id) => matchedRequired[id] === requiredCount);
    // No record has every word: show the records with any of them, most words first.
    if (selected.length === 0) {
      selected = touched;
      for (const id of touched) scores[id] *= matched[id] / all;
    }
    const ids = topByScore(selected, scores, limit);
    for (const id of touched) {
      scores[id] = 0;
      matched[id] = 0;
      matchedRequired[id] = 0;
      lastTerm[id] = 0;
    }
    return { ids, total: selected.length };
  }
}
