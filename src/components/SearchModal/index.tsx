/**
 * DocSearch's modal over the configured backend. This module (and DocSearch with it) is loaded
 * only when the reader first reaches for search, never with the page.
 */
import React, { useCallback, useLayoutEffect, useMemo, useState } from "react";
import { createPortal } from "react-dom";
import { Link, navigate } from "gatsby";
import { DocSearchModal } from "@docsearch/react/modal";
import type { DocSearchTransformClient, HitComponentProps, ResultsFooterComponentProps } from "@docsearch/react/docsearch";
import "@docsearch/css/dist/modal.css";
import "./docsearch-theme.css";
import { answerRequests, type SearchRequest } from "../../lib/search/engine";
import { loadLocalIndex } from "../../lib/search/load";
import { docSearchIndices, isHostedSearch, searchPageUrl } from "../../lib/search/config";
import { siteConfig } from "../../site-config";

const hosted = isHostedSearch(siteConfig.search);

/**
 * Answers DocSearch's requests from the embedded index instead of the network. If the index
 * cannot load, it answers with no hits and reports the error, which the modal shows; the next
 * search tries the load again.
 */
function embeddedClient(onLoad: (error: Error | null) => void) {
  return (client: DocSearchTransformClient): DocSearchTransformClient => ({
    ...client,
    search: (async (params: { requests: SearchRequest[] } | SearchRequest[]) => {
      const requests = Array.isArray(params) ? params : params.requests;
      try {
        const index = await loadLocalIndex(siteConfig.search.embeddedIndexPath);
        onLoad(null);
        return answerRequests(index, requests);
      } catch (error) {
        onLoad(error as Error);
        return answerRequests({ search: () => ({ hits: [], nbHits: 0 }) }, requests);
      }
    }) as unknown as DocSearchTransformClient["search"],
  });
}

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

function Hit({ hit, children }: HitComponentProps) {
  return <Link to={hit.url}>{children}</Link>;
}

export default function SearchModal({ initialQuery, onClose }: { initialQuery: string; onClose(): void }) {
  const [loadError, setLoadError] = useState<Error | null>(null);
  const transformClient = useMemo(() => (hosted ? undefined : embeddedClient(setLoadError)), []);
  const Footer = useCallback(
    ({ state }: ResultsFooterComponentProps) => {
      const count = (state.context as { nbHits?: number }).nbHits ?? 0;
      if (!state.query) return null;
      return (
        <Link to={searchPageUrl(state.query)} onClick={onClose}>
          See all {count} results
        </Link>
      );
    },
    [onClose],
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
    <div className={hosted ? undefined : "docsearch-embedded"}>
      <DocSearchModal
        appId={hosted ? siteConfig.search.appId : "embedded"}
        apiKey={hosted ? siteConfig.search.apiKey : "embedded"}
        indices={docSearchIndices(siteConfig.search)}
        transformSearchClient={transformClient}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        hitComponent={Hit}
        resultsFooterComponent={Footer}
        navigator={navigator as never}
        insights={false}
        placeholder="Search the docs"
      />
      {loadError ? <IndexError error={loadError} /> : null}
    </div>,
    document.body,
  );
}
