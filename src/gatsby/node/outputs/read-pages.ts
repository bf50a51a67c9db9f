/**
 * Reading built pages for the link check (./link-check.ts): each page's ids and links, with one copy of
 * each string they share.
 */
import fs from "node:fs";
import path from "node:path";
import { StringDecoder } from "node:string_decoder";
import { Parser } from "htmlparser2";
import type { BuiltPage } from "../../../lib/build/link-check";
import { pagePathOf } from "../../../lib/build/page-files";

/**
 * One copy of each string the link check keeps. The parser's attribute values are slices of the
 * page's HTML, and V8 keeps a whole string alive while any slice of it is: at 10,000 pages the
 * check held every page's HTML (1.8 GB, the build's largest process at its peak). Each value is
 * copied out of its page, once: the sidebar's links, on every page, share one copy.
 */
export function stringPool(): (value: string) => string {
  const pool = new Map<string, string>();
  return (value) => {
    let kept = pool.get(value);
    if (kept === undefined) {
      // Slicing a concatenation makes a new flat string that refers to nothing else.
      kept = ` ${value}`.slice(1);
      pool.set(kept, kept);
    }
    return kept;
  };
}

/**
 * Reads one built HTML page: its ids, the hrefs of its anchors and the sources of its images.
 * `html` is the page, or a function that feeds it to the parser piece by piece.
 */
export function readBuiltPage(html: string | ((write: (text: string) => void) => void), pagePath: string, keep: (value: string) => string = stringPool()): BuiltPage {
  const ids = new Set<string>();
  const links: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.id) ids.add(keep(attributes.id));
      if (name === "a" && attributes.name) ids.add(keep(attributes.name));
      if (name === "a" && attributes.href !== undefined) links.push(keep(attributes.href));
      if (name === "img" && attributes.src !== undefined) links.push(keep(attributes.src));
    },
  });
  if (typeof html === "string") parser.write(html);
  else html((text) => parser.write(text));
  parser.end();
  return { path: pagePath, ids, links };
}

/**
 * Feeds a file to `write` 64 KB at a time, through one reused buffer. A page read whole is a
 * string too large for V8's young generation; ten thousand of them grew the build's heap by
 * gigabytes before a full collection came round.
 */
function readInPieces(file: string, buffer: Buffer): (write: (text: string) => void) => void {
  return (write) => {
    const decoder = new StringDecoder("utf8");
    const fd = fs.openSync(file, "r");
    try {
      for (let read = fs.readSync(fd, buffer); read > 0; read = fs.readSync(fd, buffer)) write(decoder.write(buffer.subarray(0, read)));
      write(decoder.end());
    } finally {
      fs.closeSync(fd);
    }
  };
}

/**
 * The pages a check has read so far, with the pool of strings they share. A build reads its pages
 * as each batch is finished (`readBuiltPagesEarly`) and keeps them here, in the check's thread,
 * until the check of the whole site takes them.
 */
export class PagesRead {
  readonly keep = stringPool();
  readonly pages = new Map<string, BuiltPage>();
  /** Time spent reading, in milliseconds (the link check's line in the build log). */
  readMs = 0;
  private readonly buffer = Buffer.alloc(64 * 1024);

  /** Reads each HTML file given (site paths) not read yet. */
  read(publicDir: string, files: readonly string[]): void {
    const started = performance.now();
    for (const file of files) if (file.endsWith(".html") && !this.pages.has(file)) this.pages.set(file, readBuiltPage(readInPieces(path.join(publicDir, file), this.buffer), pagePathOf(file), this.keep));
    this.readMs += performance.now() - started;
  }
}

