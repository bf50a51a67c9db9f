// @ts-check
/** The edit a warm rebuild measures: the same one sentence appended to one doc, in both sites. */
import fs from "node:fs";

/**
 * The sentence appended for a round; each round's differs, so every warm build sees a change.
 * @param {number} round
 */
export function benchSentence(round) {
  return `A warm rebuild after this sentence, edit ${round} of the bench, recompiles only the changed page and what depends on it.`;
}

/**
 * Appends the round's sentence to a doc as a new paragraph.
 * @param {string} file
 * @param {number} [round]
 */
export function appendBenchSentence(file, round = 1) {
  const text = fs.readFileSync(file, "utf8");
  fs.writeFileSync(file, `${text.replace(/\s*$/, "")}\n\n${benchSentence(round)}\n`);
}
