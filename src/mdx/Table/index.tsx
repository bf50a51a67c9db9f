import React, { type ReactNode, type TableHTMLAttributes } from "react";
import * as styles from "./styles.module.css";

/** A Markdown table in a scroll container that keyboard users can focus and scroll. */
export default function Table({ children, ...rest }: TableHTMLAttributes<HTMLTableElement> & { children?: ReactNode }) {
  return (
    <div className={styles.scroll} tabIndex={0} role="region" aria-label="Table">
      <table {...rest}>{children}</table>
    </div>
  );
}
