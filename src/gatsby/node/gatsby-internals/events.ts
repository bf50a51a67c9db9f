/**
 * Gatsby's redux actions seen on its emitter, and the one list of its state the build changes
 * (./shapes.ts, "queries-done-event" and "rendered-pages-state"). Gatsby passes its `emitter` and
 * `store` to every hook, but what they carry is not API: each use here is checked by the shapes'
 * evidence before the build relies on it, and each reports whether it was ever seen, so a fast path
 * that waited for an action Gatsby no longer dispatches says so in the build log.
 */

import { stateOf, type GatsbyStore } from "./process";

/** The emitter Gatsby passes hooks, as far as this uses it. */
export interface GatsbyEmitter {
  on(type: string, listener: (action: { payload?: unknown }) => void): unknown;
  off(type: string, listener: (action: { payload?: unknown }) => void): unknown;
}

/** The status Gatsby's build sets once every page query has run, just before it renders the pages' HTML. */
export const QUERIES_DONE = "BOOTSTRAP_QUERY_RUNNING_FINISHED";
export const SET_PROGRAM_STATUS = "SET_PROGRAM_STATUS";

/** The action Gatsby's build dispatches as each batch of pages' HTML is written (its payload: their paths). */
export const PAGES_RENDERED = "HTML_GENERATED";

/** A subscription: `stop` ends it, `seen` tells whether the action came at least once. */
export interface Subscription {
  stop(): void;
  seen(): boolean;
}

/**
 * Calls `then` once, when Gatsby's build marks its page queries done (never, should it not). Its
 * state does not keep that status: the mark is seen as the action passes through its emitter.
 */
export function onQueriesDone(emitter: GatsbyEmitter, then: () => void): Subscription {
  let seen = false;
  const listener = (action: { payload?: unknown }) => {
    if (action.payload !== QUERIES_DONE) return;
    seen = true;
    emitter.off(SET_PROGRAM_STATUS, listener);
    // After Gatsby's own dispatch: it goes on to save its state and render the pages.
    setImmediate(then);
  };
  emitter.on(SET_PROGRAM_STATUS, listener);
  return { stop: () => emitter.off(SET_PROGRAM_STATUS, listener), seen: () => seen };
}

/**
 * Calls `then` with the paths of each batch of pages whose HTML Gatsby's build has written, as
 * Gatsby dispatches it (its state already records them as rendered): `then` must be quick, since
 * Gatsby hands its worker the next batch after.
 */
export function onPagesRendered(emitter: GatsbyEmitter, then: (pagePaths: string[]) => void): Subscription {
  let seen = false;
  const listener = (action: { payload?: unknown }) => {
    const paths = Array.isArray(action.payload) ? action.payload.filter((p): p is string => typeof p === "string") : [];
    seen = true;
    if (paths.length > 0) then(paths);
  };
  emitter.on(PAGES_RENDERED, listener);
  return { stop: () => emitter.off(PAGES_RENDERED, listener), seen: () => seen };
}

/** What Gatsby's state holds that the pages' finishing reads: its own slices, and the pages it has still to stitch. */
interface StitchState {
  slices?: unknown;
  html?: { pagesThatNeedToStitchSlices?: unknown };
}

/**
 * Gatsby's list of pages whose slices it will stitch once every page is rendered, to take pages
 * off as they are stitched here instead; undefined (with why) when the state does not hold it as a
 * Set, or when the site has slices of its own (Gatsby renders their HTML after the pages', so a page
 * cannot be stitched before).
 */
export function pagesToStitch(store: GatsbyStore): { take(pagePaths: readonly string[]): void } | { unavailable: string } {
  const state = (stateOf(store) ?? {}) as StitchState;
  const list = state.html?.pagesThatNeedToStitchSlices;
  if (!(list instanceof Set)) return { unavailable: "Gatsby's state has no html.pagesThatNeedToStitchSlices set" };
  if (!(state.slices instanceof Map)) return { unavailable: "Gatsby's state has no slices map" };
  if (state.slices.size > 0) return { unavailable: "the site has slices of its own, which Gatsby renders after the pages" };
  return { take: (pagePaths) => pagePaths.forEach((p) => list.delete(p)) };
}
