/**
 * Highlight and snippet markup in the shape DocSearch renders (`<mark>` around matches). Every
 * piece of text is HTML-escaped first, so neither content nor the reader's query can inject markup.
 */
import { normaliseTerm, splitWords } from "./terms";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/**
 * Lowercased words of a query, for matching (prefix matches count, as in the index). Stop words
 * are left out, as the index leaves them out, unless the query has nothing else.
 */
export function queryTerms(query: string): string[] {
  const words = splitWords(query.toLowerCase());
  const terms = words.filter((word) => normaliseTerm(word) !== null);
  return [...new Set(terms.length > 0 ? terms : words)];
}

let cached: { key: string; re: RegExp | undefined } | undefined;

/** One pattern per set of terms, reused across the many fields of a result list. */
function matcher(terms: readonly string[]): RegExp | undefined {
  const key = terms.join("\u0000");
  if (cached?.key === key) return cached.re;
  const escaped = [...terms].sort((a, b) => b.length - a.length).map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const re = terms.length === 0 ? undefined : new RegExp(`(^|[^\\p{L}\\p{N}_])(${escaped.join("|")})`, "giu");
  cached = { key, re };
  return re;
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

/** The index of the whitespace-separated word holding the first match, or -1. */
function firstMatchWord(text: string, terms: readonly string[]): number {
  const re = matcher(terms);
  if (!re) return -1;
  re.lastIndex = 0;
  const match = re.exec(text);
  re.lastIndex = 0;
  if (!match) return -1;
  const before = text.slice(0, match.index + match[1].length);
  const count = before.split(/\s+/).filter(Boolean).length;
  // A match inside a word (after "(" or "`") belongs to the word counted last.
  return before === "" || /\s$/.test(before) ? count : count - 1;
}

/** About `words` words of `text` around its first match, highlighted, with ellipses where cut. */
export function snippet(text: string, terms: readonly string[], words = 24): HighlightResult {
  const tokens = text.split(/\s+/).filter(Boolean);
  const first = firstMatchWord(text, terms);
  const start = first <= 0 ? 0 : Math.max(0, first - Math.floor(words / 3));
  const slice = tokens.slice(start, start + words).join(" ");
  const result = highlight(slice, terms);
  const prefix = start > 0 ? "… " : "";
  const suffix = start + words < tokens.length ? " …" : "";
  return { ...result, value: `${prefix}${result.value}${suffix}` };
}

/** A run of highlight markup's text: marked (a match) or not. */
export interface MarkedRun {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'" };

/**
 * Reads highlight markup (escaped text with `<mark>` around matches, as built here or returned by
 * the hosted index) back into plain text runs, so pages render it as text, never as HTML. Any other
 * tag stays literal text.
 */
export function markedRuns(markup: string): MarkedRun[] {
  const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity]);
  const runs: MarkedRun[] = [];
  markup.split(/(<mark>[\s\S]*?<\/mark>)/).forEach((part) => {
    if (!part) return;
    const marked = part.startsWith("<mark>") && part.endsWith("</mark>");
    runs.push({ text: decode(marked ? part.slice(6, -7) : part), marked });
  });
  return runs;
}
