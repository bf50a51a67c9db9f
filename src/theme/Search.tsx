import React, { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { pageSearchIntent } from "../lib/search/intent";

/** The modal's code (DocSearch included) is a separate chunk, fetched on first use. */
export const loadSearchModal = () => import(/* webpackChunkName: "search-modal" */ "./SearchModal");
const SearchModal = lazy(loadSearchModal);

interface SearchValue {
  isOpen: boolean;
  /** The text to start with (what the reader typed on "/" or in the box). */
  initialQuery: string;
  open(initialQuery?: string): void;
  close(): void;
}

const SearchContext = createContext<SearchValue | null>(null);

/**
 * Whether search is open. The shortcuts that open it (Ctrl/Cmd+K, "/") are heard by the listener
 * inlined in the page's head (lib/search/intent), from first paint: this provider subscribes to it
 * and opens search for a request the reader made before the app hydrated.
 */
export function SearchProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState("");
  const open = useCallback((query = "") => {
    const intent = pageSearchIntent(window);
    if (!intent.open) {
      intent.open = true;
      intent.buffering = true;
      intent.keys = [];
    }
    setInitialQuery(query);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    const intent = pageSearchIntent(window);
    intent.open = false;
    intent.buffering = false;
    intent.keys = [];
    setOpen(false);
  }, []);

  useEffect(() => {
    const intent = pageSearchIntent(window);
    intent.onOpen = () => open();
    if (intent.open) open();
    return () => {
      intent.onOpen = null;
    };
  }, [open]);

  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [isOpen, close]);

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
