import React, { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { DEFAULT_COLOR_MODE, initialColorMode, type ColorMode } from "../lib/browser/color-mode";
import { STORAGE_KEYS, storage } from "../lib/browser/storage";

interface ColorModeValue {
  colorMode: ColorMode;
  /** Switches the mode; `persist: false` for changes the reader did not choose (system changes). */
  setColorMode(mode: ColorMode, options?: { persist?: boolean }): void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

/**
 * Light unless the reader chose dark (the inline head script already applied the stored choice
 * before first paint); later changes of the system preference are followed.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  // Server HTML is light; after mount, read what the head script applied.
  const [colorMode, setState] = useState<ColorMode>(DEFAULT_COLOR_MODE);
  useEffect(() => {
    setState(initialColorMode(document.documentElement.getAttribute("data-theme")));
  }, []);

  const setColorMode = useCallback((mode: ColorMode, { persist = true } = {}) => {
    document.documentElement.setAttribute("data-theme", mode);
    if (persist) storage.set(STORAGE_KEYS.theme, mode);
    setState(mode);
  }, []);

  useEffect(() => {
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = (event: MediaQueryListEvent) => setColorMode(event.matches ? "dark" : "light", { persist: false });
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [setColorMode]);

  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error("useColorMode must be used inside <ColorModeProvider> (wrapRootElement in gatsby-browser/gatsby-ssr)");
  return value;
}
