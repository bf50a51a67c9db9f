/**
 * Whether the announcement bar stays hidden: only when the reader dismissed this very
 * announcement. A new id shows the bar again to everyone.
 */
export function isAnnouncementDismissed(storedDismissed: string | null, storedId: string | null, currentId: string): boolean {
  return storedDismissed === "true" && storedId === currentId;
}
