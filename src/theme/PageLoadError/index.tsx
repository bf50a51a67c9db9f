import React, { useEffect, useRef } from "react";
import { pageLoadEvents, usePageLoadFailure } from "../Navigation";
import * as styles from "./styles.module.css";

/** The red box for a page that failed to load, with the error's message and a Retry button. */
export default function PageLoadError() {
  const failure = usePageLoadFailure();
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (failure) retry.current?.focus();
  }, [failure]);
  if (!failure) return null;
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>This page could not be loaded</p>
      <p className={styles.message}>{failure.message}</p>
      <div className={styles.actions}>
        <button ref={retry} type="button" className={styles.retry} onClick={() => failure.retry()}>
          Retry
        </button>
        <button type="button" className={styles.dismiss} onClick={() => pageLoadEvents.clear()}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
