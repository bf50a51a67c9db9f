import { useRef, type KeyboardEvent } from "react";
import { tabAfterKey } from "../lib/browser/tabs";

/**
 * The keyboard of a tab list (WAI-ARIA tabs, automatic activation): Left and Right move to the
 * previous and next tab, wrapping, Home and End to the first and last; the tab moved to is chosen
 * and focused. Put `tabRef(value)` on each tab button and `onKeyDown` on each too.
 */
export function useTabKeys<V extends string>(values: readonly V[], selected: V | undefined, choose: (value: V) => void) {
  const tabs = useRef(new Map<V, HTMLElement>());
  const tabRef = (value: V) => (node: HTMLElement | null) => {
    if (node) tabs.current.set(value, node);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = tabAfterKey(values, selected ?? "", event.key);
    if (!next) return;
    event.preventDefault();
    choose(next);
    tabs.current.get(next)?.focus();
  };
  return { tabRef, onKeyDown };
}
