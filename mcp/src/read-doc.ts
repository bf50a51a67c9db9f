/**
 * `read_doc`: one page's Markdown (the `index.md` the build writes beside it), or one heading's
 * section of it, with the page's title, breadcrumbs, tags and build stamps. A path that is not a
 * doc answers with the nearest pages.
 */
import { searchWordsFromPath } from "../../src/lib/navigation/paths";
import { InputError, NotFoundError } from "./errors";
import { findHeading, markdownHeadings, referenceItem, sectionMarkdown, type MarkdownHeading } from "./markdown-sections";
import { breadcrumbsOf, parseBuildStamp, parsePageData } from "./page-meta";
import { readJson, readText } from "./reader";
import { searchDocs } from "./search-docs";
import type { DocsSite } from "./site";
import { pageDataPath, toSitePath } from "./site-paths";
import { mergeSuggestions, nearestByPath, SUGGESTIONS } from "./suggest";

export interface ReadDocResult {
  path: string;
  url: string;
  /** The page's Markdown, as published (for tools that fetch it themselves). */
  markdownUrl: string;
  title: string;
  description?: string;
  breadcrumbs: { label: string; url?: string }[];
  tags: { slug: string; label: string; url: string }[];
  builtAt?: string;
  buildVersion?: string;
  /** The section returned, when one was asked for. */
  section?: { id: string; title: string };
  /** Every heading of the page, to ask for one section. */
  sections: { id: string; title: string; level: number }[];
  markdown: string;
}

/** The nearest pages to a path that is not a doc: by path, then by the site's search for its words. */
export async function suggestPages(site: DocsSite, path: string): Promise<string[]> {
  const pages = await site.pages();
  const byPath = nearestByPath(path, pages).map((page) => page.path);
  const words = searchWordsFromPath(path);
  const bySearch = words ? (await searchDocs(site, { query: words, limit: SUGGESTIONS }).catch(() => ({ results: [] }))).results.map((r) => r.path) : [];
  const titles = new Map(pages.map((page) => [page.path, page.title]));
  return mergeSuggestions([byPath, bySearch]).map((p) => `${titles.get(p) ?? p} (${p})`);
}

/** The Markdown of the doc at `path`, or a NotFoundError with the nearest pages. */
export async function docMarkdown(site: DocsSite, path: string): Promise<string> {
  await site.ready();
  return orNearest(site, path, await readText(site.reader, `${path}index.md`));
}

async function orNearest(site: DocsSite, path: string, markdown: string | undefined): Promise<string> {
  if (markdown !== undefined) return markdown;
  const suggestions = await suggestPages(site, path);
  // The home page, tag pages and the search page have no Markdown; nothing is near them by name.
  const hint = suggestions.length === 0 ? " Find pages with search_docs, or browse them with list_sections." : "";
  throw new NotFoundError(`No doc at ${path} on ${site.publicUrl}.${hint}`, suggestions);
}

function chooseSection(markdown: string, headings: MarkdownHeading[], wanted: string, path: string): { markdown: string; section: { id: string; title: string } } {
  const heading = findHeading(headings, wanted);
  if (heading) return { markdown: sectionMarkdown(markdown, heading, headings), section: { id: heading.id, title: heading.text } };
  const item = referenceItem(markdown, wanted.replace(/^#/, ""));
  if (item) return { markdown: item, section: { id: wanted.replace(/^#/, ""), title: wanted.replace(/^#/, "") } };
  const listed = headings.filter((h) => h.level > 1).map((h) => `${h.id} (“${h.text}”)`);
  throw new InputError(`${path} has no section ${JSON.stringify(wanted.slice(0, 200))}. Its sections: ${listed.join(", ") || "none"}. Pass one of these ids, or leave section out for the whole page.`);
}

export interface ReadDocArgs {
  pathOrUrl: string;
  section?: string;
}

export async function readDoc(site: DocsSite, { pathOrUrl, section }: ReadDocArgs): Promise<ReadDocResult> {
  const { path, anchor } = toSitePath(pathOrUrl, site.origins);
  await site.ready();
  // The page's three files at once: a remote site answers in one round trip, not three.
  const [found, pageData, html] = await Promise.all([
    readText(site.reader, `${path}index.md`),
    readJson(site.reader, pageDataPath(path)).catch(() => undefined),
    readText(site.reader, `${path}index.html`).catch(() => undefined),
  ]);
  const markdown = await orNearest(site, path, found);
  const meta = parsePageData(pageData);
  const stamp = html ? parseBuildStamp(html) : {};
  const headings = markdownHeadings(markdown);
  const wanted = section?.trim() || anchor;
  const chosen = wanted ? chooseSection(markdown, headings, wanted, path) : undefined;
  return {
    path,
    url: site.url(path),
    markdownUrl: site.url(`${path}index.md`),
    title: meta.title ?? headings.find((h) => h.level === 1)?.text ?? path,
    ...(meta.description ? { description: meta.description } : {}),
    breadcrumbs: breadcrumbsOf(meta, path).map(({ label, href }) => ({ label, ...(href ? { url: href.startsWith("/") ? site.url(href) : href } : {}) })),
    tags: meta.tags.map((tag) => ({ slug: tag.slug, label: tag.label, url: site.url(tag.path) })),
    ...stamp,
    ...(chosen ? { section: chosen.section } : {}),
    sections: headings.filter((h) => h.level > 1).map((h) => ({ id: h.id, title: h.text, level: h.level })),
    markdown: chosen ? chosen.markdown : markdown,
  };
}
