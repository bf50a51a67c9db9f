import React, { useEffect, useRef, type ReactNode, type RefObject } from "react";
import NavbarLink from "../NavbarLink";
import ColorModeToggle from "../ColorModeToggle";
import { useDialog } from "../../hooks/useDialog";
import { useSiteShell } from "../../hooks/useSiteShell";
import { isDesktopWidth, localizedPath } from "../../lib/navigation/navbar";
import { DESKTOP_BREAKPOINT_PX } from "../../lib/browser/constants";
import { siteConfig } from "../../site-config";
import * as styles from "./styles.module.css";

interface MobileDrawerProps {
  open: boolean;
  onClose(): void;
  returnFocusTo: RefObject<HTMLElement>;
  currentPath: string;
  /** The current doc's sidebar, shown under the site links. */
  sidebar?: ReactNode;
}

/**
 * The menu at 996 px and below: every navbar link, the version and language, the colour mode and
 * the current doc's sidebar. Closes on Escape, on the backdrop, on navigation (the navbar closes it
 * when the path changes) and when the window grows to desktop width.
 */
export default function MobileDrawer({ open, onClose, returnFocusTo, currentPath, sidebar }: MobileDrawerProps) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const { ref: panel, onKeyDown } = useDialog<HTMLDivElement>({ open, onClose, initialFocus: closeButton, returnFocus: returnFocusTo });

  const { navbar, versions, locale } = useSiteShell();
  // The window's width as it is now, not as a render saw it: a drawer opened the moment the app
  // started (a click held from before) must not be closed by a first render's guess.
  useEffect(() => {
    if (!open) return undefined;
    const closeAtDesktopWidth = () => {
      if (isDesktopWidth(window.innerWidth, DESKTOP_BREAKPOINT_PX)) onClose();
    };
    closeAtDesktopWidth();
    window.addEventListener("resize", closeAtDesktopWidth);
    return () => window.removeEventListener("resize", closeAtDesktopWidth);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-label="Site navigation" onKeyDown={onKeyDown}>
        <div className={styles.header}>
          <span className={styles.title}>{siteConfig.title}</span>
          <ColorModeToggle />
          <button ref={closeButton} type="button" className={styles.close} onClick={onClose} aria-label="Close navigation menu">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path fill="currentColor" d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
            </svg>
          </button>
        </div>
        <nav aria-label="Site">
          <ul className={styles.links}>
            {navbar.map((item) => (
              <li key={item.label}>
                <NavbarLink item={item} currentPath={currentPath} className={styles.link} activeClassName={styles.active} iconClassName={styles.external} />
              </li>
            ))}
          </ul>
          <p className={styles.meta}>
            Docs version: {versions[0]?.label} ·{" "}
            <a href={localizedPath(currentPath, locale.path)} lang={locale.code}>
              {locale.label}
            </a>
          </p>
        </nav>
        {sidebar ? <div className={styles.sidebar}>{sidebar}</div> : null}
      </div>
    </div>
  );
}
