import { useCallback, useSyncExternalStore } from "react";
import { STORAGE_KEYS, storage } from "../lib/browser/storage";

// Every Tabs block with the same groupId follows one choice: a tiny store, shared by the page.
// Choices are kept in memory too, so groups stay in sync when storage is unavailable.
const listeners = new Set<() => void>();
const memory = new Map<string, string>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The reader's choice for a tab group, stored under `docs.tab.<groupId>`, and a setter that
 * updates every block of the group. Server rendering sees no choice, so hydration matches.
 */
export function useTabGroupChoice(groupId: string | undefined): [string | null, (value: string) => void] {
  const key = groupId ? `${STORAGE_KEYS.tabGroupPrefix}${groupId}` : undefined;
  const choice = useSyncExternalStore(
    subscribe,
    () => (key ? (memory.get(key) ?? storage.get(key)) : null),
    () => null,
  );
  const setChoice = useCallback(
    (value: string) => {
      if (!key) return;
      memory.set(key, value);
      storage.set(key, value);
      listeners.forEach((listener) => listener());
    },
    [key],
  );
  return [choice, setChoice];
}
