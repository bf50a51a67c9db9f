import React, { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { DEFAULT_COLOR_MODE, initialColorMode, type ColorMode } from "../lib/browser/color-mode";
import { STORAGE_KEYS, storage } from "../lib/browser/storage";

interface ColorModeValue {
  colorMode: ColorMode;
  /** Switches the mode; `persist: false` for changes the reader did not choose (system changes). */
  setColorMode(mode: ColorMode, options?: { persist?: boolean }): void;
  /** Switches to the other mode than the page shows (the page, not this render, is the truth). */
  toggleColorMode(): void;
}

const ColorModeContext = createContext<ColorModeValue | null>(null);

/**
 * Light unless the reader chose dark (the inline head script already applied the stored choice
 * before first paint); later changes of the system preference are followed.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  // Server HTML is light; after mount, read what the head scripts applied (the stored mode, or a
  // switch made before the app started). As a transition: an urgent update of this context while
  // the sidebar, body and table of contents are still hydrating would make React drop their server
  // HTML and render them again (React error 421); they hydrate first.
  const [colorMode, setState] = useState<ColorMode>(DEFAULT_COLOR_MODE);
  useEffect(() => {
    const applied = initialColorMode(document.documentElement.getAttribute("data-theme"));
    startTransition(() => setState(applied));
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

  const toggleColorMode = useCallback(() => setColorMode(initialColorMode(document.documentElement.getAttribute("data-theme")) === "dark" ? "light" : "dark"), [setColorMode]);

  const value = useMemo(() => ({ colorMode, setColorMode, toggleColorMode }), [colorMode, setColorMode, toggleColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext);
  if (!value) throw new Error("useColorMode must be used inside <ColorModeProvider> (wrapRootElement in gatsby-browser/gatsby-ssr)");
  return value;
}
