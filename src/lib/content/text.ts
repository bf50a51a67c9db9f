/**
 * Shortening text for descriptions, search records and queries: at a word boundary, so no word is
 * ever cut in half.
 */

/**
 * `text` cut to at most `max` characters, ellipsis included, ending at the last whole word that
 * fits (a single word longer than the room is cut as it is). Text that fits is returned as it is.
 */
export function truncateAtWord(text: string, max: number, ellipsis = ""): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - ellipsis.length);
  const lastSpace = cut.lastIndexOf(" ");
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut) + ellipsis;
}
