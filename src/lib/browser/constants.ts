/**
 * The constants of the site's behavior in the browser (breakpoint, delays, progress bar, image
 * zoom), in one place, so components and tests read the same values.
 */

/** Above this window width the layout is desktop; at or below it, the mobile menu. */
export const DESKTOP_BREAKPOINT_PX = 996;
/** A navigation shows the progress bar only when loading the next page takes longer than this. */
export const NAVIGATION_PROGRESS_DELAY_MS = 1000;
/** Page scrolling is restored this long after a modal closes. */
export const MODAL_SCROLL_RESTORE_DELAY_MS = 300;
/** The progress bar: start value, animation speed, trickle increment and interval. */
export const PROGRESS_BAR = { minimum: 0.08, speedMs: 200, trickleRate: 0.02, trickleSpeedMs: 800 } as const;
/** Image zoom in the Markdown body: attached after a second, edge to edge, on white. */
export const IMAGE_ZOOM = { attachDelayMs: 1000, margin: 0, scrollOffset: 40, background: "#fff", selector: ".markdown img:not(.no-zoom)" } as const;
/** Height of the navbar; the navbar hides on scroll only once the page has moved past it. */
export const NAVBAR_HEIGHT_PX = 60;
/** The table of contents marks a heading active once it passes this line below the navbar. */
export const TOC_ACTIVE_OFFSET_PX = 100;
