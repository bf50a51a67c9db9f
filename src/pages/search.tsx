import React, { useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, type PageProps } from "gatsby";
import Layout from "../components/Layout";
import Seo from "../components/Seo";
import Marked from "../components/Marked";
import { createLatestSearch, searchClient, SEARCH_DEBOUNCE_MS } from "../lib/search/client";
import { normaliseQuery, type DocSearchHitShape } from "../lib/search/engine";
import { groupHitsByPage, hitHeading } from "../lib/search/group";
import { searchPageUrl } from "../lib/search/config";
import { siteConfig } from "../site-config";
import * as styles from "./search.module.css";

const RESULTS_LIMIT = 50;

type SearchState = { status: "idle" | "loading" | "done" | "error"; hits: DocSearchHitShape[]; nbHits: number; error?: string };
const IDLE: SearchState = { status: "idle", hits: [], nbHits: 0 };

const readQuery = (search: string) => normaliseQuery(new URLSearchParams(search).get("q") ?? "");

/** Full search results for `?q=`, grouped by page; the URL follows what the reader types. */
export default function SearchPage({ location }: PageProps) {
  // null until the page has hydrated: the server renders no query, so the first client render must
  // not have one either (a different h1 or input would be a hydration mismatch).
  const [typed, setQuery] = useState<string | null>(null);
  const query = typed ?? "";
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<SearchState>(IDLE);
  const inputId = useId();
  const searches = useMemo(() => createLatestSearch((q) => searchClient.search(q, RESULTS_LIMIT), SEARCH_DEBOUNCE_MS), []);

  // The query comes from the URL; on the first run, what the reader typed into the server-rendered
  // box before hydration (in the DOM, not yet in state) comes first.
  useEffect(() => {
    setQuery((current) => (current === null && input.current?.value) || readQuery(location.search));
  }, [location.search]);

  useEffect(() => {
    if (typed === null) return undefined;
    const q = normaliseQuery(query);
    const url = q ? searchPageUrl(q) : siteConfig.paths.search;
    if (`${window.location.pathname}${window.location.search}` !== url) window.history.replaceState(window.history.state, "", url);
    if (!q) {
      setState(IDLE);
      return undefined;
    }
    setState((s) => ({ ...s, status: "loading" }));
    searches.request(q, (outcome) =>
      setState("results" in outcome ? { status: "done", ...outcome.results } : { status: "error", hits: [], nbHits: 0, error: outcome.error.message }),
    );
    return () => searches.cancel();
  }, [typed, query, searches]);

  const q = normaliseQuery(query);
  const groups = groupHitsByPage(state.hits);
  return (
    <Layout currentPath={location.pathname}>
      <Seo title="Search" description="Search the Cairn documentation: guides, the introduction and the service catalog reference." path={siteConfig.paths.search} noIndex template="search" />
      <main id="main" className={styles.main} tabIndex={-1}>
        <h1>{q ? `Search results for “${q}”` : "Search the documentation"}</h1>
        <form role="search" onSubmit={(event) => event.preventDefault()} action={siteConfig.paths.search} method="get">
          <label htmlFor={inputId} className={styles.label}>
            Search the docs
          </label>
          <div className={styles.field}>
            <input id={inputId} ref={input} className={styles.input} type="search" name="q" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" spellCheck={false} maxLength={500} />
            {/* Results follow typing; the button is for readers who expect to submit (WCAG H32), and is
                not called "Search" so it cannot be mistaken for the navbar's search button. */}
            <button type="submit" className={styles.submit}>
              Show results
            </button>
          </div>
        </form>
        <noscript>
          <p>Search runs in your browser and needs JavaScript.</p>
        </noscript>
        <div aria-live="polite" className={styles.status}>
          {state.status === "done" && q ? <p>{state.nbHits === 1 ? "1 result" : `${state.nbHits} results`}</p> : null}
          {state.status === "loading" ? <p>Searching…</p> : null}
          {state.status === "error" ? <p className={styles.error}>Search is unavailable right now ({state.error}). Try again in a moment.</p> : null}
        </div>
        {state.status === "done" && q && state.nbHits === 0 ? (
          <div className={styles.empty}>
            <p>No pages match “{q}”. Check the spelling, try fewer or more general words, or browse:</p>
            <ul>
              <li>
                <Link to={siteConfig.docsHomePath}>Introduction to Cairn</Link>
              </li>
              <li>
                <Link to="/guides/">Guides</Link>
              </li>
              <li>
                <Link to="/tags/">All tags</Link>
              </li>
            </ul>
          </div>
        ) : null}
        {!q ? <p className={styles.hint}>Type a word or phrase, such as “vpc”, “terragrunt dependency” or “terraform upgrade”. Press Ctrl K or / anywhere on the site to search from any page.</p> : null}
        <ol className={styles.results}>
          {groups.map((group) => (
            <li key={group.url} className={styles.group}>
              <p className={styles.section}>{group.section}</p>
              <h2 className={styles.pageTitle}>
                <Link to={group.url}>
                  <Marked markup={group.titleHtml} />
                </Link>
              </h2>
              <ul className={styles.hits}>
                {group.hits.map((hit) => {
                  const heading = hitHeading(hit);
                  return (
                    <li key={hit.objectID}>
                      {heading ? (
                        <Link to={hit.url} className={styles.hitHeading}>
                          {heading}
                        </Link>
                      ) : null}
                      {hit._snippetResult.content?.value ? (
                        <p className={styles.snippet}>
                          <Marked markup={hit._snippetResult.content.value} />
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
      </main>
    </Layout>
  );
}
