import React, { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import * as styles from "./styles.module.css";

interface NavbarDropdownProps {
  label: ReactNode;
  /** Accessible name when the label alone is not enough (e.g. "Docs version: Next"). */
  ariaLabel?: string;
  align?: "left" | "right";
  /** A tooltip for the button, for labels shown as an icon only at some widths. */
  title?: string;
  /** Extra class on the caret after the label (a caller's layout at narrower widths). */
  caretClassName?: string;
  /** The menu's links; each must be focusable (a link or a button). */
  children: ReactNode;
}

/**
 * A navbar dropdown: opens on hover, click, Enter or Space (and ArrowDown, into the first item);
 * closes on an outside click, Escape (focus returns to the button) and when focus leaves it.
 */
export default function NavbarDropdown({ label, ariaLabel, align = "left", title, caretClassName, children }: NavbarDropdownProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("touchstart", onPointerDown);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("touchstart", onPointerDown);
    };
  }, [open]);

  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>("[data-dropdown-item]") ?? []);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const list = items();
    if (!open) setOpen(true);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? (index + 1) % list.length : (index - 1 + list.length) % list.length;
    // The menu renders on open; wait a frame when it was closed.
    window.requestAnimationFrame(() => items()[index === -1 && event.key === "ArrowDown" ? 0 : next]?.focus());
  };

  return (
    <div
      ref={root}
      className={styles.dropdown}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        title={title}
        // A mouse click keeps a hover-opened menu open; Enter and Space (detail 0) toggle it.
        onClick={(event) => setOpen((o) => (event.detail === 0 ? !o : true))}
      >
        {label}
        <svg className={caretClassName ? `${styles.caret} ${caretClassName}` : styles.caret} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M7 10l5 5 5-5z" />
        </svg>
      </button>
      <ul id={menuId} className={align === "right" ? `${styles.menu} ${styles.right}` : styles.menu} hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
