/**
 * Byte strings: a file held as a string of one character per byte (Node's "latin1" encoding),
 * which is how the build finishes its pages (src/gatsby/node/outputs/finish-pages.ts). Reading and
 * writing one costs a copy, where UTF-8 costs a decode and an encode; and since a page has a few
 * characters beyond Latin-1 (typographic quotes, arrows), its UTF-8 text is a two-byte string that
 * every regular expression and splice over it handles at twice the size. At 1,500 pages, the
 * finishing's work on the build process went from about 3.4 to 1.4 s in a loop over the pages.
 *
 * What finishing looks for is ASCII markup, and in UTF-8 no byte of a multi-byte character is
 * ASCII, so searching a byte string finds exactly what searching the text finds, at byte offsets.
 * Text taken out to work on (a script to minify) is decoded first, and text put in is encoded.
 */

/** The Node encoding that reads and writes a byte string. */
export const BYTE_STRING = "latin1";

/** A text's UTF-8 bytes as a byte string. */
export const toByteString = (text: string): string => Buffer.from(text, "utf8").toString(BYTE_STRING);

/** The text a byte string's UTF-8 bytes hold. */
export const fromByteString = (bytes: string): string => Buffer.from(bytes, BYTE_STRING).toString("utf8");

/** A change made to text, applied to byte strings: undefined (no change) stays undefined. */
export function onByteStrings(change: (text: string) => string | undefined): (bytes: string) => string | undefined {
  return (bytes) => {
    const changed = change(fromByteString(bytes));
    return changed === undefined ? undefined : toByteString(changed);
  };
}
