/**
 * When the site is served under a path its base URL does not match, its scripts and styles 404
 * and the home page cannot start. This check, inlined in the home page, notices that the app
 * never started and explains the likely fix: a banner beginning "Your site did not load properly",
 * with the base URL to try.
 */

import { INLINE } from "./gatsby-runtime";

/** The base URL that would match where the page is actually served. */
export function suggestedBaseUrl(pathname: string): string {
  return pathname.endsWith("/") ? pathname : `${pathname}/`;
}

/** The inline script: after load, if Gatsby's loader never ran, fill and show the banner. */
export function baseUrlCheckScript(configuredBaseUrl: string): string {
  return [
    "window.addEventListener('load',function(){setTimeout(function(){",
    `if(${INLINE.appStarted})return;`,
    "var b=document.getElementById('base-url-issue-banner');if(!b)return;",
    "var p=location.pathname,s=p.slice(-1)==='/'?p:p+'/';",
    `var c=${JSON.stringify(configuredBaseUrl)};`,
    "if(s===c)return;",
    "b.textContent='Your site did not load properly. The current base URL setting is \"'+c+'\", but the site is served from \"'+p+'\". Try setting the base URL (pathPrefix) to \"'+s+'\" and building again.';",
    "b.hidden=false;},0)});",
  ].join("");
}
