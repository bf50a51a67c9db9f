/**
 * What Gatsby's query extraction found nothing in, kept from one run to the next (fast path
 * query-extraction-memo; docs/decisions/query-extraction-memo.md).
 *
 * At every start of `npm start` and every build, Gatsby parses with Babel each module under `src/`
 * (and of the installed plugins) whose text mentions `graphql`, `config`, `Head` and a few other
 * words, looking for queries, fragments and page exports. Here that is some 90 files, most of them
 * the build's own Node code, of which 8 hold a query: about a second of each warm start spent
 * finding nothing in the same files again. A file is known to hold nothing by its key, a digest
 * of its path and its whole text, so a file that changed in any way is parsed again.
 */
import { createHash } from "node:crypto";

/** Bump when what counts as "nothing found" changes, so older memos are dropped. */
export const EXTRACTION_MEMO_VERSION = 1;

/** The memo as saved between runs. */
export interface SavedExtractionMemo {
  version: number;
  /** The Gatsby release whose extraction found these files empty: another release may find more. */
  gatsby: string;
  /** Keys of the files found to hold nothing, sorted. */
  empty: string[];
}

/** Counts of one extraction run, for the fast path's line. */
export interface ExtractionRun {
  /** Files known from an earlier run to hold nothing, not parsed again. */
  skipped: number;
  /** Files parsed. */
  parsed: number;
}

/** The key of a file's text: its path and its whole text, so any change parses it again. */
export function extractionKey(file: string, text: string): string {
  return createHash("sha1").update(file).update("\0").update(text).digest("hex");
}

function isSavedMemo(value: unknown): value is SavedExtractionMemo {
  if (typeof value !== "object" || value === null) return false;
  const memo = value as Partial<SavedExtractionMemo>;
  return typeof memo.version === "number" && typeof memo.gatsby === "string" && Array.isArray(memo.empty) && memo.empty.every((key) => typeof key === "string");
}

export class ExtractionMemo {
  private known: ReadonlySet<string>;
  private found = new Set<string>();
  private counts: ExtractionRun = { skipped: 0, parsed: 0 };

  /**
   * @param saved what an earlier run saved (anything else, or another version or Gatsby release, is an empty memo)
   * @param gatsby the installed Gatsby's version
   */
  constructor(
    saved: unknown,
    private readonly gatsby: string,
  ) {
    this.known = isSavedMemo(saved) && saved.version === EXTRACTION_MEMO_VERSION && saved.gatsby === gatsby ? new Set(saved.empty) : new Set();
  }

  /** How many files an earlier run found empty. */
  get size(): number {
    return this.known.size;
  }

  /** Starts a run of the extraction (Gatsby extracts again after each change while `npm start` runs). */
  startRun(): void {
    this.found = new Set();
    this.counts = { skipped: 0, parsed: 0 };
  }

  /** Whether the file with this key may be skipped: an earlier run found nothing in the same text. Counts it either way. */
  skip(key: string): boolean {
    if (!this.known.has(key)) {
      this.counts.parsed += 1;
      return false;
    }
    this.found.add(key);
    this.counts.skipped += 1;
    return true;
  }

  /** Records that a parsed file held nothing (no query, fragment, export or slice, and no error). */
  foundEmpty(key: string): void {
    this.found.add(key);
  }

  /** The counts of the run so far. */
  get run(): ExtractionRun {
    return { ...this.counts };
  }

  /**
   * Ends a run: what to save, the files found empty in it (a file gone or changed since drops out),
   * or undefined when that is what the memo held. The next run skips what this one found.
   */
  finishRun(): SavedExtractionMemo | undefined {
    const same = this.found.size === this.known.size && [...this.found].every((key) => this.known.has(key));
    this.known = this.found;
    this.found = new Set();
    if (same) return undefined;
    return { version: EXTRACTION_MEMO_VERSION, gatsby: this.gatsby, empty: [...this.known].sort() };
  }
}
