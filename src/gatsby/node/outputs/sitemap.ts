/** sitemap.xml: every built page that is content (not the not-found or search pages). */
import { siteConfig } from "../../../site-config";
import { writePublicFile } from "./write";

/** Pages that are not content: they stay out of the sitemap. */
const NOT_INDEXED = [/^\/404/, /^\/dev-404-page/, /^\/search\/?$/];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/** Writes the sitemap of the given page paths; returns how many it lists. */
export function writeSitemap(publicDir: string, pagePaths: readonly string[]): number {
  const pages = pagePaths.filter((p) => !NOT_INDEXED.some((re) => re.test(p))).sort();
  const urls = pages.map((p) => `  <url><loc>${escapeXml(`${siteConfig.url}${p}`)}</loc></url>`).join("\n");
  writePublicFile(publicDir, "/sitemap.xml", `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`);
  return pages.length;
}
