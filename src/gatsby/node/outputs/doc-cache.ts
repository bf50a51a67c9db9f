/**
 * What the last build made from each doc for the outputs (its search records and its Markdown),
 * kept in the site's `.cache` so that a rebuild reads and compiles again only the docs that
 * changed: at 10,000 pages, reading every doc's body and making its records and Markdown was 9 of
 * a 55-second rebuild after a one-doc edit.
 *
 * An entry is filed under the doc's key, a hash of everything its outputs are made from but the
 * code (its path, title, description, body hash and module: `docOutputKey`); the file's first
 * line is the fingerprint of the code and configuration that made every entry, and a file with
 * another fingerprint is not read. One line per doc, `key<TAB>json`, written whole under a
 * temporary name: a build stopped while writing it leaves the last one.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { SearchRecord } from "../../../lib/search/records";

export interface DocOutputs {
  records: SearchRecord[];
  markdown: string;
}

interface CachedOutputs extends DocOutputs {
  /** The entry's line as read, written back as it is. */
  json: string;
}

/** The key of a doc's outputs: a hash of the fields they are made from (the body by its hash). */
export const docOutputKey = (fields: unknown): string => createHash("sha256").update(JSON.stringify(fields)).digest("hex").slice(0, 32);

const CHUNK = 4 * 1024 * 1024;
const NEWLINE = 0x0a;

/** Calls `visit` with each line of a file, reading it a piece at a time (it may be hundreds of MB). */
export function forEachLine(file: string, visit: (line: string) => void): void {
  const fd = fs.openSync(file, "r");
  try {
    const chunk = Buffer.alloc(CHUNK);
    let carried: Buffer[] = [];
    for (let read = fs.readSync(fd, chunk, 0, CHUNK, null); read > 0; read = fs.readSync(fd, chunk, 0, CHUNK, null)) {
      let start = 0;
      for (let end = chunk.indexOf(NEWLINE, start); end !== -1 && end < read; end = chunk.indexOf(NEWLINE, start)) {
        visit(Buffer.concat([...carried, chunk.subarray(start, end)]).toString("utf8"));
        carried = [];
        start = end + 1;
      }
      if (start < read) carried.push(Buffer.from(chunk.subarray(start, read)));
    }
    if (carried.length > 0) visit(Buffer.concat(carried).toString("utf8"));
  } finally {
    fs.closeSync(fd);
  }
}

/** The cache's entries for the keys wanted, or none when it is missing, unreadable or of other code. */
export function readDocOutputCache(file: string, fingerprint: string, wanted: ReadonlySet<string>): Map<string, CachedOutputs> {
  const entries = new Map<string, CachedOutputs>();
  if (!fs.existsSync(file)) return entries;
  let first = true;
  let stale = false;
  try {
    forEachLine(file, (line) => {
      if (stale) return;
      if (first) {
        first = false;
        stale = line !== fingerprint;
        return;
      }
      const tab = line.indexOf("\t");
      const key = line.slice(0, tab);
      if (tab === -1 || !wanted.has(key)) return;
      const json = line.slice(tab + 1);
      const { records, markdown } = JSON.parse(json) as DocOutputs;
      if (!Array.isArray(records) || typeof markdown !== "string") throw new Error(`an entry of ${file} is not a doc's records and Markdown`);
      entries.set(key, { records, markdown, json });
    });
  } catch {
    // A damaged cache is only slower: every doc is read again.
    return new Map();
  }
  return stale ? new Map() : entries;
}

/** Writes the cache anew, entry by entry, then puts it in place. */
export class DocOutputCacheWriter {
  private readonly partial: string;
  private readonly fd: number;

  constructor(
    private readonly file: string,
    fingerprint: string,
  ) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    this.partial = `${file}.${process.pid}.partial`;
    this.fd = fs.openSync(this.partial, "w");
    fs.writeSync(this.fd, `${fingerprint}\n`);
  }

  add(key: string, outputs: DocOutputs | CachedOutputs): void {
    const json = "json" in outputs ? outputs.json : JSON.stringify({ records: outputs.records, markdown: outputs.markdown });
    fs.writeSync(this.fd, `${key}\t${json}\n`);
  }

  commit(): void {
    fs.closeSync(this.fd);
    fs.renameSync(this.partial, this.file);
  }

  abandon(): void {
    fs.closeSync(this.fd);
    fs.rmSync(this.partial, { force: true });
  }
}
