import React from "react";
import { Link } from "gatsby";
import * as styles from "./styles.module.css";

interface DocFooterProps {
  tags: readonly { slug: string; label: string; path: string }[];
  editUrl?: string | null;
}

/** The doc's tags as links, and "Edit this page" unless the doc hides it. */
export default function DocFooter({ tags, editUrl }: DocFooterProps) {
  if (tags.length === 0 && !editUrl) return null;
  return (
    <footer className={styles.footer}>
      {tags.length > 0 ? (
        <div className={styles.tags}>
          <span className={styles.tagsLabel}>Tags:</span>
          <ul className={styles.tagList}>
            {tags.map((tag) => (
              <li key={tag.slug}>
                <Link to={tag.path} className={styles.tag}>
                  {tag.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {editUrl ? (
        <a className={styles.edit} href={editUrl} target="_blank" rel="noopener noreferrer">
          Edit this page<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
    </footer>
  );
}
