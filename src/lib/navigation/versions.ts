/** The docs versions the site offers, and the reader's stored preference among them. */
export interface DocsVersion {
  name: string;
  label: string;
}

/** The stored preferred version if it still exists; otherwise undefined (and it should be cleared). */
export function validPreferredVersion(stored: string | null, versions: readonly DocsVersion[]): string | undefined {
  return stored !== null && versions.some((v) => v.name === stored) ? stored : undefined;
}
