import React, { useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "gatsby";
import NavbarLink from "../NavbarLink";
import NavbarDropdown from "../NavbarDropdown";
import DocsVersionDropdown from "../DocsVersionDropdown";
import LocaleDropdown from "../LocaleDropdown";
import ColorModeToggle from "../ColorModeToggle";
import SearchButton from "../SearchButton";
import MobileDrawer from "../MobileDrawer";
import { useNavbarVisible } from "../../hooks/useNavbarVisible";
import { useSiteShell } from "../../hooks/useSiteShell";
import { siteConfig } from "../../site-config";
import { NAVBAR_HEIGHT_PX } from "../../lib/browser/constants";
import * as styles from "./styles.module.css";

/**
 * The top bar: brand and section links on the left; Knowledge Base, Support and Sign In, the
 * "More" dropdown that repeats them, version and language dropdowns, search and the color-mode
 * switch on the right, at every desktop width (the narrower ones show some controls as icons:
 * styles.module.css). At 996 px and below a menu button opens the drawer instead. Hides while
 * scrolling down.
 */
export default function Navbar({ currentPath, sidebar, docPath }: { currentPath: string; sidebar?: ReactNode; docPath?: string }) {
  const visible = useNavbarVisible(NAVBAR_HEIGHT_PX);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { navbar } = useSiteShell();
  const left = navbar.filter((item) => item.position === "left");
  const right = navbar.filter((item) => item.position !== "left");
  useEffect(() => setDrawerOpen(false), [currentPath]);

  return (
    <header className={visible || drawerOpen ? styles.navbar : `${styles.navbar} ${styles.hidden}`} data-navbar-visible={visible || drawerOpen}>
      <nav className={styles.inner} aria-label="Main">
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-label="Open navigation menu"
          aria-expanded={drawerOpen}
          aria-haspopup="dialog"
          onClick={() => setDrawerOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
        </button>
        <Link to="/" className={styles.brand} aria-label={siteConfig.title}>
          <svg viewBox="0 0 32 32" className={styles.logo} aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M16 3 27 26H5zm0 7-6.5 13h13z" />
          </svg>
          <span className={styles.brandText}>{siteConfig.title}</span>
        </Link>
        <ul className={`${styles.items} ${styles.desktopOnly}`}>
          {left.map((item) => (
            <li key={item.label}>
              <NavbarLink item={item} currentPath={currentPath} className={styles.item} activeClassName={styles.active} iconClassName={styles.external} />
            </li>
          ))}
        </ul>
        <div className={styles.right}>
          <ul className={`${styles.items} ${styles.desktopOnly}`}>
            {right.map((item) => (
              <li key={item.label}>
                <NavbarLink item={item} currentPath={currentPath} className={styles.item} activeClassName={styles.active} iconClassName={styles.external} />
              </li>
            ))}
          </ul>
          <div className={`${styles.dropdowns} ${styles.desktopOnly}`}>
            <NavbarDropdown
              caretClassName={styles.moreCaret}
              label={
                <>
                  <svg className={styles.moreIcon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path fill="currentColor" d="M5 10a2 2 0 110 4 2 2 0 010-4zm7 0a2 2 0 110 4 2 2 0 010-4zm7 0a2 2 0 110 4 2 2 0 010-4z" />
                  </svg>
                  <span className={styles.moreText}>{siteConfig.navbarMoreLabel}</span>
                </>
              }
              ariaLabel={siteConfig.navbarMoreLabel}
              title={siteConfig.navbarMoreLabel}
              align="right"
            >
              {right.map((item) => (
                <li key={item.label}>
                  <NavbarLink item={item} currentPath={currentPath} className={styles.menuLink} activeClassName={styles.active} dropdownItem />
                </li>
              ))}
            </NavbarDropdown>
            <DocsVersionDropdown docPath={docPath} />
            <LocaleDropdown currentPath={currentPath} />
          </div>
          <SearchButton />
          <ColorModeToggle />
        </div>
      </nav>
      <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} returnFocusTo={menuButton} currentPath={currentPath} sidebar={sidebar} />
    </header>
  );
}
