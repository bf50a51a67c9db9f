import React, { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { siteConfig } from "../../site-config";
import * as styles from "./styles.module.css";

interface PrivateRepoModalProps {
  href: string;
  onCancel(): void;
  onContinue(dontWarnAgain: boolean): void;
}

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Warns that the linked repository is private to subscribers. Cancel, Escape and a click on the
 * overlay close it; Continue opens the link in a new tab. Enter does not accept. Focus is trapped.
 */
export default function PrivateRepoModal({ href, onCancel, onContinue }: PrivateRepoModalProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const [dontWarn, setDontWarn] = useState(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    dialog.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key === "Enter" && event.target === dialog.current) {
      event.preventDefault();
      return;
    }
    if (event.key !== "Tab" || !dialog.current) return;
    const focusable = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const org = siteConfig.githubOrgUrl.replace(/^https:\/\//, "").replace(/\/$/, "");
  return (
    <div className={styles.overlay} onMouseDown={(event) => event.target === event.currentTarget && onCancel()} data-testid="modal-overlay">
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          This repository is private
        </h2>
        <div id={textId}>
          <p>
            The repositories in the <code>{org}</code> GitHub organisation are visible only to {siteConfig.provider.name} subscribers
            whose GitHub account is linked in the developer portal. Everyone else sees a 404 page.
          </p>
          <p className={styles.target}>{href}</p>
        </div>
        <label className={styles.check}>
          <input type="checkbox" checked={dontWarn} onChange={(event) => setDontWarn(event.target.checked)} /> Don&apos;t warn me again
        </label>
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={styles.primary} onClick={() => onContinue(dontWarn)}>
            Continue<span className="visually-hidden"> (opens in a new tab)</span>
          </button>
        </div>
      </div>
    </div>
  );
}
