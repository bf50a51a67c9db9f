import React, { createContext, lazy, startTransition, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { pageSearchIntent } from "../lib/search/intent";
import { loadSearchStylesheet } from "./search-stylesheet";

/** The modal's code (DocSearch included) and its stylesheet are fetched together, on first use. */
export const loadSearchModal = () => Promise.all([import(/* webpackChunkName: "search-modal" */ "./SearchModal"), loadSearchStylesheet()]).then(([module]) => module);
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
    // A transition: opening search before the page has hydrated must not make React give up the
    // server HTML of the boundaries still hydrating (React error 421); they hydrate first.
    startTransition(() => {
      setInitialQuery(query);
      setOpen(true);
    });
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
