import React, { useState } from "react";
import * as styles from "./styles.module.css";

/** Copies the page as clean Markdown (its published index.md), or links to it. */
export default function CopyPage({ path }: { path: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const markdownUrl = `${path.endsWith("/") ? path : `${path}/`}index.md`;
  const copy = async () => {
    try {
      const response = await window.fetch(markdownUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState("copied");
    } catch {
      setState("failed");
    }
    window.setTimeout(() => setState("idle"), 2500);
  };
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.button} onClick={copy}>
        {state === "copied" ? "Copied as Markdown" : state === "failed" ? "Could not copy" : "Copy page"}
      </button>
      <a className={styles.link} href={markdownUrl}>
        View as Markdown
      </a>
    </div>
  );
}
