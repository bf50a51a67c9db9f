/**
 * Lists of small whole numbers as short strings, for the manifest's tables with one number per
 * record pack or term shard (thousands at 10,000 pages): each number is written in base 32, its
 * last digit from one set of 32 characters and the digits before it from another, so the numbers
 * need no separator. Gzip takes such a string to about a fifth less than the same list as a JSON
 * array, and every character is safe in a JSON string as it is.
 */

/** Digits that end a number. */
const LAST = "0123456789abcdefghijklmnopqrstuv";
/** Digits that another digit follows. */
const MORE = "wxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_";

export function encodeNumbers(numbers: readonly number[]): string {
  let text = "";
  for (const number of numbers) {
    if (!Number.isSafeInteger(number) || number < 0) throw new Error(`Only whole numbers from 0 can be encoded, not ${number}`);
    let digits = LAST[number % 32];
    for (let rest = Math.floor(number / 32); rest > 0; rest = Math.floor(rest / 32)) digits = MORE[rest % 32] + digits;
    text += digits;
  }
  return text;
}

/** The numbers of `encodeNumbers`; throws on a character it never writes, or a number left unfinished. */
export function decodeNumbers(text: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  for (const char of text) {
    const last = LAST.indexOf(char);
    const digit = last === -1 ? MORE.indexOf(char) : last;
    if (digit === -1) throw new Error(`An encoded number list holds ${JSON.stringify(char)}`);
    value = value * 32 + digit;
    if (last !== -1) {
      numbers.push(value);
      value = 0;
    }
  }
  if (text && LAST.indexOf(text[text.length - 1]) === -1) throw new Error("An encoded number list ends in the middle of a number");
  return numbers;
}
