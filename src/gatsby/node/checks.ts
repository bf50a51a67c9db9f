/**
 * After the build: every internal link in every built page must reach a built page, and every
 * anchor an id on it (spec 5, "Broken links fail the build"). Run last by the output stage (./outputs).
 */
import fs from "node:fs";
import path from "node:path";
import { StringDecoder } from "node:string_decoder";
import type { Reporter } from "gatsby";
import { Parser } from "htmlparser2";
import { findBrokenLinks, formatBrokenLinks, type BuiltPage } from "../../lib/build/link-check";
import { CompiledTask } from "./worker-pool";

/** Every file under `dir`, as site paths (`/intro/index.html`). */
export function listFiles(dir: string, base = ""): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${base}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "page-data" || entry.name === "static" ? [] : listFiles(dir, relative);
    return [relative];
  });
}

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

/** The URL path a built HTML file answers: `/a/index.html` is `/a/`. */
export function pagePathOf(file: string): string {
  return file.endsWith("/index.html") ? file.slice(0, -"index.html".length) : file;
}

/**
 * What the link check read from each page, kept for the next build (in the site's `.cache`): a page
 * the next build leaves as it was (outputs/finish-pages `FinishPlan`) is not read again. The record
 * holds the token of the build whose pages it describes; it is used only by the build right after
 * that one finished every page, so a build stopped between finishing and checking is not trusted.
 */
export interface LinkCheckReuse {
  file: string;
  /** Pages still as the build of `lastFinish` finished them. */
  unchanged: readonly string[];
  lastFinish?: string;
  /** This build's token, written in the record. */
  token: string;
}

interface LinkCheckRecord {
  token: string;
  /** Every id and link, once: pages name them by index. */
  strings: string[];
  /** Each page's ids and links, by file. */
  pages: Record<string, [number[], number[]]>;
}

function readLinkCheckRecord(reuse: LinkCheckReuse, keep: (value: string) => string): Map<string, Omit<BuiltPage, "path">> {
  const found = new Map<string, Omit<BuiltPage, "path">>();
  if (!reuse.lastFinish || reuse.unchanged.length === 0) return found;
  let record: LinkCheckRecord;
  try {
    record = JSON.parse(fs.readFileSync(reuse.file, "utf8")) as LinkCheckRecord;
  } catch {
    return found;
  }
  if (record.token !== reuse.lastFinish) return found;
  const strings = record.strings.map(keep);
  for (const file of reuse.unchanged) {
    const page = record.pages[file];
    if (page) found.set(file, { ids: new Set(page[0].map((i) => strings[i])), links: page[1].map((i) => strings[i]) });
  }
  return found;
}

function writeLinkCheckRecord(reuse: LinkCheckReuse, pages: readonly { file: string; page: BuiltPage }[]): void {
  const index = new Map<string, number>();
  const strings: string[] = [];
  const at = (value: string) => {
    let i = index.get(value);
    if (i === undefined) index.set(value, (i = strings.push(value) - 1));
    return i;
  };
  const record: LinkCheckRecord = { token: reuse.token, strings, pages: {} };
  for (const { file, page } of pages) record.pages[file] = [[...page.ids].map(at), page.links.map(at)];
  fs.mkdirSync(path.dirname(reuse.file), { recursive: true });
  const partial = `${reuse.file}.${process.pid}.partial`;
  fs.writeFileSync(partial, JSON.stringify(record));
  fs.renameSync(partial, reuse.file);
}

/** Reads every page of a built site (or, with `reuse`, every page changed since the last build) and returns its broken links. */
export function checkBuiltSite(publicDir: string, reuse?: LinkCheckReuse, files: readonly string[] = listFiles(publicDir)) {
  const keep = stringPool();
  const buffer = Buffer.alloc(64 * 1024);
  const known = reuse ? readLinkCheckRecord(reuse, keep) : new Map<string, Omit<BuiltPage, "path">>();
  const pages = files
    .filter((file) => file.endsWith(".html"))
    .map((file) => {
      const kept = known.get(file);
      return { file, page: kept ? { path: pagePathOf(file), ...kept } : readBuiltPage(readInPieces(path.join(publicDir, file), buffer), pagePathOf(file), keep) };
    });
  if (reuse) writeLinkCheckRecord(reuse, pages);
  return { pages: pages.length, reused: known.size, broken: findBrokenLinks(pages.map(({ page }) => page), new Set(files)) };
}

/** A check as its worker thread is sent it. */
interface CheckRequest {
  publicDir: string;
  reuse?: LinkCheckReuse;
  files?: readonly string[];
}

type CheckAnswer = ReturnType<typeof checkBuiltSite>;

const checkTask = new CompiledTask<CheckRequest, CheckAnswer>("cairn-check-built-site", async ({ publicDir, reuse, files }) => checkBuiltSite(publicDir, reuse, files), { size: 1 });

/**
 * Up to this many pages to read, the check runs on the main thread: its thread would take longer
 * to start (it loads the build's code, about a fifth of a second) than reading them does.
 */
export const READ_IN_PLACE_PAGES = 100;

/** The pages a check would read: every page, less those the last build's record (if any) answers for. */
export function pagesToRead(files: readonly string[], reuse?: LinkCheckReuse): number {
  const pages = files.filter((file) => file.endsWith(".html")).length;
  return reuse?.lastFinish && fs.existsSync(reuse.file) ? pages - reuse.unchanged.length : pages;
}

/**
 * `checkBuiltSite` in a worker thread, beside the main thread: a build finishes its pages (which
 * writes each whole or not at all, so the check reads the page before or after, with the same
 * links) while their links are checked, and the check's reading of every page happens in the
 * worker's heap, not the build's. A thread that ends without an answer stops the build. Outside
 * `gatsby build`, and in a rebuild that reads few pages again (`READ_IN_PLACE_PAGES`), it runs in place.
 */
export function checkBuiltSiteInWorker(publicDir: string, reuse?: LinkCheckReuse, files?: readonly string[]): Promise<CheckAnswer> {
  if (files && pagesToRead(files, reuse) <= READ_IN_PLACE_PAGES) return Promise.resolve().then(() => checkBuiltSite(publicDir, reuse, files));
  return checkTask.run(path.dirname(publicDir), { publicDir, reuse, files });
}

/**
 * Checks the built site's links. When one is broken the build fails, and the entry page is
 * removed so the site does not look like a good build (the unfinished-build note written when the
 * build began stays). Returns whether every link resolves.
 */
export async function checkBuiltLinks(publicDir: string, reporter: Reporter, checked: Promise<CheckAnswer> = checkBuiltSiteInWorker(publicDir)): Promise<boolean> {
  const activity = reporter.activityTimer("Checking internal links in the built pages");
  activity.start();
  const { pages, reused, broken } = await checked;
  activity.end();
  if (broken.length > 0) {
    fs.rmSync(path.join(publicDir, "index.html"), { force: true });
    reporter.panicOnBuild(`Broken links: ${broken.length} internal link(s) in the built site reach no page or anchor:\n${formatBrokenLinks(broken)}`);
    return false;
  }
  reporter.info(`Link check: ${pages} pages, every internal link and anchor resolves` + (reused > 0 ? ` (${reused} of them unchanged since the last build, not read again)` : ""));
  return true;
}
