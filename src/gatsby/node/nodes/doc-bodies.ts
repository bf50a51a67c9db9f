/**
 * Compiled doc bodies, kept beside Gatsby's node store rather than in it.
 *
 * A doc's body is a tree of thousands of small objects. Held in its Doc node, Gatsby walked every
 * one of them when the node was created and read (it tracks each nested object's node), packed
 * them into LMDB and kept them in the heap of the main process and of every query worker: at
 * 10,000 docs the build spent most of its time collecting garbage and used 5 GB. The node holds
 * the body's key (`bodyHash`), the tree and its headings are written once as JSON to
 * `.cache/cairn-doc-bodies/<key>.json`, and the `body` and `toc` fields read them when a query
 * asks (../resolvers.ts). `gatsby clean` removes both together.
 *
 * The key is known before the body is compiled (a digest of the doc's path, its MDX body and the
 * build code), so a build can make the Doc node at once and compile the body meanwhile (./doc).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { HeadingInfo } from "../../../lib/navigation/toc";

/** Where the bodies of a site folder are kept. */
export const docBodiesDir = (siteDir: string = process.cwd()): string => path.join(siteDir, ".cache", "cairn-doc-bodies");

const HASH = /^[0-9a-f]{32}$/;

/** What is kept of a compiled doc: the tree the template renders and the headings its table of contents lists. */
export interface StoredBody {
  tree: unknown;
  headings: HeadingInfo[];
}

/**
 * The key of a doc's compiled body: everything the compile reads but other docs (a relative
 * Markdown link's target; a rebuild keeps what it compiled, as before) goes in: the doc's path as
 * shown, its body, and the build code that compiles it (`buildCode`, the compiled gatsby-node's
 * fingerprint; a constant outside `gatsby build`).
 */
export function docBodyKey({ shown, body, buildCode }: { shown: string; body: string; buildCode: string }): string {
  return createHash("sha256").update(`${buildCode}\0${shown}\0`).update(body).digest("hex").slice(0, 32);
}

/** The last bodies read: a page's query asks for a doc's body and its table of contents. */
const recentReads = new Map<string, StoredBody>();
const RECENT_READS = 8;

/** Writes a compiled body under its key, whole (written under a temporary name, then renamed: a reader never sees half a body). */
export function storeDocBody(key: string, stored: StoredBody, dir: string = docBodiesDir()): void {
  if (!HASH.test(key)) throw new Error(`Not a doc body key: "${key}"`);
  const file = path.join(dir, `${key}.json`);
  fs.mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  fs.writeFileSync(partial, JSON.stringify(stored));
  fs.renameSync(partial, file);
  fs.rmSync(mark(dir, key, "compiling"), { force: true });
  recentReads.delete(`${dir}\0${key}`);
}

const isStoredBody = (value: unknown): value is StoredBody =>
  typeof value === "object" && value !== null && "tree" in value && Array.isArray((value as { headings?: unknown }).headings);

/**
 * The compiled body with this key, or undefined when there is none: a Doc node made before bodies
 * were kept this way, or a hand-edited .cache/ that lost the file (../resolvers.ts then compiles the doc again).
 */
export function readDocBody(key: unknown, dir: string = docBodiesDir()): StoredBody | undefined {
  if (typeof key !== "string" || !HASH.test(key)) return undefined;
  const memo = `${dir}\0${key}`;
  const recent = recentReads.get(memo);
  if (recent) return recent;
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(path.join(dir, `${key}.json`), "utf8"));
  } catch {
    return undefined;
  }
  if (!isStoredBody(parsed)) return undefined;
  recentReads.set(memo, parsed);
  const oldest = recentReads.keys().next().value;
  if (recentReads.size > RECENT_READS && oldest !== undefined) recentReads.delete(oldest);
  return parsed;
}

/**
 * Marks beside a body still to come, for other processes: `.compiling` while the build process
 * compiles it, `.failed` when its doc has a writer's error (reported by the build process).
 */
const mark = (dir: string, key: string, kind: "compiling" | "failed") => path.join(dir, `${key}.${kind}`);

/** Marks the body under this key as being compiled by this process (the mark goes when it is stored or fails). */
export function markDocBodyCompiling(key: string, dir: string = docBodiesDir()): void {
  if (!HASH.test(key)) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(mark(dir, key, "compiling"), "");
}

/** Marks the body under this key as one that will not come. */
export function markDocBodyFailed(key: string, dir: string = docBodiesDir()): void {
  if (!HASH.test(key)) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(mark(dir, key, "failed"), "");
  fs.rmSync(mark(dir, key, "compiling"), { force: true });
}

/** Removes every mark a build left (one that was stopped leaves its `.compiling` marks): a build starts with none. */
export function clearDocBodyMarks(dir: string = docBodiesDir()): void {
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) if (/\.(compiling|failed)$/.test(name)) fs.rmSync(path.join(dir, name), { force: true });
}

/**
 * A body another process is storing, waited for: a query in one of Gatsby's query worker processes
 * reads a body the build process may still be compiling (bodies compile while Gatsby bundles; with
 * more than two cores Gatsby runs the queries in worker processes, which do not share the build
 * process's list of bodies compiling). "failed" when its doc has a writer's error, "absent" when no
 * process is compiling it (the caller compiles it), or when it did not come within `timeoutMs`.
 */
export async function waitForDocBody(key: string, { dir = docBodiesDir(), timeoutMs = 10 * 60_000, pollMs = 25 } = {}): Promise<StoredBody | "failed" | "absent"> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const body = readDocBody(key, dir);
    if (body !== undefined) return body;
    if (fs.existsSync(mark(dir, key, "failed"))) return "failed";
    if (!fs.existsSync(mark(dir, key, "compiling")) || Date.now() > until) return "absent";
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Deletes the bodies no doc has any more (edited or deleted docs); returns how many. */
export function pruneDocBodies(keep: ReadonlySet<string>, dir: string = docBodiesDir()): number {
  if (!fs.existsSync(dir)) return 0;
  let removed = 0;
  for (const name of fs.readdirSync(dir)) {
    const hash = name.replace(/\.json$/, "");
    // A .tmp file is a write that never finished (its build was killed).
    if ((name.endsWith(".json") && HASH.test(hash) && !keep.has(hash)) || name.endsWith(".tmp")) {
      fs.rmSync(path.join(dir, name), { force: true });
      removed += 1;
    }
  }
  return removed;
}
