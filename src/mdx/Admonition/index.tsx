import React, { type ReactNode } from "react";
import type { AdmonitionType } from "../../lib/content/mdx-components";
import * as styles from "./styles.module.css";

const DEFAULT_TITLES: Record<AdmonitionType, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  caution: "Caution",
  warning: "Warning",
  danger: "Danger",
};

const ICONS: Record<AdmonitionType, string> = {
  note: "M12 2a10 10 0 100 20 10 10 0 000-20zm1 15h-2v-6h2zm0-8h-2V7h2z",
  info: "M12 2a10 10 0 100 20 10 10 0 000-20zm1 15h-2v-6h2zm0-8h-2V7h2z",
  tip: "M9 21h6v-1H9zm3-19a7 7 0 00-4 12.7V17h8v-2.3A7 7 0 0012 2z",
  caution: "M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z",
  warning: "M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z",
  danger: "M12 2a10 10 0 100 20 10 10 0 000-20zm1 15h-2v-2h2zm0-4h-2V7h2z",
};

interface AdmonitionProps {
  type?: AdmonitionType;
  title?: string;
  children?: ReactNode;
}

/** A call-out box: `:::tip[Title]` in Markdown, or `<Admonition type="tip" title="...">`. */
export default function Admonition({ type = "note", title, children }: AdmonitionProps) {
  return (
    <div className={`${styles.admonition} ${styles[type] ?? ""}`} role="note">
      <p className={styles.title}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={ICONS[type]} fill="currentColor" />
        </svg>
        {title ?? DEFAULT_TITLES[type]}
      </p>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
