import React from "react";
import { Link } from "gatsby";
import { siteConfig } from "../../site-config";
import * as styles from "./styles.module.css";

/** Link groups and the copyright line. */
export default function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.groups}>
        {siteConfig.footer.map((group) => (
          <nav key={group.title} className={styles.group} aria-label={group.title}>
            <p className={styles.title}>{group.title}</p>
            <ul className={styles.list}>
              {group.items.map((item) => (
                <li key={item.label}>
                  {item.to ? (
                    <Link to={item.to}>{item.label}</Link>
                  ) : (
                    <a href={item.href} rel="noopener noreferrer">
                      {item.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={styles.copyright}>{siteConfig.copyright}</p>
    </footer>
  );
}
