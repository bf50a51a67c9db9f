import React, { Component, createContext, lazy, startTransition, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { pageSearchIntent } from "../lib/search/intent";
import { loadSearchStylesheet } from "./search-stylesheet";
import { wasRedeployed } from "./deploy";
import { pageLoadEvents } from "./Navigation";

/**
 * The modal's code (DocSearch included) and its stylesheet are fetched together, on first use. If
 * the code cannot be fetched because the site was deployed again (this page's chunks are gone),
 * the page loads afresh instead.
 */
export const loadSearchModal = () =>
  Promise.all([
    import(/* webpackChunkName: "search-modal" */ "./SearchModal").catch(async (error: unknown) => {
      if (await wasRedeployed()) {
        window.location.reload();
        return new Promise<never>(() => undefined);
      }
      throw error;
    }),
    loadSearchStylesheet(),
  ]).then(([module]) => module);

/** Turns a failed load of the modal's code into a callback instead of a crash of the whole app. */
class SearchLoadBoundary extends Component<{ children: ReactNode; onError(error: Error): void }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error): void {
    this.props.onError(error);
  }

  render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

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
  // React.lazy remembers a failed load: a retry needs a new lazy component.
  const [SearchModal, setSearchModal] = useState(() => lazy(loadSearchModal));
  const [attempt, setAttempt] = useState(0);
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

  // The modal's code could not load (offline, server error): the red box with Retry (./PageLoadError).
  const onLoadError = useCallback(
    (error: Error) => {
      close();
      pageLoadEvents.failed({
        path: window.location.pathname,
        message: `Search could not be loaded (${error.message}). Check your connection and try again.`,
        retry: () => {
          pageLoadEvents.clear();
          setSearchModal(() => lazy(loadSearchModal));
          setAttempt((n) => n + 1);
          open();
        },
      });
    },
    [close, open],
  );

  const value = useMemo(() => ({ isOpen, initialQuery, open, close }), [isOpen, initialQuery, open, close]);
  return (
    <SearchContext.Provider value={value}>
      {children}
      {isOpen ? (
        <SearchLoadBoundary key={attempt} onError={onLoadError}>
          <Suspense fallback={null}>
            <SearchModal initialQuery={initialQuery} onClose={close} />
          </Suspense>
        </SearchLoadBoundary>
      ) : null}
    </SearchContext.Provider>
  );
}

export function useSearch(): SearchValue {
  const value = useContext(SearchContext);
  if (!value) throw new Error("useSearch must be used inside <SearchProvider> (wrapRootElement)");
  return value;
}
