import React, { useEffect, useRef, useState } from "react";
import { useNavigationLoading } from "../Navigation";
import { PROGRESS_BAR } from "../../lib/browser/constants";
import { clampProgress, trickle } from "../../lib/browser/progress";
import * as styles from "./styles.module.css";

/**
 * The bar across the top while a slow page loads (only after the 1 s threshold; Gatsby's
 * onRouteUpdateDelayed starts it), with a spinner for screen readers and a visible cue.
 */
export default function ProgressBar() {
  const loading = useNavigationLoading();
  const [value, setValue] = useState<number | null>(null);
  const timer = useRef<number>();

  useEffect(() => {
    window.clearInterval(timer.current);
    if (loading) {
      setValue(PROGRESS_BAR.minimum);
      timer.current = window.setInterval(() => setValue((v) => trickle(v ?? PROGRESS_BAR.minimum, PROGRESS_BAR.trickleRate)), PROGRESS_BAR.trickleSpeedMs);
      return () => window.clearInterval(timer.current);
    }
    setValue((v) => (v === null ? null : 1));
    const hide = window.setTimeout(() => setValue(null), PROGRESS_BAR.speedMs * 2);
    return () => window.clearTimeout(hide);
  }, [loading]);

  if (value === null) return null;
  return (
    <>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="Loading page"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clampProgress(value, PROGRESS_BAR.minimum) * 100)}
        style={{ transform: `translateX(${(clampProgress(value, PROGRESS_BAR.minimum) - 1) * 100}%)`, transitionDuration: `${PROGRESS_BAR.speedMs}ms` }}
      />
      {loading ? (
        <div className={styles.spinner} role="status">
          <span className="visually-hidden">Loading page…</span>
        </div>
      ) : null}
    </>
  );
}
