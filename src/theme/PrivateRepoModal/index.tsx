import React, { useId, useState, type RefObject } from "react";
import { useDialog } from "../../hooks/useDialog";
import { MODAL_SCROLL_RESTORE_DELAY_MS } from "../../lib/browser/constants";
import { siteConfig } from "../../site-config";
import * as styles from "./styles.module.css";

interface PrivateRepoModalProps {
  href: string;
  onCancel(): void;
  onContinue(dontWarnAgain: boolean): void;
  /** The link that opened the warning, focused again when it closes. */
  returnFocusTo?: RefObject<HTMLElement>;
}

/**
 * Warns that the linked repository is private to subscribers. Cancel, Escape and a click on the
 * overlay close it; Continue opens the link in a new tab. Enter does not accept. Focus is trapped,
 * and goes back to the link when it closes; page scrolling comes back 300 ms after
 * (MODAL_SCROLL_RESTORE_DELAY_MS).
 */
export default function PrivateRepoModal({ href, onCancel, onContinue, returnFocusTo }: PrivateRepoModalProps) {
  const [dontWarn, setDontWarn] = useState(false);
  const titleId = useId();
  const textId = useId();
  const { ref: dialog, onKeyDown } = useDialog<HTMLDivElement>({ open: true, onClose: onCancel, returnFocus: returnFocusTo, scrollRestoreDelayMs: MODAL_SCROLL_RESTORE_DELAY_MS });

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
