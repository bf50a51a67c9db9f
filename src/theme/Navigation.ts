/**
 * Navigation state for the progress bar and loading spinner, driven by Gatsby's route events
 * in gatsby-browser: a route update delayed past the threshold starts loading, the update ends it.
 */
import { useSyncExternalStore } from "react";

let loading = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (loading === next) return;
  loading = next;
  listeners.forEach((listener) => listener());
}

export const navigationEvents = {
  /** Gatsby's onRouteUpdateDelayed: the next page has taken longer than a second. */
  delayed: () => set(true),
  /** Gatsby's onRouteUpdate: the next page is shown. */
  done: () => set(false),
};

export function useNavigationLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loading,
    () => false,
  );
}

/** A page whose resources failed to load, shown as the red box with its error and Retry. */
export interface PageLoadFailure {
  path: string;
  message: string;
  /** Tries again; a promise while it is trying (the box shows that, and stays if it fails again). */
  retry(): void | Promise<void>;
}

let failure: PageLoadFailure | null = null;
const failureListeners = new Set<() => void>();

export const pageLoadEvents = {
  failed(next: PageLoadFailure) {
    failure = next;
    failureListeners.forEach((listener) => listener());
  },
  clear() {
    if (failure === null) return;
    failure = null;
    failureListeners.forEach((listener) => listener());
  },
};

export function usePageLoadFailure(): PageLoadFailure | null {
  return useSyncExternalStore(
    (listener) => {
      failureListeners.add(listener);
      return () => failureListeners.delete(listener);
    },
    () => failure,
    () => null,
  );
}
