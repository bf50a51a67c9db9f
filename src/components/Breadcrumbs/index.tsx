import React from "react";
import { Link } from "gatsby";
import * as styles from "./styles.module.css";

/** Home, then the sidebar categories above the page, then the page itself (not a link). */
export default function Breadcrumbs({ crumbs }: { crumbs: readonly { label: string; href?: string }[] }) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
      <ol className={styles.list}>
        <li>
          <Link to="/" aria-label="Home">
            Home
          </Link>
        </li>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}-${index}`}>
              {crumb.href && !last ? <Link to={crumb.href}>{crumb.label}</Link> : <span aria-current={last ? "page" : undefined}>{crumb.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
