import React from "react";
import { graphql, Link, type PageProps } from "gatsby";
import Layout from "../components/Layout";
import Seo from "../components/Seo";
import { groupTagsByLetter } from "../lib/content/tags";
import { siteConfig } from "../site-config";
import * as styles from "./tags.module.css";

/** All tags, grouped under the uppercased first letter, each with its number of docs. */
export default function TagsIndexTemplate({ data, location }: PageProps<Queries.TagsIndexPageQuery>) {
  const used = data.allTag.nodes.filter((tag) => tag.count > 0);
  const groups = groupTagsByLetter(used);
  return (
    <Layout currentPath={location.pathname}>
      <Seo title="Tags" description={`All ${used.length} tags used across Cairn Docs, from A to Z.`} path={siteConfig.paths.tags} template="tags" />
      <main id="main" className={styles.main} tabIndex={-1}>
        <h1>Tags</h1>
        <p className={styles.lead}>Browse the docs by topic. Each tag lists the pages that carry it.</p>
        <nav aria-label="Tag letters" className={styles.letters}>
          {groups.map((group) => (
            <a key={group.letter} href={`#letter-${group.letter}`}>
              {group.letter}
            </a>
          ))}
        </nav>
        {groups.map((group) => (
          <section key={group.letter} aria-labelledby={`letter-${group.letter}`} className={styles.group}>
            <h2 id={`letter-${group.letter}`}>{group.letter}</h2>
            <ul className={styles.tagGrid}>
              {group.tags.map((tag) => (
                <li key={tag.slug}>
                  <Link to={tag.path} className={styles.tag}>
                    {tag.label} <span className={styles.count}>{tag.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </main>
    </Layout>
  );
}

export const query = graphql`
  query TagsIndexPage {
    allTag(sort: { slug: ASC }) {
      nodes {
        slug
        label
        path
        count
      }
    }
  }
`;
