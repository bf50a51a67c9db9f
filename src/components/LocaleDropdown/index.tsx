import React from "react";
import NavbarDropdown from "../NavbarDropdown";
import { localizedPath } from "../../lib/navigation/navbar";
import { useSiteShell } from "../../hooks/useSiteShell";
import * as styles from "./styles.module.css";

/**
 * The languages (one: English); each links to this page under that locale's base path. Below
 * 1,440 px the button shows the globe alone (its name stays "Language: English"), so the navbar's
 * right-hand items fit from 997 px up.
 */
export default function LocaleDropdown({ currentPath }: { currentPath: string }) {
  const { locales, locale: current } = useSiteShell();
  return (
    <NavbarDropdown
      label={
        <>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 2a10 10 0 100 20 10 10 0 000-20zm6.9 6h-2.9a15.7 15.7 0 00-1.4-3.6A8 8 0 0118.9 8zM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4zM4.3 14a8 8 0 010-4h3.4a16.5 16.5 0 000 4zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 015.1 16zM8 8H5.1a8 8 0 014.3-3.6C8.8 5.5 8.3 6.7 8 8zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4zm2.3-6H9.7a14.7 14.7 0 010-4h4.6a14.7 14.7 0 010 4zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 01-4.3 3.6zm1.7-5.6a16.5 16.5 0 000-4h3.4a8 8 0 010 4z" />
          </svg>
          <span className={styles.label}>{current.label}</span>
        </>
      }
      ariaLabel={`Language: ${current.label}`}
      title={`Language: ${current.label}`}
      align="right"
    >
      {locales.map((locale) => (
        <li key={locale.code}>
          <a href={localizedPath(currentPath, locale.path)} lang={locale.code} data-dropdown-item aria-current="true">
            {locale.label}
          </a>
        </li>
      ))}
    </NavbarDropdown>
  );
}
