/**
 * Content errors as the dev server shows them over the page (`gatsby develop` only): the lines the
 * terminal prints, parsed into file, line, column and message. The terminal's text is kept as it
 * is; a frontmatter field's line is found in the file, since those messages name only the field.
 */

/** Where the dev server streams the current errors, as server-sent events of `ContentErrorEntry[]`. */
export const CONTENT_ERRORS_STREAM = "/__cairn/content-errors";

/** The event on the same stream that carries a saved doc's freshly compiled body (develop's preview). */
export const DOC_PREVIEW_EVENT = "doc-preview";

/** A saved doc's body, compiled as sourcing compiles it, for the page at `path`. */
export interface DocPreview {
  path: string;
  /** The compiled tree, as the doc template's query returns `body`. */
  body: unknown;
}

/** One content error, as the overlay shows it. */
export interface ContentErrorEntry {
  /** The file as the terminal names it, e.g. `content/docs/intro/index.mdx`; "" when none is named. */
  file: string;
  line: number | null;
  column: number | null;
  /** What is wrong, without the file and place. */
  message: string;
  /** The error exactly as the terminal prints it. */
  text: string;
  /** Paths of the pages it concerns; null for every page (a site-wide file such as sidebars.yaml). */
  pages: string[] | null;
}

export type ParsedContentError = Omit<ContentErrorEntry, "pages">;

/** `file[:line[:column]]: message`, where the file is a writer's MDX or YAML file. */
const LOCATED = /^(\S.*?\.(?:mdx?|ya?ml))(?::(\d+)(?::(\d+))?)?: (.*)$/;

/**
 * The errors in the terminal's text: every line that starts with a content file begins an error,
 * and any other line continues the one before (a message that runs over several lines).
 */
export function parseContentErrors(texts: readonly string[]): ParsedContentError[] {
  const parsed: ParsedContentError[] = [];
  for (const line of texts.flatMap((text) => text.split("\n"))) {
    const match = LOCATED.exec(line);
    const previous = parsed[parsed.length - 1];
    if (match) {
      const [, file, lineNumber, column, message] = match;
      parsed.push({ file, line: lineNumber ? Number(lineNumber) : null, column: column ? Number(column) : null, message, text: line });
    } else if (previous) {
      previous.message += `\n${line}`;
      previous.text += `\n${line}`;
    } else if (line.trim()) {
      parsed.push({ file: "", line: null, column: null, message: line, text: line });
    }
  }
  return parsed;
}

/**
 * Where a top-level frontmatter field is written in a file: the line of its key and the column
 * the key starts at (1-based), or null when the file has no such field in its frontmatter.
 */
export function frontmatterFieldPosition(raw: string, field: string): { line: number; column: number } | null {
  const lines = raw.split(/\r?\n/);
  if (lines[0]?.trim() !== "---") return null;
  const key = new RegExp(`^(["']?)${field.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\1\\s*:`);
  for (let i = 1; i < lines.length && lines[i].trim() !== "---"; i += 1) {
    if (key.test(lines[i])) return { line: i + 1, column: 1 };
  }
  return null;
}

/**
 * Adds the place to an error about a frontmatter field (`frontmatter field "x": …`), whose message
 * names the field but not its line; `readFile` gives the file's text, or undefined.
 */
export function locateFrontmatterField(error: ParsedContentError, readFile: (file: string) => string | undefined): ParsedContentError {
  const field = /^frontmatter field "([^"]+)"/.exec(error.message)?.[1];
  if (error.line !== null || !field) return error;
  const raw = readFile(error.file);
  const position = raw === undefined ? null : frontmatterFieldPosition(raw, field);
  return position ? { ...error, ...position } : error;
}

/** `file:line:column`, or as much of it as is known. */
export function errorLocation(error: Pick<ContentErrorEntry, "file" | "line" | "column">): string {
  if (error.line === null) return error.file;
  return `${error.file}:${error.line}${error.column === null ? "" : `:${error.column}`}`;
}

/** "1 content error" / "3 content errors" in "2 files". */
export function describeContentErrors(errors: readonly Pick<ContentErrorEntry, "file">[]): string {
  const files = new Set(errors.map((e) => e.file)).size;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
  return `${plural(errors.length, "content error")} in ${plural(files, "file")}`;
}
