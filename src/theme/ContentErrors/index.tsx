/**
 * `gatsby develop` only (src/theme/Root.tsx leaves it out of production bundles): the content
 * errors of the page being viewed, over it, with the terminal's text. It opens when there are
 * errors, closes by itself once they are fixed, and Hide (or Escape) tucks it into a button
 * until the errors change.
 */
import React, { useEffect, useMemo, useRef, useState } from "react";
import { useDialog } from "../../hooks/useDialog";
import { describeContentErrors, errorLocation } from "../../lib/content/error-report";
import { contentErrorsForPath } from "../../lib/content/error-scope";
import { useContentErrorStream } from "./stream";
import * as styles from "./styles.module.css";

export default function ContentErrors({ pathname }: { pathname: string }) {
  const all = useContentErrorStream();
  const errors = useMemo(() => contentErrorsForPath(all, pathname), [all, pathname]);
  const key = errors.map((error) => error.text).join("\n");
  const [hiddenKey, setHiddenKey] = useState<string | null>(null);
  const reopen = useRef<HTMLButtonElement>(null);
  const open = errors.length > 0 && hiddenKey !== key;
  const hidden = errors.length > 0 && !open;
  const { ref, onKeyDown } = useDialog<HTMLDivElement>({ open, onClose: () => setHiddenKey(key) });
  // The button that takes the dialog's place keeps the focus the dialog had.
  useEffect(() => {
    if (hidden) reopen.current?.focus();
  }, [hidden]);

  if (errors.length === 0) return null;
  const summary = describeContentErrors(errors);
  if (hidden) {
    return (
      <button ref={reopen} type="button" className={styles.reopen} onClick={() => setHiddenKey(null)}>
        {summary}
      </button>
    );
  }
  return (
    <div className={styles.backdrop}>
      <div ref={ref} onKeyDown={onKeyDown} role="alertdialog" aria-modal="true" aria-labelledby="content-errors-title" aria-describedby="content-errors-help" tabIndex={-1} className={styles.dialog}>
        <div className={styles.header}>
          <h2 id="content-errors-title" className={styles.title}>
            {summary}
          </h2>
          <button type="button" className={styles.hide} onClick={() => setHiddenKey(key)}>
            Hide
          </button>
        </div>
        <p id="content-errors-help" className={styles.help}>
          The dev server is still running, and <code>gatsby build</code> stops on these. Fix the file and save: this closes by itself.
        </p>
        <ol className={styles.list}>
          {errors.map((error, index) => (
            <li key={index} className={styles.error}>
              <p className={styles.location}>
                <code>{errorLocation(error) || "Content"}</code>
              </p>
              <pre className={styles.message}>{error.message}</pre>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
