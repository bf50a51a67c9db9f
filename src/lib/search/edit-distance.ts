/**
 * How far a query word is from an indexed one, for matching typos: the embedded search tries
 * near misses only for a word that matches nothing as typed (./ranker, ./sharded).
 */

/**
 * Edit distance counting an insertion, deletion, substitution or swap of two neighbouring letters
 * as one edit ("terrafrom" is one edit from "terraform"), giving up (returning max + 1) as soon as
 * it must exceed `max`.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  // Three rows of the distance table, reused: two rows back (for swaps), the last, the current.
  let beforePrevious = new Int32Array(width);
  let previous = new Int32Array(width);
  let current = new Int32Array(width);
  for (let j = 0; j < width; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, beforePrevious[j - 2] + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length];
}

/** Typos allowed in a word: none up to four letters, then one per five letters. */
export function allowedTypos(term: string): number {
  return term.length > 4 ? Math.max(1, Math.floor(term.length * 0.2)) : 0;
}
