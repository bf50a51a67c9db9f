/**
 * The content errors the dev server streams (src/gatsby/node/develop-errors.ts): one connection
 * for the whole app, opened when the overlay first renders. The browser reconnects by itself
 * when the dev server restarts, and the server then sends its current list at once.
 */
import { useSyncExternalStore } from "react";
import { CONTENT_ERRORS_STREAM, type ContentErrorEntry } from "../../lib/content/error-report";

const NONE: readonly ContentErrorEntry[] = [];
let current: readonly ContentErrorEntry[] = NONE;
let source: EventSource | null = null;
const subscribers = new Set<() => void>();

function receive(event: MessageEvent<string>): void {
  try {
    const errors: unknown = JSON.parse(event.data);
    if (!Array.isArray(errors)) return;
    current = errors.length === 0 ? NONE : errors;
  } catch {
    return;
  }
  subscribers.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  if (!source && typeof EventSource !== "undefined") {
    source = new EventSource(CONTENT_ERRORS_STREAM);
    source.addEventListener("message", receive);
  }
  return () => subscribers.delete(notify);
}

/** Every content error the dev server knows of now, for every page. */
export function useContentErrorStream(): readonly ContentErrorEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => NONE,
  );
}
