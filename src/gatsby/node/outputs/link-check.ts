/**
 * After the build: every internal link in every built page must reach a built page, and every
 * anchor an id on it (a broken link fails the build). Run last by the output stage (./index.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isMainThread } from "node:worker_threads";
import type { Reporter } from "gatsby";
import { findBrokenLinks, formatBrokenLinks, type BuiltPage } from "../../../lib/build/link-check";
import { pagePathOf } from "../../../lib/build/page-files";
import { seconds } from "../../../lib/build/fast-paths";
import { NO_PAGE_FOLDERS } from "../gatsby-internals";
import type { BuildSession } from "../session";
import { PagesRead } from "./read-pages";
import { CompiledTask, threadsBundle } from "../worker-pool";

/** Every file under `dir`, as site paths (`/intro/index.html`). */
export function listFiles(dir: string, base = ""): string[] {
  return fs.readdirSync(path.join(dir, base), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${base}/${entry.name}`;
    if (entry.isDirectory()) return base === "" && NO_PAGE_FOLDERS.has(entry.name) ? [] : listFiles(dir, relative);
    return [relative];
  });
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

/**
 * Reads every page of a built site (or, with `reuse`, every page changed since the last build) and
 * returns its broken links. Pages already in `read` are not read again: they must be as they are now.
 */
export function checkBuiltSite(publicDir: string, reuse?: LinkCheckReuse, files: readonly string[] = listFiles(publicDir), read = new PagesRead()) {
  const known = reuse ? readLinkCheckRecord(reuse, read.keep) : new Map<string, Omit<BuiltPage, "path">>();
  const html = files.filter((file) => file.endsWith(".html"));
  read.read(
    publicDir,
    html.filter((file) => !known.has(file)),
  );
  const pages = html.map((file) => {
    const kept = known.get(file);
    const page = kept ? { path: pagePathOf(file), ...kept } : read.pages.get(file);
    if (!page) throw new Error(`${file}: listed but not read`);
    return { file, page };
  });
  if (reuse) writeLinkCheckRecord(reuse, pages);
  return { pages: pages.length, reused: known.size, readMs: read.readMs, broken: findBrokenLinks(pages.map(({ page }) => page), new Set(files)) };
}

/** A job of the check's thread: read some pages of this build early, or check the whole site. */
type CheckRequest =
  | { kind: "read"; build: string; publicDir: string; files: readonly string[] }
  | { kind: "check"; build?: string; publicDir: string; reuse?: LinkCheckReuse; files?: readonly string[] };

type CheckAnswer = ReturnType<typeof checkBuiltSite>;

/** In the check's thread: the pages a build has read so far, by the build's id. */
let readSoFar: { build: string; read: PagesRead } | undefined;

function pagesReadBy(build: string | undefined): PagesRead {
  if (build === undefined) return new PagesRead();
  if (readSoFar?.build !== build) readSoFar = { build, read: new PagesRead() };
  return readSoFar.read;
}

/**
 * In the check's thread, once: its nice value raised, so that while Gatsby's HTML worker and the
 * build's main thread are busy (the pages are read as they are rendered) they keep the cores, and
 * the check reads in the time they leave. Linux keeps a nice value per thread; elsewhere it would
 * be the whole build's, so it is left alone.
 */
let yielded = false;
function yieldCores(): void {
  if (yielded || isMainThread || process.platform !== "linux") return;
  yielded = true;
  try {
    os.setPriority(10);
  } catch {
    // Not allowed here: the check runs at the build's priority.
  }
}

const checkTask = new CompiledTask<CheckRequest, CheckAnswer | { read: number }>(
  "cairn-check-built-site",
  async (request) => {
    yieldCores();
    if (request.kind === "read") {
      const read = pagesReadBy(request.build);
      read.read(request.publicDir, request.files);
      return { read: read.pages.size };
    }
    const read = pagesReadBy(request.build);
    readSoFar = undefined;
    return checkBuiltSite(request.publicDir, request.reuse, request.files, read);
  },
  // Kept between the pages read early and the check, which can be seconds apart.
  { size: 1, idleMs: 60_000 },
);

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
 * Reads pages of this build (`build`, an id the check is then given too) in the check's thread
 * before the check: a build's pages, finished a batch at a time while Gatsby renders the next
 * ones, are read meanwhile on the other core instead of all at the end. A page given must not
 * change before the check. Resolves to the number of pages read so far; should the thread end,
 * the check reads them again.
 */
export async function readBuiltPagesEarly(session: BuildSession, build: string, files: readonly string[]): Promise<number> {
  const answer = await checkTask.run(threadsBundle(session, "link-check-thread"), { kind: "read", build, publicDir: session.publicDir, files });
  return "read" in answer ? answer.read : 0;
}

/**
 * `checkBuiltSite` in a worker thread, beside the main thread: a build finishes its pages (which
 * writes each whole or not at all, so the check reads the page before or after, with the same
 * links) while their links are checked, and the check's reading of every page happens in the
 * worker's heap, not the build's. A thread that ends without an answer stops the build. Outside
 * `gatsby build`, with its fast path off, and in a rebuild that reads few pages again
 * (`READ_IN_PLACE_PAGES`) and read none early (`build`), it runs in place.
 */
export async function checkBuiltSiteInWorker(session: BuildSession, reuse?: LinkCheckReuse, files?: readonly string[], build?: string): Promise<CheckAnswer> {
  const { publicDir, fastPaths } = session;
  if (build === undefined && files && pagesToRead(files, reuse) <= readInPlacePages(session)) {
    if (fastPaths.on("link-check-thread")) fastPaths.skipped("link-check-thread", `not needed: ${pagesToRead(files, reuse)} pages to read, fewer than a thread takes to start (${readInPlacePages(session)})`);
    return checkBuiltSite(publicDir, reuse, files);
  }
  const bundle = threadsBundle(session, "link-check-thread");
  const answer = await checkTask.run(bundle, { kind: "check", build, publicDir, reuse, files });
  if ("read" in answer) throw new Error("The link check's thread answered a check as a read");
  if (bundle) fastPaths.ran("link-check-thread", `${answer.pages - answer.reused} pages read in the check's thread beside the build, ${seconds(answer.readMs)} of reading off the main thread`);
  return answer;
}

/**
 * Pages the check reads in place rather than in its thread: `READ_IN_PLACE_PAGES`, or none with
 * CAIRN_FAST_PATHS_AT_ANY_SIZE (the fixture build that proves the thread runs is small).
 */
export const readInPlacePages = (session: BuildSession): number => (session.anySize ? 0 : READ_IN_PLACE_PAGES);

/**
 * Checks the built site's links. When one is broken the build fails, and the entry page is
 * removed so the site does not look like a good build (the unfinished-build note written when the
 * build began stays). Returns whether every link resolves.
 */
export async function checkBuiltLinks(publicDir: string, reporter: Reporter, checked: Promise<CheckAnswer>): Promise<boolean> {
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
