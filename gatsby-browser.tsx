import type { GatsbyBrowser } from "gatsby";
import { navigationEvents, pageLoadEvents } from "./src/theme/Navigation";
import { NAVIGATION_PROGRESS_DELAY_MS } from "./src/lib/browser/constants";
import { isConstrainedConnection, serverAnswers } from "./src/lib/browser/connection";
import { stripIndexHtml } from "./src/lib/navigation/paths";
import { wasRedeployed } from "./src/theme/deploy";
import { replayEarlyClicks } from "./src/lib/browser/early-input";
import { gatsbyLoader, pageCompilationHash, wrapGatsbyNavigate, type GatsbyLoader as Loader, type GatsbyNavigate as Navigate } from "./src/lib/browser/gatsby-runtime";

export { wrapRootElement, wrapPageElement } from "./src/theme/Root";

/**
 * Retry after a failed load. Gatsby keeps a page's failed data or code for the rest of the page's
 * life, so loading it in-app again would fail at once without asking the network. Retry asks the
 * server for the page itself (never from the cache) and loads it in full once the server answers;
 * until then the box stays, with Retry: offline, a full load would replace the site with the
 * browser's own error page.
 */
async function retryInFull(url: URL, tries: number): Promise<void> {
  if (await serverAnswers(url.href)) {
    window.location.assign(url.href);
    return;
  }
  pageLoadEvents.failed({
    path: url.pathname,
    message: `The page ${url.pathname} still could not be loaded (${tries} ${tries === 1 ? "retry" : "retries"}): the site cannot be reached. Check your connection and try again.`,
    retry: () => retryInFull(url, tries + 1),
  });
}

/**
 * Loads a page's resources before Gatsby navigates, so a failure shows the red box with Retry
 * instead of Gatsby's silent full reload (which, offline, ends on the browser's error page).
 * The progress bar keeps its timing: it appears only if loading takes over a second.
 */
function navigateWithLoadErrors(loader: Loader, navigate: Navigate): Navigate {
  const attempt = (to: string, options: unknown): void => {
    const url = new URL(to, window.location.href);
    const timer = window.setTimeout(() => navigationEvents.delayed(), NAVIGATION_PROGRESS_DELAY_MS);
    pageLoadEvents.clear();
    const fail = async (message: string) => {
      // After a deploy this page's chunks may be gone: the new site loads in full instead of an error.
      if (await wasRedeployed()) {
        window.location.assign(url.href);
        return;
      }
      navigationEvents.done();
      pageLoadEvents.failed({ path: url.pathname, message, retry: () => retryInFull(url, 1) });
    };
    loader.loadPage(url.pathname + url.search).then(
      async (resources) => {
        window.clearTimeout(timer);
        if (resources && resources.status !== "error") {
          // The site was deployed again since this page loaded: the next page loads in full. Gatsby
          // would do the same, but only after adding the page to the history in-app as well, so Back
          // would lead to the same page once more.
          const built = resources.page?.webpackCompilationHash;
          const loaded = pageCompilationHash(window);
          if (built && loaded && built !== loaded) window.location.assign(url.href);
          else navigate(to, options);
          return;
        }
        await fail(resources?.error?.message ?? `The page ${url.pathname} could not be loaded. Check your connection and try again.`);
      },
      async (error: Error) => {
        window.clearTimeout(timer);
        await fail(error.message);
      },
    );
  };
  // In-app links to `…/index.html` go to the folder (docs/decisions/routing-and-urls.md). A
  // direct visit to one is sent to its page's own path by Gatsby as it starts (production-app
  // compares window.pagePath).
  return (to, options) => (typeof to === "number" ? navigate(to, options) : attempt(stripIndexHtml(to), options));
}

/**
 * Before the app starts. Back or Forward after the site was deployed again can bring this page
 * back as the old build had it: a page from the HTTP cache is checked before its scripts load
 * (lib/build/scripts-after-paint); one kept whole in the back-forward cache is checked here, when
 * it is shown again, and loaded again from the server if it is out of date.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) void wasRedeployed().then((redeployed) => redeployed && window.location.reload());
  });
  installLoaderHooks();
};

/**
 * Navigation with load errors shown (above), and hover preloading. Gatsby skips viewport
 * prefetching on 2g and with data saver, but preloads on hover regardless. The site skips both
 * there (a reader on a slow or metered connection pays for pages never opened), so hover
 * preloading checks the connection too. A hover preload that fails is only a console warning:
 * navigating to the page shows the red box with Retry if it still fails.
 */
function installLoaderHooks(): void {
  const loader = gatsbyLoader(window);
  if (!loader) return;
  wrapGatsbyNavigate(window, (navigate) => navigateWithLoadErrors(loader, navigate));
  loader.hovering = (path: string) => {
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
    if (isConstrainedConnection(connection)) return undefined;
    // Gatsby's own hovering() is exactly loadPage(path) with the result dropped.
    const warn = (reason: string) => console.warn(`Could not preload ${path}: ${reason}. It will be loaded again when opened.`);
    loader.loadPage(path).then(
      (resources) => {
        if (!resources || resources.status === "error") warn(resources?.error?.message ?? "its page data or code failed to load");
      },
      (error: Error) => warn(error.message),
    );
    return undefined;
  };
}

/**
 * The app has started: every provider and page component has mounted and React handles events.
 * Clicks the head's listener held until now are replayed at their controls
 * (lib/browser/early-input). Gatsby calls this from the effect of its outermost component, after
 * every other effect of the first render, but still inside React's commit: a click dispatched
 * there could not make React hydrate the part of the page it lands in (the sidebar, body and table
 * of contents hydrate later, as Suspense boundaries), and React would drop it. So the replay runs
 * in the next task; the listener keeps holding clicks until then, so their order is kept.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  window.setTimeout(() => replayEarlyClicks(window), 0);
};

/** Loading the next page has taken over a second: show the progress bar. */
export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = () => navigationEvents.delayed();

/** The next page is shown. */
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => navigationEvents.done();
