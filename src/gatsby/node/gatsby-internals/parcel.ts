/**
 * Gatsby compiles gatsby-node.ts and gatsby-config.ts with Parcel at the start of every build
 * (./shapes.ts, "parcel-cache": its cache folder and the watcher it snapshots the site folder with).
 * Parcel learns what changed since its last run by walking the whole site folder and comparing it
 * with a snapshot of the folder taken when it last ran: the build's own output then counts as
 * changes. After a cold build of 10,000 pages, the next build's Parcel went through 157,000 new
 * files of public/ and .cache/, one at a time against its globs: 9 s before any page work.
 *
 * After a build that wrote most of its pages, the snapshot is taken again, at the end: the next
 * build's Parcel then finds only what changed since. This is exact only if none of Parcel's inputs
 * changed while the build ran, so it is done only when no file of the site folder outside its
 * outputs (public/, .cache/, node_modules/, .git/) is newer than this build's compiled
 * gatsby-node, and only where Parcel's project root is the site folder itself (no lockfile or
 * repository above it). Anything else leaves Parcel's own snapshot: the next build is then only
 * slower.
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { compiledGatsbyNodeFile } from "./compiled";

/** Files Parcel takes as a project's root (its resolveOptions). */
const ROOT_MARKERS = ["yarn.lock", "package-lock.json", "pnpm-lock.yaml", ".git", ".hg"];
/** Folders of the site holding what builds and installs write, not what Parcel compiles. */
const OUTPUTS = new Set(["public", ".cache", "node_modules", ".git", ".hg"]);
/** Files the build itself writes in the site's sources: Gatsby's GraphQL types (graphqlTypegen). */
const WRITTEN_BY_THE_BUILD = new Set([path.join("src", "gatsby-types.d.ts")]);

/** Parcel's project root for a site folder: the nearest folder up with a lockfile or repository, else the site folder. */
export function parcelProjectRoot(siteDir: string): string {
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    if (ROOT_MARKERS.some((marker) => fs.existsSync(path.join(dir, marker)))) return dir;
    if (path.dirname(dir) === dir) return siteDir;
  }
}

/** Whether any file under `dir` (outputs and links not followed) was modified after `since` (ms). */
export function changedSince(dir: string, since: number, top = true, root = dir): boolean {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (top && OUTPUTS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (WRITTEN_BY_THE_BUILD.has(path.relative(root, full))) continue;
    if (entry.isDirectory() ? changedSince(full, since, false, root) : entry.isFile() && fs.statSync(full).mtimeMs > since) return true;
  }
  return false;
}

interface Watcher {
  writeSnapshot(dir: string, snapshot: string, options: { ignore: string[] }): Promise<string>;
}

/** Pages a build must have written whole (rendered anew) for the snapshot to be worth taking again. */
export const REFRESH_AFTER_PAGES = 1000;

/** What came of taking the snapshot again: taken, skipped for a reason of this build, or Parcel's layout not as expected. */
export type SnapshotOutcome = { taken: true } | { taken: false; why: string; unexpected: boolean };

/** Takes Parcel's snapshot of the site folder again (see above), or says why not. */
export async function refreshParcelSnapshot(siteDir: string): Promise<SnapshotOutcome> {
  const cacheDir = path.join(siteDir, ".cache", ".parcel-cache");
  const compiled = compiledGatsbyNodeFile(siteDir);
  const layout = (why: string): SnapshotOutcome => ({ taken: false, why, unexpected: true });
  if (!fs.existsSync(cacheDir) || !fs.existsSync(compiled)) return layout("Parcel's cache (.cache/.parcel-cache) or Gatsby's compiled gatsby-node is not there");
  const snapshots = fs.readdirSync(cacheDir).filter((name) => /^[0-9a-f]+\.txt$/.test(name));
  if (snapshots.length !== 1) return layout(`Parcel's cache holds ${snapshots.length} snapshots, not one`);
  if (parcelProjectRoot(siteDir) !== siteDir) return { taken: false, why: "Parcel's project root is above the site folder", unexpected: false };
  if (changedSince(siteDir, fs.statSync(compiled).mtimeMs)) return { taken: false, why: "a file of the site changed while it was built", unexpected: false };
  // The watcher Parcel itself uses, which wrote the snapshot being replaced.
  const fromSite = createRequire(path.join(siteDir, "package.json"));
  const fromParcel = createRequire(fromSite.resolve("@parcel/core"));
  const watcher = fromParcel("@parcel/watcher") as Partial<Watcher>;
  if (typeof watcher.writeSnapshot !== "function") return layout("Parcel's @parcel/watcher has no writeSnapshot");
  const snapshot = path.join(cacheDir, snapshots[0]);
  const partial = `${snapshot}.${process.pid}.partial`;
  await watcher.writeSnapshot(siteDir, partial, { ignore: [cacheDir, path.join(siteDir, ".git"), path.join(siteDir, ".hg")] });
  fs.renameSync(partial, snapshot);
  return { taken: true };
}
