import React, { useEffect, useState } from "react";
import { loadSearchModal, useSearch } from "../../theme/Search";
import { SEARCH_BUTTON_ATTRIBUTE } from "../../lib/search/intent";

/** Starts fetching the modal's code as soon as the reader reaches for the box. */
const preload = () => {
  void loadSearchModal();
};
import * as styles from "./styles.module.css";

/** The navbar's search box: opens search on click, and shows the shortcut. */
export default function SearchButton() {
  const { open } = useSearch();
  const [mac, setMac] = useState(false);
  useEffect(() => setMac(/Mac|iPhone|iPad/.test(navigator.platform)), []);
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => open()}
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      aria-keyshortcuts="Control+K Meta+K /"
      {...{ [SEARCH_BUTTON_ATTRIBUTE]: "" }}
    >
      <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M10 2a8 8 0 016.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1110 2zm0 2a6 6 0 100 12 6 6 0 000-12z" />
      </svg>
      <span className={styles.label}>Search</span>
      <kbd className={styles.keys} aria-hidden="true">
        {mac ? "⌘" : "Ctrl"} K
      </kbd>
    </button>
  );
}
