/**
 * Highlight and snippet markup in the shape DocSearch renders (`<mark>` around matches). Every
 * piece of text is HTML-escaped first, so neither content nor the reader's query can inject markup.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Lowercased words of a query, for matching (prefix matches count, as in the index). */
export function queryTerms(query: string): string[] {
  return [...new Set(query.toLowerCase().split(/[^\p{L}\p{N}_]+/u).filter((t) => t.length > 0))];
}

function matcher(terms: readonly string[]): RegExp | undefined {
  if (terms.length === 0) return undefined;
  const escaped = [...terms].sort((a, b) => b.length - a.length).map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`(^|[^\\p{L}\\p{N}_])(${escaped.join("|")})`, "giu");
}

export interface HighlightResult {
  value: string;
  matchLevel: "none" | "partial" | "full";
  matchedWords: string[];
}

/** Escapes `text` and wraps the starts of words matching the terms (a prefix of the word) in `<mark>`. */
export function highlight(text: string, terms: readonly string[]): HighlightResult {
  const re = matcher(terms);
  if (!re) return { value: escapeHtml(text), matchLevel: "none", matchedWords: [] };
  const matched = new Set<string>();
  let out = "";
  let last = 0;
  for (const m of text.matchAll(re)) {
    const start = (m.index ?? 0) + m[1].length;
    out += escapeHtml(text.slice(last, start)) + "<mark>" + escapeHtml(m[2]) + "</mark>";
    last = start + m[2].length;
    matched.add(m[2].toLowerCase());
  }
  out += escapeHtml(text.slice(last));
  const matchedWords = terms.filter((t) => matched.has(t));
  const matchLevel = matchedWords.length === 0 ? "none" : matchedWords.length === terms.length ? "full" : "partial";
  return { value: out, matchLevel, matchedWords };
}

/** About `words` words of `text` around its first match, highlighted, with ellipses where cut. */
export function snippet(text: string, terms: readonly string[], words = 24): HighlightResult {
  const tokens = text.split(/\s+/).filter(Boolean);
  const lowered = tokens.map((t) => t.toLowerCase().replace(/^[^\p{L}\p{N}_]+/u, ""));
  const first = lowered.findIndex((t) => terms.some((term) => t.startsWith(term)));
  const start = first <= 0 ? 0 : Math.max(0, first - Math.floor(words / 3));
  const slice = tokens.slice(start, start + words).join(" ");
  const result = highlight(slice, terms);
  const prefix = start > 0 ? "… " : "";
  const suffix = start + words < tokens.length ? " …" : "";
  return { ...result, value: `${prefix}${result.value}${suffix}` };
}
