/** robots.txt: everything may be crawled but the search results page; the sitemap is named. */
import { siteConfig } from "../../../site-config";
import { writePublicFile } from "./write";

export function writeRobots(publicDir: string): void {
  writePublicFile(publicDir, "/robots.txt", `User-agent: *\nAllow: /\nDisallow: /search/\n\nSitemap: ${siteConfig.url}/sitemap.xml\n`);
}
