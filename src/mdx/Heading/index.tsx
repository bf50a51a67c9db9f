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
          #
        </a>
      ) : null}
    </Tag>
  );
}
