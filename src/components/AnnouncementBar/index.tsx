import React, { useEffect, useState } from "react";
import { Link } from "gatsby";
import { isAnnouncementDismissed } from "../../lib/browser/announcement";
import { STORAGE_KEYS, storage } from "../../lib/browser/storage";
import { EARLY_ACTION_ATTRIBUTE, EARLY_ACTIONS } from "../../lib/browser/early-input";
import type { AnnouncementConfig } from "../../site-config";
import * as styles from "./styles.module.css";

/**
 * The bar above the navbar. Dismissal is remembered for this announcement id only; a new id
 * resets it. The head script hides a dismissed bar before paint, so it never flashes, and before
 * the app starts the head's early-input listener closes it (lib/browser/early-input).
 */
export default function AnnouncementBar({ announcement }: { announcement: AnnouncementConfig }) {
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    // Set from storage before paint, or by a close on this page load: before the app started (the
    // head's listener) or on an earlier page (below). Either counts when storage refused to keep it.
    const closed = document.documentElement.getAttribute("data-announcement-dismissed") === "true";
    const storedId = storage.get(STORAGE_KEYS.announcementId);
    if (storedId !== announcement.id && !closed) {
      storage.set(STORAGE_KEYS.announcementId, announcement.id);
      storage.remove(STORAGE_KEYS.announcementDismissed);
      document.documentElement.removeAttribute("data-announcement-dismissed");
    }
    setDismissed(closed || isAnnouncementDismissed(storage.get(STORAGE_KEYS.announcementDismissed), storage.get(STORAGE_KEYS.announcementId), announcement.id));
  }, [announcement.id]);

  if (dismissed) return null;
  const close = () => {
    storage.set(STORAGE_KEYS.announcementDismissed, "true");
    storage.set(STORAGE_KEYS.announcementId, announcement.id);
    document.documentElement.setAttribute("data-announcement-dismissed", "true");
    setDismissed(true);
  };
  return (
    <section className={`${styles.bar} announcement-bar`} aria-label="Announcement">
      <p className={styles.content}>
        {announcement.content}{" "}
        {announcement.link ? <Link to={announcement.link.to}>{announcement.link.label}</Link> : null}
      </p>
      {announcement.closeable ? (
        <button type="button" className={styles.close} onClick={close} aria-label="Close announcement" {...{ [EARLY_ACTION_ATTRIBUTE]: EARLY_ACTIONS.closeAnnouncement }}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" width="16" height="16">
            <path fill="currentColor" d="M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
          </svg>
        </button>
      ) : null}
    </section>
  );
}
