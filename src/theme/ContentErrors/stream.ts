/**
 * The content errors the dev server streams (src/gatsby/node/develop/errors.ts): one connection
 * for the whole app, opened when the overlay first renders. The browser reconnects by itself
 * when the dev server restarts, and the server then sends its current list at once. The same
 * stream carries the previews of saved docs (src/gatsby/node/develop/preview.ts).
 */
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { CONTENT_ERRORS_STREAM, DOC_PREVIEW_EVENT, type ContentErrorEntry, type DocPreview } from "../../lib/content/error-report";

const NONE: readonly ContentErrorEntry[] = [];
let current: readonly ContentErrorEntry[] = NONE;
let source: EventSource | null = null;
const subscribers = new Set<() => void>();
/** The latest preview of each page's doc, by path. */
const previews = new Map<string, DocPreview>();

function receivePreview(event: MessageEvent<string>): void {
  try {
    const preview = JSON.parse(event.data) as Partial<DocPreview> | null;
    if (!preview || typeof preview.path !== "string" || typeof preview.body !== "object" || preview.body === null) return;
    previews.set(preview.path, { path: preview.path, body: preview.body });
  } catch {
    return;
  }
  subscribers.forEach((notify) => notify());
}

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
    source.addEventListener(DOC_PREVIEW_EVENT, receivePreview);
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

/**
 * The body to show for the doc at `path`: a preview of the saved file when one arrived since
 * Gatsby last updated the page's data (`body`), else `body`. Gatsby's update for the same save
 * follows the preview, so each new `body` retires the preview then shown.
 */
function useDocPreviewInDevelop(path: string, body: unknown): unknown {
  const preview = useSyncExternalStore(
    subscribe,
    () => previews.get(path),
    () => undefined,
  );
  const [retired, setRetired] = useState<DocPreview | undefined>(undefined);
  const shownBody = useRef(body);
  useEffect(() => {
    if (shownBody.current === body) return;
    shownBody.current = body;
    setRetired(previews.get(path));
  }, [body, path]);
  return preview && preview !== retired ? preview.body : body;
}

const useQueriedBody = (_path: string, body: unknown): unknown => body;

/** `gatsby develop`: the doc body to render, previews included; in production, always `body`. */
export const useDocPreview: (path: string, body: unknown) => unknown = process.env.NODE_ENV === "development" ? useDocPreviewInDevelop : useQueriedBody;
