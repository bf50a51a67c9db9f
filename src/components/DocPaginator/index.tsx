import React from "react";
import { Link } from "gatsby";
import type { PageNavLink } from "../../lib/navigation/sidebars";
import * as styles from "./styles.module.css";

/** Previous and next pages in sidebar order. */
export default function DocPaginator({ previous, next }: { previous?: PageNavLink; next?: PageNavLink }) {
  if (!previous && !next) return null;
  return (
    <nav className={styles.paginator} aria-label="Docs pages">
      {previous ? (
        <Link className={styles.link} to={previous.href} rel="prev">
          <span className={styles.sub}>Previous</span>
          <span className={styles.label}>« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link className={`${styles.link} ${styles.next}`} to={next.href} rel="next">
          <span className={styles.sub}>Next</span>
          <span className={styles.label}>{next.label} »</span>
        </Link>
      ) : null}
    </nav>
  );
}
