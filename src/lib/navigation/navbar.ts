/** Decisions of the navbar, kept out of its components. */

/**
 * Whether the navbar shows after a scroll from `previousY` to `currentY`: always near the top,
 * hidden while scrolling down past it, shown again on any scroll up.
 */
export function navbarVisibleAfterScroll(previousY: number, currentY: number, navbarHeight: number): boolean {
  if (currentY < navbarHeight) return true;
  return currentY < previousY;
}

/** True when a window of this width gets the desktop layout: strictly above the breakpoint (996 px). */
export function isDesktopWidth(width: number, breakpoint: number): boolean {
  return width > breakpoint;
}

/** The navbar link that is active for a path: the one whose first path segment matches. */
export function isNavItemActive(itemTo: string | undefined, currentPath: string): boolean {
  if (!itemTo || !itemTo.startsWith("/")) return false;
  const section = itemTo.split("/").filter(Boolean)[0];
  return section !== undefined && (currentPath === `/${section}` || currentPath.startsWith(`/${section}/`));
}

/** The same page under another locale's base path (the locale switcher's links). */
export function localizedPath(currentPath: string, localeBasePath: string): string {
  const base = localeBasePath.replace(/\/+$/, "");
  return `${base}${currentPath.startsWith("/") ? currentPath : `/${currentPath}`}`;
}
