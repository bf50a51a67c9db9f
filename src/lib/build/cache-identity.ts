/**
 * What a webpack cache was built by, named without walking the installed packages.
 *
 * Webpack keeps a compilation's cache only while the code that configured it is the same: its
 * "build dependencies". Gatsby lists its own webpack config and each plugin's gatsby-node, and
 * webpack finds everything those files loaded by walking their require graph and resolving every
 * package of it again (about 4,500 files of Gatsby, Babel and webpack here), twice per cold build,
 * on the main thread: two seconds of a 1,000-page build, and a check of the same graph in every
 * rebuild. For installed packages that walk only ever compares package versions.
 *
 * npm records the exact installed tree, every package with its version and integrity, in
 * `node_modules/.package-lock.json`, and rewrites it whenever it installs or removes anything. A
 * digest of that record and of the site's own build dependencies (the compiled gatsby-node, which
 * bundles the site's code) is a cache version that changes whenever webpack's
 * walk could have found a change, and only then. Files inside node_modules are named by the record;
 * every other file is read whole.
 */
import { createHash } from "node:crypto";

/** One input of the identity: a file's name and its content. */
export interface IdentityPart {
  name: string;
  content: string | Uint8Array;
}

/** Whether a file belongs to an installed package (named by npm's record of the installed tree). */
export const isInstalledFile = (file: string): boolean => /[\\/]node_modules[\\/]/.test(file);

/**
 * The build dependencies webpack would walk, split into those npm's record of the installed tree
 * names and the site's own files, which are read whole (each once, in a stable order).
 */
export function splitBuildDependencies(files: Iterable<string>): { installed: string[]; own: string[] } {
  const unique = [...new Set(files)].sort();
  return { installed: unique.filter(isInstalledFile), own: unique.filter((file) => !isInstalledFile(file)) };
}

/**
 * A digest of the parts, whatever their order: each name and length go in before the content, so
 * no two different lists of parts give the same stream of bytes.
 */
export function cacheIdentity(parts: readonly IdentityPart[]): string {
  const hash = createHash("sha256");
  for (const part of [...parts].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const content = typeof part.content === "string" ? Buffer.from(part.content) : part.content;
    hash.update(`${part.name}\0${content.byteLength}\0`);
    hash.update(content);
  }
  return hash.digest("hex").slice(0, 24);
}
