import React, { type ReactNode } from "react";
import * as styles from "./styles.module.css";

interface HeadingProps {
  as: "h2" | "h3" | "h4" | "h5" | "h6";
  id?: string;
  children?: ReactNode;
}

/** A section heading with a permalink that appears on hover and focus. */
export default function Heading({ as: Tag, id, children }: HeadingProps) {
  return (
    <Tag id={id} className={styles.heading}>
      {children}
      {id ? (
        <a className={styles.anchor} href={`#${id}`} aria-label="Permalink to this section">
          {/* An icon, not a "#" character: it is not text a reader could mistake for the heading's. */}
          <svg viewBox="0 0 16 16" width="0.75em" height="0.75em" aria-hidden="true" focusable="false">
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              d="M6.5 9.5a3 3 0 0 0 4.2 0l2.3-2.3a3 3 0 0 0-4.2-4.2L7.6 4.2M9.5 6.5a3 3 0 0 0-4.2 0L3 8.8a3 3 0 0 0 4.2 4.2l1.2-1.2"
            />
          </svg>
        </a>
      ) : null}
    </Tag>
  );
}
