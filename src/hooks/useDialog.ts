import { useEffect, useRef, type KeyboardEvent, type RefObject } from "react";

/** What can take focus inside a dialog, in document order (visible ones only, see `isShown`). */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A collapsed sidebar category's links are in the dialog but not on screen: Tab skips them. */
const isShown = (element: HTMLElement) => element.offsetParent !== null;

// Page scrolling is locked while any dialog is open. A count, not a saved value per dialog, so a
// dialog opened again before the last one's delayed unlock never leaves the page locked.
let scrollLocks = 0;
let unlockedOverflow = "";

function lockScroll(): void {
  if (scrollLocks === 0) unlockedOverflow = document.body.style.overflow;
  scrollLocks += 1;
  document.body.style.overflow = "hidden";
}

function unlockScroll(): void {
  scrollLocks -= 1;
  if (scrollLocks === 0) document.body.style.overflow = unlockedOverflow;
}

export interface DialogOptions {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Escape. */
  onClose(): void;
  /** Focused when the dialog opens; the dialog element itself when absent. */
  initialFocus?: RefObject<HTMLElement>;
  /** Focused again when the dialog closes (read when it opens); else the element focused before it opened. */
  returnFocus?: RefObject<HTMLElement>;
  /** How long page scrolling stays locked after the dialog closes, in milliseconds. */
  scrollRestoreDelayMs?: number;
}

/**
 * A modal dialog's keyboard and page behaviour (the mobile drawer, the private-repository
 * warning): focus moves in when it opens and back when it closes, Tab and Shift+Tab stay inside,
 * Escape closes it, Enter on the dialog itself does nothing, and the page behind does not scroll.
 * Put `ref` and `onKeyDown` on the element with `role="dialog"`.
 */
export function useDialog<T extends HTMLElement>({ open, onClose, initialFocus, returnFocus, scrollRestoreDelayMs = 0 }: DialogOptions) {
  const ref = useRef<T>(null);

  useEffect(() => {
    if (!open) return undefined;
    const focusedBefore = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTo = returnFocus?.current ?? focusedBefore;
    lockScroll();
    (initialFocus?.current ?? ref.current)?.focus();
    return () => {
      if (scrollRestoreDelayMs > 0) window.setTimeout(unlockScroll, scrollRestoreDelayMs);
      else unlockScroll();
      returnTo?.focus();
    };
  }, [open, initialFocus, returnFocus, scrollRestoreDelayMs]);

  const onKeyDown = (event: KeyboardEvent<T>) => {
    const dialog = ref.current;
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === "Enter" && event.target === dialog) {
      event.preventDefault();
      return;
    }
    if (event.key !== "Tab" || !dialog) return;
    const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isShown);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return { ref, onKeyDown };
}
