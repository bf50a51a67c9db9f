import { useCallback, useRef } from "react";
import { collapsibleDuration } from "../lib/browser/collapsible";

/**
 * Opens and closes a panel by animating its height, for a duration that follows the content's
 * height (lib/browser/collapsible), so tall and short panels feel alike. Readers who ask for
 * reduced motion get the change at once.
 * Shared by `<details>` in docs and the sidebar's categories.
 */
export function useHeightAnimation<T extends HTMLElement>() {
  const ref = useRef<T>(null);

  /** Animates from one height to another, then calls `done` (at once without an element or with reduced motion). */
  const animate = useCallback((from: number, to: number, done: () => void) => {
    const element = ref.current;
    const duration = collapsibleDuration(Math.max(from, to));
    if (!element || duration === 0 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      done();
      return;
    }
    element.style.height = `${from}px`;
    element.style.overflow = "hidden";
    element.style.transition = `height ${duration}ms ease-in-out`;
    requestAnimationFrame(() => {
      element.style.height = `${to}px`;
    });
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      element.removeEventListener("transitionend", finish);
      element.style.height = "";
      element.style.overflow = "";
      element.style.transition = "";
      done();
    };
    element.addEventListener("transitionend", finish);
    // A transition that never runs (a hidden tab, a detached element) still ends.
    window.setTimeout(finish, duration + 100);
  }, []);

  /** Expands: call after the content is shown, so its height can be measured. */
  const expand = useCallback(() => {
    requestAnimationFrame(() => animate(0, ref.current?.scrollHeight ?? 0, () => undefined));
  }, [animate]);

  /** Collapses, then calls `hide` to take the content out of view. */
  const collapse = useCallback((hide: () => void) => animate(ref.current?.scrollHeight ?? 0, 0, hide), [animate]);

  return { ref, expand, collapse };
}
