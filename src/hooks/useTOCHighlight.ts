import { useEffect, useState } from "react";
import { findActiveHeading } from "../lib/navigation/toc";
import { TOC_ACTIVE_OFFSET_PX } from "../lib/browser/constants";

/**
 * The id of the heading the reader is in, updated while scrolling (once per animation frame).
 * The activation line sits just below the sticky navbar.
 */
export function useTOCHighlight(ids: readonly string[], offset = TOC_ACTIVE_OFFSET_PX): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (ids.length === 0) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = ids.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY);
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom ? ids[ids.length - 1] : findActiveHeading(ids, tops, offset));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [ids, offset]);
  return active;
}
