import React, { useMemo } from "react";
import { flattenTocIds, type TocEntry } from "../../lib/navigation/toc";
import { useTOCHighlight } from "../../hooks/useTOCHighlight";
import * as styles from "./styles.module.css";

function Entries({ entries, active }: { entries: readonly TocEntry[]; active?: string }) {
  return (
    <ul className={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className={entry.id === active ? `${styles.link} ${styles.active}` : styles.link} aria-current={entry.id === active ? "location" : undefined}>
            {entry.text}
          </a>
          {entry.children.length > 0 ? <Entries entries={entry.children} active={active} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** "On this page": the doc's headings, the one in view highlighted. */
export default function TableOfContents({ toc }: { toc: readonly TocEntry[] }) {
  const ids = useMemo(() => flattenTocIds(toc), [toc]);
  const active = useTOCHighlight(ids);
  return (
    <nav className={styles.toc} aria-labelledby="toc-title">
      <p id="toc-title" className={styles.title}>
        On this page
      </p>
      <Entries entries={toc} active={active} />
    </nav>
  );
}
