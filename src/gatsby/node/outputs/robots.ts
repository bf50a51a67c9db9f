/**
 * robots.txt: everything may be crawled but the search results page (at its path in the site's
 * trailing-slash form; without the slash the rule also covers the search index's files, which no
 * crawler needs), and the sitemap is named.
 */
import { siteConfig } from "../../../site-config";
import { writePublicFile } from "./write";

export function writeRobots(publicDir: string): void {
  writePublicFile(publicDir, "/robots.txt", `User-agent: *\nAllow: /\nDisallow: ${siteConfig.paths.search}\n\nSitemap: ${siteConfig.url}/sitemap.xml\n`);
}
