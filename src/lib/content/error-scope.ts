/**
 * Which pages a content error concerns, for the dev server's overlay: an error in a doc shows on
 * that doc's page, one in a catalog file on its module's reference page, and one in a file every
 * page is built from (sidebars.yaml, tags.yaml, anything else) on every page.
 */
import { docIdFromRelativePath, docPath, sitePagePath, type TrailingSlashPolicy } from "../navigation/paths";
import { servicePagePath } from "./service-pages";
import type { ContentErrorEntry, ParsedContentError } from "./error-report";

/**
 * The page a content file makes, from its path under the content folder: a doc's page (its
 * frontmatter `slug` if it has one), a catalog module's reference page; null for any other file.
 */
export function pageOfContentFile(relativePath: string, policy: TrailingSlashPolicy, slug?: string | null): string | null {
  const file = relativePath.replace(/\\/g, "/");
  if (/^docs\/.+\.mdx?$/.test(file)) return docPath(docIdFromRelativePath(file.slice("docs/".length)), policy, slug);
  const catalog = /^catalog\/([a-z0-9-]+)\/([a-z0-9-]+)\.ya?ml$/.exec(file);
  return catalog ? sitePagePath(servicePagePath(`${catalog[1]}/${catalog[2]}`), policy) : null;
}

/** Gives each error the pages it concerns: `pageOf` names a file's page, or null when every page uses the file. */
export function scopeContentErrors(errors: readonly ParsedContentError[], pageOf: (file: string) => string | null): ContentErrorEntry[] {
  return errors.map((error) => {
    const page = error.file ? pageOf(error.file) : null;
    return { ...error, pages: page === null ? null : [page] };
  });
}

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);

/** The errors to show on the page at `pathname`: its own and those of every page, in order. */
export function contentErrorsForPath(errors: readonly ContentErrorEntry[], pathname: string): ContentErrorEntry[] {
  const here = withoutSlash(pathname);
  return errors.filter((error) => error.pages === null || error.pages.some((page) => withoutSlash(page) === here));
}
