/**
 * After the build: every page gets its Content-Security-Policy meta, with the hashes of its own
 * inline scripts and only the hosts this build is configured to use.
 */
import fs from "node:fs";
import path from "node:path";
import { withCspMeta, type CspHosts } from "../../lib/csp";
import { isHostedSearch } from "../../lib/search/config";
import { siteConfig } from "../../site-config";

export function configuredHosts(): CspHosts {
  return {
    searchAppId: isHostedSearch(siteConfig.search) ? siteConfig.search.appId : undefined,
    analytics: siteConfig.analytics.gtagId !== "",
  };
}

/** Adds the policy to each HTML file given (site paths under `publicDir`); returns how many. */
export function secureBuiltPages(publicDir: string, htmlFiles: readonly string[], hosts: CspHosts = configuredHosts()): number {
  for (const file of htmlFiles) {
    const full = path.join(publicDir, file);
    fs.writeFileSync(full, withCspMeta(fs.readFileSync(full, "utf8"), hosts));
  }
  return htmlFiles.length;
}
