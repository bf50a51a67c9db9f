/**
 * DocSearch's modal over the configured backend. This module (and DocSearch with it) is loaded
 * only when the reader first reaches for search, never with the page.
 */
import React, { useCallback, useLayoutEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { createPortal } from "react-dom";
import { Link, navigate } from "gatsby";
import { DocSearchModal } from "@docsearch/react/modal";
import type { DocSearchTransformClient, HitComponentProps, ResultsFooterComponentProps } from "@docsearch/react/docsearch";
// DocSearch's stylesheets (its variables, its modal, ./docsearch-theme.css) load with this module:
// theme/search-stylesheet.ts.
import { countingMatches, searchClient, siteOrigins } from "../../lib/search/client";
import { siteRelativeHit } from "../../lib/search/hit-url";
import { docSearchIndices, searchPageUrl } from "../../lib/search/config";
import { repairSearchModalSemantics } from "../../lib/search/modal-semantics";
import { pageSearchIntent, takeTypedKeys } from "../../lib/search/intent";
import { siteConfig } from "../../site-config";

const hosted = searchClient.hosted;

/** The error over DocSearch's results area, placed where the results would be. */
function IndexError({ error }: { error: Error }) {
  const [box, setBox] = useState<{ top: number; left: number; width: number } | null>(null);
  useLayoutEffect(() => {
    const place = () => {
      const rect = document.querySelector(".DocSearch-Dropdown")?.getBoundingClientRect();
      setBox(rect ? { top: rect.top, left: rect.left, width: rect.width } : null);
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, []);
  return (
    <div className="search-index-error" role="alert" style={box ? { top: box.top, left: box.left, width: box.width } : undefined}>
      <p className="search-index-error-title">Search is unavailable right now</p>
      <p>The search index could not be loaded ({error.message}). Check your connection: search tries again as you type.</p>
    </div>
  );
}

/** Opens a hit in a new tab for a modifier or middle click, as a link would. */
function opensNewTab(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 1 || event.metaKey || event.ctrlKey || event.shiftKey;
}

/**
 * A hit is an `option` of DocSearch's listbox, chosen with the arrow keys and Enter from the
 * search box. It holds no link of its own (a link inside an option is a nested control that
 * screen readers announce unreliably); a click navigates like one, and a modifier or middle click
 * opens the page in a new tab.
 */
function Hit({ hit, children }: HitComponentProps) {
  const open = (event: MouseEvent<HTMLElement>) => {
    if (opensNewTab(event)) window.open(hit.url, "_blank", "noopener");
    else navigate(hit.url);
  };
  return (
    <a data-url={hit.url} onClick={open} onAuxClick={(event) => event.button === 1 && open(event)}>
      {children}
    </a>
  );
}

const PLACEHOLDER = "Search the docs";
/** DocSearch shows at most this many hits of each site section; the embedded index fetches no more. */
const MODAL_HITS_PER_SECTION = 5;

/** Hosted hits carry the crawler's absolute production URLs: readers stay on the site they read. */
function onThisSite<H extends { url: string; url_without_anchor?: string }>(items: H[]): H[] {
  const origins = siteOrigins();
  return items.map((item) => siteRelativeHit(item, origins));
}

/** Keeps DocSearch's rendered modal announced as a dialog (see lib/search/modal-semantics). */
function useDialogSemantics() {
  const rootRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const repair = () => repairSearchModalSemantics(root, PLACEHOLDER);
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ["role", "aria-controls", "aria-expanded", "tabindex"] });
    return () => observer.disconnect();
  }, []);
  return rootRef;
}

/**
 * Hands the search box every key the reader typed while the modal's code loaded: those kept until
 * this render start the query, and those kept between render and the box taking focus are typed
 * into it, in order. Then the inline listener stops keeping keys.
 */
function useTypedAheadQuery(initialQuery: string, rootRef: React.RefObject<HTMLDivElement>): string {
  const [query] = useState(() => initialQuery + takeTypedKeys(pageSearchIntent(window)));
  useLayoutEffect(() => {
    let frame = 0;
    const drain = () => {
      const input = rootRef.current?.querySelector<HTMLInputElement>(".DocSearch-Input");
      if (!input || document.activeElement !== input) {
        frame = requestAnimationFrame(drain);
        return;
      }
      const intent = pageSearchIntent(window);
      const late = takeTypedKeys(intent);
      intent.buffering = false;
      if (!late) return;
      // DocSearch's box is a controlled React input: set its value the way typing does.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, input.value + late);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    };
    drain();
    return () => cancelAnimationFrame(frame);
  }, [rootRef]);
  return query;
}

export default function SearchModal({ initialQuery, onClose }: { initialQuery: string; onClose(): void }) {
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [pending, setPending] = useState(false);
  const rootRef = useDialogSemantics();
  // The index's manifest loads while the reader types the first letter, not after it.
  useLayoutEffect(() => searchClient.prepare(), []);
  const query = useTypedAheadQuery(initialQuery, rootRef);
  // Over the embedded index, DocSearch's searches are answered locally (lib/search/client); either
  // way the newest query's match count is kept for the footer.
  const [matches, setMatches] = useState<{ query: string; nbHits: number } | null>(null);
  const transformClient = useMemo(
    () => (client: DocSearchTransformClient) =>
      countingMatches(hosted ? client : searchClient.answeringLocally(client, setLoadError, { perSection: MODAL_HITS_PER_SECTION, onPending: setPending }), (query, nbHits) => setMatches({ query, nbHits })),
    [],
  );
  const Footer = useCallback(
    ({ state }: ResultsFooterComponentProps) => {
      if (!state.query) return null;
      return (
        <Link to={searchPageUrl(state.query)} onClick={onClose}>
          {matches?.query === state.query ? `See all ${matches.nbHits} results` : "See all results"}
        </Link>
      );
    },
    [onClose, matches],
  );
  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        navigate(itemUrl);
      },
    }),
    [],
  );
  return createPortal(
    <div ref={rootRef} className={[hosted ? "" : "docsearch-embedded", loadError ? "search-index-failed" : "", pending ? "search-pending" : ""].join(" ").trim() || undefined}>
      <DocSearchModal
        appId={hosted ? siteConfig.search.appId : "embedded"}
        apiKey={hosted ? siteConfig.search.apiKey : "embedded"}
        indices={docSearchIndices(siteConfig.search)}
        transformSearchClient={transformClient}
        transformItems={onThisSite}
        initialScrollY={window.scrollY}
        initialQuery={query}
        onClose={onClose}
        hitComponent={Hit}
        resultsFooterComponent={Footer}
        navigator={navigator}
        insights={false}
        maxResultsPerGroup={MODAL_HITS_PER_SECTION}
        placeholder={PLACEHOLDER}
      />
      {loadError ? <IndexError error={loadError} /> : null}
    </div>,
    document.body,
  );
}
