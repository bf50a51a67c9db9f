/**
 * Whether the site was deployed again since this page loaded. Gatsby stamps every build's
 * compilation hash into the page (`window.___webpackCompilationHash`) and into
 * `/page-data/app-data.json`; when they differ, this page's chunks may be gone from the server,
 * and the only correct next step is a full page load.
 */
import { withPrefix } from "gatsby";

export async function wasRedeployed(): Promise<boolean> {
  const loaded = (window as Window & { ___webpackCompilationHash?: string }).___webpackCompilationHash;
  if (!loaded) return false;
  try {
    // window.fetch, not the bare name: Gatsby gives the HTML renderer node-fetch for a bare `fetch`, which loads Node's deprecated punycode module.
    const response = await window.fetch(withPrefix("/page-data/app-data.json"), { cache: "no-store" });
    if (!response.ok) return false;
    const data = (await response.json()) as { webpackCompilationHash?: unknown };
    return typeof data.webpackCompilationHash === "string" && data.webpackCompilationHash !== loaded;
  } catch {
    return false;
  }
}
