/**
 * Removes what an incremental build leaves behind (lib/build/stale-files): the Markdown of deleted
 * docs and the scripts and stylesheets of earlier compilations. A tab still open on an older build
 * that asks for one of them gets a 404 and loads the page afresh (theme/deploy.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { orphanMarkdownPages, staleAssets } from "../../../lib/build/stale-files";
import { searchStylesheet } from "../search-stylesheet";
import type { BuildSession } from "../session";

/** Removes the stale files of `public/` (all its files as site paths); returns them. */
export function pruneStaleFiles(session: Pick<BuildSession, "publicDir" | "siteDir" | "handovers">, files: readonly string[]): string[] {
  const { publicDir } = session;
  const assets = session.handovers.browserBundles?.assets;
  const current = new Set([...(assets ?? []), path.posix.basename(searchStylesheet(session.siteDir).href)]);
  // Without the compilation's list (it did not run in this process), no asset is judged stale.
  const stale = [...(assets ? staleAssets(fs.readdirSync(publicDir), current) : []).map((name) => `/${name}`), ...orphanMarkdownPages(files)];
  for (const file of stale) {
    const full = path.join(publicDir, file);
    fs.rmSync(full, { force: true });
    const folder = path.dirname(full);
    if (folder !== publicDir && fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
  }
  return stale;
}
