/**
 * Whether the site was deployed again since this page loaded. Gatsby stamps every build's
 * compilation hash into the page and into its app data (lib/browser/gatsby-runtime); when they
 * differ, this page's chunks may be gone from the server, and the only correct next step is a full
 * page load.
 */
import { withPrefix } from "gatsby";
import { APP_DATA_URL, pageCompilationHash } from "../lib/browser/gatsby-runtime";

export async function wasRedeployed(): Promise<boolean> {
  const loaded = pageCompilationHash(window);
  if (!loaded) return false;
  try {
    // window.fetch, not the bare name: Gatsby gives the HTML renderer node-fetch for a bare `fetch`, which loads Node's deprecated punycode module.
    const response = await window.fetch(withPrefix(APP_DATA_URL), { cache: "no-store" });
    if (!response.ok) return false;
    const data = (await response.json()) as { webpackCompilationHash?: unknown };
    return typeof data.webpackCompilationHash === "string" && data.webpackCompilationHash !== loaded;
  } catch {
    return false;
  }
}
