/**
 * Compiled doc bodies, kept beside Gatsby's node store rather than in it.
 *
 * A doc's body is a tree of thousands of small objects. Held in its Doc node, Gatsby walked every
 * one of them when the node was created and read (it tracks each nested object's node), packed
 * them into LMDB and kept them in the heap of the main process and of every query worker: at
 * 10,000 docs the build spent most of its time collecting garbage and used 5 GB. The node now
 * holds the body's content hash (`bodyHash`, so its digest still changes when the body does),
 * the tree is written once as JSON to `.cache/cairn-doc-bodies/<hash>.json`, and the `body` field
 * reads it when a query asks for it (./resolvers). `gatsby clean` removes both together.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Where the bodies of a site folder are kept. */
export const docBodiesDir = (siteDir: string = process.cwd()): string => path.join(siteDir, ".cache", "cairn-doc-bodies");

const HASH = /^[0-9a-f]{32}$/;

/** Writes a compiled body (once per distinct content) and returns its hash, for the Doc node. */
export function storeDocBody(tree: unknown, dir: string = docBodiesDir()): string {
  const json = JSON.stringify(tree);
  const hash = createHash("sha256").update(json).digest("hex").slice(0, 32);
  const file = path.join(dir, `${hash}.json`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    // Written whole under a temporary name and renamed: a query worker never reads half a body.
    const partial = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(partial, json);
    fs.renameSync(partial, file);
  }
  return hash;
}

/**
 * The compiled body with this hash, or undefined when there is none: a Doc node made before bodies
 * were kept here has no hash, and a hand-edited .cache/ may have lost the file (./resolvers then
 * compiles the doc again).
 */
export function readDocBody(hash: unknown, dir: string = docBodiesDir()): unknown {
  if (typeof hash !== "string" || !HASH.test(hash)) return undefined;
  let json: string;
  try {
    json = fs.readFileSync(path.join(dir, `${hash}.json`), "utf8");
  } catch {
    return undefined;
  }
  return JSON.parse(json);
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
