/** What a code fence's meta string says about how to show the block. */
export interface CodeBlockMeta {
  /** From `title="..."` (or single quotes). */
  title?: string;
  /** 1-based line numbers to highlight, sorted and unique, from `{1,3-5}`. */
  highlightLines: number[];
  /** From a bare `showLineNumbers` flag. */
  showLineNumbers: boolean;
}

/**
 * Parses a line-range list such as `1,3-5` (without braces) into sorted unique line numbers.
 * Throws on anything that is not a positive number or an ascending range.
 */
export function parseLineRanges(ranges: string): number[] {
  const lines = new Set<number>();
  for (const part of ranges.split(",").map((p) => p.trim()).filter(Boolean)) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!range) throw new Error(`"${part}" is not a line number or a range like 3-5`);
    const start = Number(range[1]);
    const end = range[2] === undefined ? start : Number(range[2]);
    if (start < 1 || end < start) throw new Error(`"${part}" is not an ascending range of lines from 1`);
    for (let line = start; line <= end; line += 1) lines.add(line);
  }
  return [...lines].sort((a, b) => a - b);
}

/**
 * Reads a code fence's meta (the text after the language): `title="main.tf" {1,3-5} showLineNumbers`.
 * Unknown words are ignored, as other tools put their own flags there.
 */
export function parseCodeBlockMeta(meta: string | null | undefined): CodeBlockMeta {
  const result: CodeBlockMeta = { highlightLines: [], showLineNumbers: false };
  if (!meta) return result;
  const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta);
  if (title) result.title = title[1] ?? title[2];
  const withoutTitle = title ? meta.replace(title[0], " ") : meta;
  const braces = /\{([^}]*)\}/.exec(withoutTitle);
  if (braces) result.highlightLines = parseLineRanges(braces[1]);
  result.showLineNumbers = /(^|\s)showLineNumbers(\s|$)/.test(withoutTitle);
  return result;
}
