import React from "react";
import { Link } from "gatsby";
import { siteConfig, type NavbarLink } from "../../site-config";
import * as styles from "./styles.module.css";

function NavItem({ item, currentPath }: { item: NavbarLink; currentPath: string }) {
  if (item.href) {
    return (
      <a className={styles.item} href={item.href} target="_blank" rel="noopener noreferrer">
        {item.label}
        <svg className={styles.external} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14zM5 5h6v2H7v10h10v-4h2v6H5z" />
        </svg>
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  const section = (item.to ?? "/").split("/").filter(Boolean)[0];
  const active = section !== undefined && currentPath.startsWith(`/${section}/`);
  return (
    <Link className={active ? `${styles.item} ${styles.active}` : styles.item} to={item.to ?? "/"} aria-current={active ? "true" : undefined}>
      {item.label}
    </Link>
  );
}

/** The top bar: site title, section links on the left, external links on the right. */
export default function Navbar({ currentPath }: { currentPath: string }) {
  const left = siteConfig.navbar.filter((item) => item.position === "left");
  const right = siteConfig.navbar.filter((item) => item.position !== "left");
  return (
    <header className={styles.navbar}>
      <nav className={styles.inner} aria-label="Main">
        <Link to="/" className={styles.brand}>
          <svg viewBox="0 0 32 32" className={styles.logo} aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M16 3 27 26H5zm0 7-6.5 13h13z" />
          </svg>
          {siteConfig.title}
        </Link>
        <div className={styles.group}>
          {left.map((item) => (
            <NavItem key={item.label} item={item} currentPath={currentPath} />
          ))}
        </div>
        <div className={`${styles.group} ${styles.right}`}>
          {right.map((item) => (
            <NavItem key={item.label} item={item} currentPath={currentPath} />
          ))}
        </div>
      </nav>
    </header>
  );
}
