import React, { useEffect, useRef, useState } from "react";
import { pageLoadEvents, usePageLoadFailure } from "../Navigation";
import * as styles from "./styles.module.css";

/**
 * The red box for a page that failed to load, with the error's message and a Retry button. It
 * stays until a retry succeeds or the reader dismisses it; while a retry is under way, Retry says so.
 */
export default function PageLoadError() {
  const failure = usePageLoadFailure();
  const retry = useRef<HTMLButtonElement>(null);
  const [retrying, setRetrying] = useState(false);
  useEffect(() => {
    setRetrying(false);
    if (failure) retry.current?.focus();
  }, [failure]);
  if (!failure) return null;
  const onRetry = () => {
    if (retrying) return;
    const pending = failure.retry();
    if (pending) {
      setRetrying(true);
      void pending.finally(() => setRetrying(false));
    }
  };
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>This page could not be loaded</p>
      <p className={styles.message}>{failure.message}</p>
      <div className={styles.actions}>
        <button ref={retry} type="button" className={styles.retry} onClick={onRetry} aria-disabled={retrying || undefined}>
          {retrying ? "Retrying…" : "Retry"}
        </button>
        <button type="button" className={styles.dismiss} onClick={() => pageLoadEvents.clear()}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
