/** What the keyboard shortcuts for search are (spec 2.8). */

interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

interface FocusLike {
  tagName?: string;
  isContentEditable?: boolean;
}

/** True when the focused element takes typing, so "/" must stay a character there. */
export function isTypingTarget(element: FocusLike | null | undefined): boolean {
  if (!element) return false;
  const tag = element.tagName?.toUpperCase();
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || element.isContentEditable === true;
}

/** Ctrl+K or Cmd+K anywhere; "/" only when the reader is not typing in a field. */
export function isSearchHotkey(event: KeyLike, focused: FocusLike | null | undefined): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "k") return true;
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(focused);
}
