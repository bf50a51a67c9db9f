/**
 * Gatsby ends every page with its bundles as `<script src async>`. The browser fetches them while
 * it parses the page and, on a fast connection, they arrive before the first frame: their
 * evaluation and React's hydration then run first, and the page's text is painted only after
 * them (on a phone's CPU, a second later). Lighthouse's LCP counts every script requested before
 * that paint as part of it.
 *
 * After the build, each page's bundles are instead added by one small inline script once the
 * page's first contentful paint has happened: the text shows first, the app starts right after. The inline script is hashed into the page's
 * Content-Security-Policy like the others (./csp runs after this).
 */

import { APP_DATA_URL, INLINE } from "../browser/gatsby-runtime";

/** The id of the inline script that loads the bundles. */
export const SCRIPT_LOADER_ID = "cairn-load-scripts";


/**
 * The loader's code, for the bundle paths given. It waits for the browser's first-contentful-paint
 * entry (the text is on screen, not just laid out); where paint timing is missing, for the first
 * frame and the task after it. A hidden page (a background tab paints nothing until shown) and a
 * paint that takes over 3 s do not wait.
 *
 * A page reached by Back or Forward may be the browser's cached copy of a build that has since
 * been replaced, whose bundles may be gone from the server: before loading them, the loader
 * compares the page's compilation hash with the live build's, and reloads the page from the
 * server when they differ (src/theme/deploy.ts does the same for pages kept in the back-forward
 * cache, whose scripts are already running).
 */
export function scriptLoader(sources: readonly string[], appDataUrl: string = APP_DATA_URL): string {
  // JSON of same-origin paths, with "<" escaped so that no path can end the inline script.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");
  return (
    `(function(s,a){var d=0;function l(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];document.body.appendChild(e)}}` +
    `function w(){if(document.visibilityState==="hidden")return l();setTimeout(l,3000);var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(r,o){if(r.getEntriesByName("first-contentful-paint").length){o.disconnect();l()}}).observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){setTimeout(l,0)})}` +
    `var n=performance.getEntriesByType?performance.getEntriesByType("navigation")[0]:null,h=${INLINE.compilationHash};` +
    `if(n&&n.type==="back_forward"&&h&&window.fetch){fetch(a,{cache:"no-store"}).then(function(r){return r.ok?r.json():{}}).then(function(j){if(typeof j.webpackCompilationHash==="string"&&j.webpackCompilationHash!==h)location.reload();else w()},w)}else w()` +
    `})(${json(sources)},${json(appDataUrl)})`
  );
}

/** A page with its bundle tags taken out (src/gatsby/node/gatsby-internals/markup.ts): their sources, in order, and where the first was. */
export interface PageWithoutBundleTags {
  html: string;
  sources: readonly string[];
  at: number;
}

/**
 * Puts the loader where the page's first bundle tag was (their order is kept in the loader). A page
 * that already has the loader is an error: its bundle tags would then be loaded twice.
 */
export function withScriptLoader({ html, sources, at }: PageWithoutBundleTags): string {
  if (html.includes(`id="${SCRIPT_LOADER_ID}"`)) throw new Error(`The page has Gatsby's script tags and already loads its scripts after the first paint (#${SCRIPT_LOADER_ID})`);
  const loader = `<script id="${SCRIPT_LOADER_ID}">${scriptLoader(sources)}</script>`;
  return html.slice(0, at) + loader + html.slice(at);
}
