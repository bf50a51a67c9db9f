/**
 * Every doc of a built site, read from its `llms.txt` (written by the build from the docs, one line
 * per page under its section: src/gatsby/node/outputs/llms.ts): what the server lists as
 * resources, suggests for a wrong path, and finds the service modules among.
 */

export interface PageEntry {
  title: string;
  /** The page's site path, with a trailing slash. */
  path: string;
  description: string;
  /** The section heading the page is listed under (the search's lvl0). */
  section: string;
}

const PAGE_LINE = /^- \[(.+)\]\((https?:\/\/[^\s)]+?)index\.md\)(?::\s?(.*))?$/;

/** The pages listed in an llms.txt, in its order. Lines that are not page links are skipped. */
export function parsePageList(text: string): PageEntry[] {
  const pages: PageEntry[] = [];
  const seen = new Set<string>();
  let section = "";
  for (const line of text.split("\n")) {
    if (line.startsWith("## ")) {
      section = line.slice(3).trim();
      continue;
    }
    const match = PAGE_LINE.exec(line);
    if (!match) continue;
    let path: string;
    try {
      path = new URL(match[2]).pathname;
    } catch {
      continue;
    }
    if (seen.has(path)) continue;
    seen.add(path);
    pages.push({ title: match[1], path, description: match[3]?.trim() ?? "", section });
  }
  return pages;
}

/** The slug (`networking/vpc`) of a page that can be a service module's reference page. */
export function moduleSlugOf(path: string): string | undefined {
  return /^\/reference\/services\/([a-z0-9][a-z0-9-]*)\/([a-z0-9][a-z0-9-]*)\/$/.exec(path)?.slice(1, 3).join("/");
}
