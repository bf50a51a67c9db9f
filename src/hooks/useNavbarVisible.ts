import { useEffect, useRef, useState } from "react";
import { navbarVisibleAfterScroll } from "../lib/navigation/navbar";

/** Hides the navbar while the reader scrolls down; shows it on scroll up and near the top. */
export function useNavbarVisible(navbarHeight: number): boolean {
  const [visible, setVisible] = useState(true);
  const lastY = useRef(0);
  useEffect(() => {
    lastY.current = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        if (y !== lastY.current) setVisible(navbarVisibleAfterScroll(lastY.current, y, navbarHeight));
        lastY.current = y;
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [navbarHeight]);
  return visible;
}
