/** The docs versions the site offers, and the reader's stored preference among them. */

/** A docs version as configured in src/site-config.ts. */
export interface DocsVersionConfig {
  /** Name stored as the reader's preference (`current`: the docs as they are now). */
  name: string;
  /** Label the versions dropdown shows (`Next`). */
  label: string;
  /** Path the version's docs are served under (`/`: the site root). */
  path: string;
  /** Id of the doc the version opens on (its docs home). */
  mainDocId: string;
}

/** A docs version as the shell uses it. */
export interface DocsVersion {
  name: string;
  label: string;
  /** Whether it is the latest released version, the one readers get by default. */
  isLast?: boolean;
  /** Path of its main doc, where choosing the version leads from a page that is not a doc. */
  mainDocPath?: string;
}

/**
 * Whether a version is the last: the latest released one. With versions listed newest first and
 * the docs as they are now (`current`) the only one, that one is the last, as readers see it.
 */
export function isLastVersion(version: { name: string }, versions: readonly { name: string }[]): boolean {
  const released = versions.filter((v) => v.name !== "current");
  return released.length === 0 ? version.name === "current" : released[0].name === version.name;
}

/** The stored preferred version if it still exists; otherwise undefined (and it should be cleared). */
export function validPreferredVersion(stored: string | null, versions: readonly DocsVersion[]): string | undefined {
  return stored !== null && versions.some((v) => v.name === stored) ? stored : undefined;
}
