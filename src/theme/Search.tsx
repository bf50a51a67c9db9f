import React, { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { isSearchHotkey } from "../lib/hotkeys";

/** The modal's code (DocSearch included) is a separate chunk, fetched on first use. */
export const loadSearchModal = () => import("../components/SearchModal");
const SearchModal = lazy(loadSearchModal);

interface SearchValue {
  isOpen: boolean;
  /** The text to start with (what the reader typed on "/" or in the box). */
  initialQuery: string;
  open(initialQuery?: string): void;
  close(): void;
}

const SearchContext = createContext<SearchValue | null>(null);

/** Whether search is open, and the keyboard shortcuts that open it (Ctrl/Cmd+K, "/"). */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState("");
  const open = useCallback((query = "") => {
    setInitialQuery(query);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isOpen) {
        if (event.key === "Escape") close();
        return;
      }
      if (isSearchHotkey(event, document.activeElement)) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [isOpen, open, close]);

  const value = useMemo(() => ({ isOpen, initialQuery, open, close }), [isOpen, initialQuery, open, close]);
  return (
    <SearchContext.Provider value={value}>
      {children}
      {isOpen ? (
        <Suspense fallback={null}>
          <SearchModal initialQuery={initialQuery} onClose={close} />
        </Suspense>
      ) : null}
    </SearchContext.Provider>
  );
}

export function useSearch(): SearchValue {
  const value = useContext(SearchContext);
  if (!value) throw new Error("useSearch must be used inside <SearchProvider> (wrapRootElement)");
  return value;
}
