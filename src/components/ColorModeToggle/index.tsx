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
  const { colorMode, setColorMode } = useColorMode();
  const labels = colorModeToggleLabels(colorMode);
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={() => setColorMode(colorMode === "dark" ? "light" : "dark")}
      aria-label={labels.label}
      title={labels.title}
      {...{ [EARLY_ACTION_ATTRIBUTE]: EARLY_ACTIONS.colorMode }}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={`${styles.icon} ${styles.sun}`}>
        <path fill="currentColor" d="M12 7a5 5 0 100 10 5 5 0 000-10zm0-5 1 3h-2zm0 20-1-3h2zM2 12l3-1v2zm20 0-3 1v-2zM4.9 4.9l2.8 1.4-1.4 1.4zm14.2 14.2-2.8-1.4 1.4-1.4zM4.9 19.1l1.4-2.8 1.4 1.4zM19.1 4.9l-1.4 2.8-1.4-1.4z" />
      </svg>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={`${styles.icon} ${styles.moon}`}>
        <path fill="currentColor" d="M21 14.5A9 9 0 019.5 3a9 9 0 1011.5 11.5z" />
      </svg>
    </button>
  );
}
