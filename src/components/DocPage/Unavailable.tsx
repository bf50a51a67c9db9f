import React from "react";
import Layout from "../Layout";
import Seo from "../Seo";
import * as styles from "./Unavailable.module.css";

/**
 * A doc's page while its file has a content error: only in `gatsby develop`, where the page is kept
 * (src/gatsby/node/develop/errors.ts) and the content-error overlay over it names the problem.
 */
export default function DocUnavailable({ currentPath }: { currentPath: string }) {
  return (
    <Layout currentPath={currentPath}>
      <Seo title="Content error" description="This doc's file has a content error." path={currentPath} noIndex template="doc" />
      <main id="main" tabIndex={-1} className={styles.main}>
        <h1>This doc cannot be shown</h1>
        <p>Its file has a content error. Fix it and save: the page comes back without a reload.</p>
      </main>
    </Layout>
  );
}
