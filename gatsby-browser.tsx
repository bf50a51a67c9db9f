import type { GatsbyBrowser } from "gatsby";
import { navigationEvents } from "./src/theme/Navigation";
import { isConstrainedConnection } from "./src/lib/connection";

export { wrapRootElement, wrapPageElement } from "./src/theme/Root";

interface Loader {
  hovering(path: string): unknown;
}

/**
 * Gatsby skips viewport prefetching on 2g and with data saver, but preloads on hover regardless.
 * The spec skips both there, so hover preloading checks the connection too.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const loader = (window as unknown as { ___loader?: Loader }).___loader;
  if (!loader) return;
  const hovering = loader.hovering.bind(loader);
  loader.hovering = (path: string) => {
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
    return isConstrainedConnection(connection) ? undefined : hovering(path);
  };
};

/** Loading the next page has taken over a second: show the progress bar (spec 2.8). */
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => navigationEvents.delayed();

/** The next page is shown. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => navigationEvents.done();
