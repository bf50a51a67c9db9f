import { useEffect, useState } from "react";
import { DESKTOP_BREAKPOINT_PX } from "../lib/browser/constants";
import { isDesktopWidth } from "../lib/navigation/navbar";

/** True above the desktop breakpoint; the server and first render assume desktop. */
export function useIsDesktop(): boolean {
  const [desktop, setDesktop] = useState(true);
  useEffect(() => {
    const update = () => setDesktop(isDesktopWidth(window.innerWidth, DESKTOP_BREAKPOINT_PX));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return desktop;
}
