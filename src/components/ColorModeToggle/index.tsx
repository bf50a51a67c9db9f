import React from "react";
import { useColorMode } from "../../theme/ColorMode";
import { colorModeToggleLabels } from "../../lib/browser/color-mode";
import { EARLY_ACTION_ATTRIBUTE, EARLY_ACTIONS } from "../../lib/browser/early-input";
import * as styles from "./styles.module.css";

/**
 * Switches between light and dark mode. Its icon follows the page's `data-theme` in CSS, so it is
 * right from first paint; before the app starts, the head's early-input listener works the switch
 * (lib/browser/early-input).
 */
export default function ColorModeToggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  const labels = colorModeToggleLabels(colorMode);
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={toggleColorMode}
      aria-label={labels.label}
      title={labels.title}
      {...{ [EARLY_ACTION_ATTRIBUTE]: EARLY_ACTIONS.colorMode }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={`${styles.icon} ${styles.sun}`}>
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M12 2v2m0 16v2M2 12h2m16 0h2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={`${styles.icon} ${styles.moon}`}>
        <path fill="currentColor" d="M21 14.5A9 9 0 019.5 3a9 9 0 1011.5 11.5z" />
      </svg>
    </button>
  );
}
