/**
 * DocSearch's stylesheet is a file of its own (src/gatsby/node/search-stylesheet.ts), fetched with
 * the modal's code instead of inlined into every page.
 */
const HREF = typeof __SEARCH_STYLESHEET__ === "undefined" ? "" : __SEARCH_STYLESHEET__;

let loading: Promise<void> | undefined;

/**
 * Adds the stylesheet to the page once; resolves when it has loaded. A failed load still resolves
 * (with a console warning), so search opens, unstyled, rather than not at all; the next call retries.
 */
export function loadSearchStylesheet(): Promise<void> {
  if (!HREF || typeof document === "undefined") return Promise.resolve();
  if (!loading) {
    loading = new Promise<void>((resolve) => {
      const link = document.createElement("link");
      link.rel = "stylesheet";
      link.href = HREF;
      link.addEventListener("load", () => resolve());
      link.addEventListener("error", () => {
        console.warn(`Could not load the search stylesheet ${HREF}`);
        link.remove();
        loading = undefined;
        resolve();
      });
      document.head.appendChild(link);
    });
  }
  return loading;
}
