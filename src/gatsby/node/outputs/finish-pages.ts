/**
 * After the build, one pass over every page: the build's metadata is stamped in, the app's scripts
 * load after the first paint (lib/build/scripts-after-paint), and the page gets its
 * Content-Security-Policy meta, with the hashes of its own inline scripts and only the hosts
 * this build is configured to use.
 */
import fs from "node:fs";
import path from "node:path";
import { withCspMeta, type CspHosts } from "../../../lib/build/csp";
import { withBuildMeta, type BuildMeta } from "../../../lib/build/build-meta";
import { withScriptsAfterPaint } from "../../../lib/build/scripts-after-paint";
import { BUILD_META } from "../build-meta";
import { isHostedSearch } from "../../../lib/search/config";
import { siteConfig } from "../../../site-config";
import { writeWhole } from "./write";

export function configuredHosts(): CspHosts {
  return {
    searchAppId: isHostedSearch(siteConfig.search) ? siteConfig.search.appId : undefined,
    analytics: siteConfig.analytics.gtagId !== "",
  };
}

/** Finishes each HTML file given (site paths under `publicDir`); returns how many. */
export function finishBuiltPages(publicDir: string, htmlFiles: readonly string[], hosts: CspHosts = configuredHosts(), meta: BuildMeta = BUILD_META): number {
  for (const file of htmlFiles) {
    const full = path.join(publicDir, file);
    const html = fs.readFileSync(full, "utf8");
    try {
      // The scripts' loader is an inline script: the CSP, which hashes them, comes last.
      // Whole or not at all: the link check reads the pages meanwhile (../checks).
      writeWhole(full, withCspMeta(withScriptsAfterPaint(withBuildMeta(html, meta)), hosts));
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`);
    }
  }
  return htmlFiles.length;
}
