import React from "react";
import { graphql, Link, type PageProps } from "gatsby";
import Layout from "../components/Layout";
import Seo from "../components/Seo";
import { siteConfig } from "../site-config";
import * as styles from "./tags.module.css";

/** The docs carrying one tag, with their titles and descriptions. */
export default function TagTemplate({ data, location }: PageProps<Queries.TagPageQuery>) {
  const tag = data.tag!;
  const count = tag.docs.length;
  const heading = `${count} ${count === 1 ? "doc" : "docs"} tagged with “${tag.label}”`;
  return (
    <Layout currentPath={location.pathname}>
      <Seo title={`${tag.label} tag`} description={tag.description} path={tag.path} template="tag" />
      <main id="main" className={styles.main} tabIndex={-1}>
        <h1>{heading}</h1>
        <p className={styles.lead}>{tag.description}</p>
        <p>
          <Link to={siteConfig.paths.tags}>View all tags</Link>
        </p>
        <ul className={styles.docList}>
          {tag.docs.map((doc) => (
            <li key={doc.path} className={styles.docItem}>
              <h2 className={styles.docTitle}>
                <Link to={doc.path}>{doc.title}</Link>
              </h2>
              <p>{doc.description}</p>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}

export const query = graphql`
  query TagPage($slug: String!) {
    tag(slug: { eq: $slug }) {
      slug
      label
      description
      path
      docs {
        path
        title
        description
      }
    }
  }
`;
