/**
 * How text becomes search terms, shared by the index, the query and the highlighter so the three
 * agree: words split on anything but letters, digits and `_` (so `vpc_id` stays one term),
 * lowercased, and the commonest English words dropped, as hosted DocSearch does with its stop words.
 * A stop word matches nearly every record; keeping it would slow every query and rank nothing.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  ("a about all also an and any are as at be but by can could did do does each for from has have how i if in into is it its " +
    "me my of on or our should so than that the their then there these this those to too was we were what when where which " +
    "who why will with would you your").split(" "),
);

/** Splits text into raw words (case kept). */
export function splitWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean);
}

/** A word as the index stores it, or null for a stop word. */
export function normaliseTerm(word: string): string | null {
  const term = word.toLowerCase();
  return STOP_WORDS.has(term) ? null : term;
}

/** The shortest term that also matches longer words starting with it (shorter ones match exactly). */
export const MIN_PREFIX_LENGTH = 2;

/** A heading as an exact-match key: its words, lowercased, single-spaced ("Step 1: VPC" → "step 1 vpc"). */
export function headingKey(text: string): string {
  return splitWords(text).join(" ").toLowerCase();
}

/** Text's words as the index stores them, in order, without repeats (a query's terms). */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  for (const word of splitWords(text)) {
    const term = normaliseTerm(word);
    if (term !== null && !terms.includes(term)) terms.push(term);
  }
  return terms;
}

/**
 * Where an exact-heading key is filed in the split index: beside its first term ("how do i deploy
 * a service" beside "deploy"), whose shard a query for it fetches anyway; a key of stop words only
 * is filed under itself.
 */
export function headingAnchor(key: string): string {
  return indexTerms(key)[0] ?? key;
}
