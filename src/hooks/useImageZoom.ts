import { useEffect } from "react";
import { IMAGE_ZOOM } from "../lib/browser/constants";

/**
 * Images in the Markdown body zoom on click (not those with class `no-zoom`). medium-zoom is
 * loaded only on pages that have such images, and attached a second after the page shows.
 */
export function useImageZoom(pageKey: string): void {
  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      if (!document.querySelector(IMAGE_ZOOM.selector)) return;
      const { default: mediumZoom } = await import("medium-zoom");
      if (cancelled) return;
      const zoom = mediumZoom(IMAGE_ZOOM.selector, {
        margin: IMAGE_ZOOM.margin,
        scrollOffset: IMAGE_ZOOM.scrollOffset,
        background: IMAGE_ZOOM.background,
      });
      detach = () => zoom.detach();
    }, IMAGE_ZOOM.attachDelayMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      detach?.();
    };
  }, [pageKey]);
}
