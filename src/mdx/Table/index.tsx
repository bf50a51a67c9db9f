import React, { createContext, useContext, type HTMLAttributes, type ReactNode, type TableHTMLAttributes, type ThHTMLAttributes } from "react";
import * as styles from "./styles.module.css";

/**
 * A Markdown table in a scroll container that keyboard users can focus and scroll. The container
 * is a named group, not a region: a page with several tables would otherwise get several
 * landmarks all called "Table".
 */
export default function Table({ children, ...rest }: TableHTMLAttributes<HTMLTableElement> & { children?: ReactNode }) {
  return (
    <div className={styles.scroll} tabIndex={0} role="group" aria-label="Table">
      <table {...rest}>{children}</table>
    </div>
  );
}

/** True inside a table's `<thead>`, where header cells head columns. */
const InTableHead = createContext(false);

export function TableHead({ children, ...rest }: HTMLAttributes<HTMLTableSectionElement> & { children?: ReactNode }) {
  return (
    <thead {...rest}>
      <InTableHead.Provider value={true}>{children}</InTableHead.Provider>
    </thead>
  );
}

/** True when children hold no text at all (only whitespace, or nothing). */
function isBlank(children: ReactNode): boolean {
  return React.Children.toArray(children).every((child) => typeof child === "string" && child.trim() === "");
}

/**
 * A header cell. In the head row it heads its column (`scope="col"`, as WCAG H63 asks once a row
 * mixes cell types). The empty top-left corner of a comparison table (`| | A | B |`) is a plain
 * cell: a header with no text names nothing, and screen readers would announce it.
 */
export function TableHeaderCell({ children, scope, ...rest }: ThHTMLAttributes<HTMLTableCellElement> & { children?: ReactNode }) {
  const inHead = useContext(InTableHead);
  if (isBlank(children)) return <td {...rest} />;
  return (
    <th scope={scope ?? (inHead ? "col" : undefined)} {...rest}>
      {children}
    </th>
  );
}
