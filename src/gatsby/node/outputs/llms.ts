/** llms.txt (the site's pages by section, linking their Markdown) and llms-full.txt (every page in one file). */
import { llmsIndex } from "../../../lib/build/markdown";
import { sectionOf } from "../../../lib/search/records";
import { siteConfig } from "../../../site-config";
import type { OutputDocListing } from "./data";
import { writePublicFile } from "./write";

/** Writes both files from the docs and their Markdown (`markdown[i]` is `docs[i]`'s). */
export function writeLlms(publicDir: string, docs: readonly OutputDocListing[], markdown: readonly string[]): void {
  const sections = [...siteConfig.search.sections.map((s) => s.label), "Docs"].map((title) => ({
    title,
    pages: docs.filter((d) => sectionOf(d.path, siteConfig.search.sections) === title),
  }));
  writePublicFile(publicDir, "/llms.txt", llmsIndex({ title: siteConfig.title, tagline: siteConfig.tagline, url: siteConfig.url }, sections));
  writePublicFile(publicDir, "/llms-full.txt", docs.map((doc, i) => `<!-- ${siteConfig.url}${doc.path} -->\n${markdown[i]}`).join("\n\n"));
}
