/**
 * What an incremental build leaves behind that a cold build would not write: Gatsby removes the
 * pages of deleted docs, but not the site's own files beside them, nor the scripts and stylesheets
 * of earlier compilations. Found here, removed by the output stage (gatsby/node/outputs/prune.ts),
 * so `public/` after a rebuild is what a cold build writes.
 */

/** A top-level file named like a build asset: `name-<content hash>.js|.css` (and webpack's licence files). */
const HASHED_ASSET = /^[\w.-]+[-.][0-9a-f]{12,20}\.(js|css)(\.LICENSE\.txt|\.map)?$/;

/** Top-level files of `public/` named like build assets that this build did not emit. */
export function staleAssets(topLevelFiles: readonly string[], current: ReadonlySet<string>): string[] {
  return topLevelFiles.filter((name) => HASHED_ASSET.test(name) && !current.has(name));
}

/**
 * The `index.md` of folders that have no page any more (`/old/index.md` without `/old/index.html`),
 * from every file of `public/` as site paths.
 */
export function orphanMarkdownPages(files: readonly string[]): string[] {
  const all = new Set(files);
  return files.filter((file) => file.endsWith("/index.md") && !all.has(file.replace(/index\.md$/, "index.html")));
}
