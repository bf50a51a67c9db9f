import React, { useEffect, useState } from "react";
import { Link, type PageProps } from "gatsby";
import Layout from "../components/Layout";
import Seo from "../components/Seo";
import { siteConfig } from "../site-config";
import { searchWordsFromPath } from "../lib/navigation/paths";
import { searchPageUrl } from "../lib/search/config";
import * as styles from "./404.module.css";

/** Shown for any path that is not a page of the site. */
export default function NotFoundPage({ location }: PageProps) {
  // The page is rendered once, for /404/; the address the reader asked for is known only in the
  // browser, after hydration (reading it while rendering would not match the server's HTML).
  const [words, setWords] = useState("");
  useEffect(() => setWords(searchWordsFromPath(window.location.pathname)), []);
  return (
    <Layout currentPath={location.pathname}>
      <Seo title="Page not found" description="The page you asked for does not exist." path={siteConfig.paths.notFound} noIndex template="not-found" />
      <main id="main" tabIndex={-1} className={styles.main}>
        <h1>Page not found</h1>
        <p>We could not find a page at this address. It may have moved, or the link may have a typo.</p>
        <ul>
          <li>
            <Link to={words ? searchPageUrl(words) : siteConfig.paths.search}>{words ? `Search the docs for “${words}”` : "Search the docs"}</Link>
          </li>
          <li>
            <Link to="/">Go to the home page</Link>
          </li>
          <li>
            <Link to={siteConfig.docsHomePath}>Read the introduction to Cairn</Link>
          </li>
          <li>
            <a href={siteConfig.knowledgeBaseUrl} rel="noopener noreferrer">
              Ask in the Knowledge Base
            </a>
          </li>
        </ul>
      </main>
    </Layout>
  );
}
