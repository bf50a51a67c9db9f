/**
 * `list_sections`: the site's sidebars as trees, so an agent can browse as a reader does. The
 * build publishes no file of sidebars; each doc's page data holds the sidebar it is in (its page
 * query's, src/components/DocPage/fragments.ts). So docs are visited in the site's order and each
 * sidebar is read from the first doc found in it; the docs it lists need no visit, which makes it
 * one read per sidebar and per doc outside any sidebar.
 */
import type { SidebarItem } from "../../src/lib/navigation/sidebars";
import { flattenSidebarLinks } from "../../src/lib/navigation/sidebars";
import { parsePageData } from "./page-meta";
import { readJson } from "./reader";
import type { DocsSite } from "./site";
import { pageDataPath } from "./site-paths";

export interface SectionNode {
  label: string;
  /** The page's path on the site (for read_doc), when the item is a page of the site. */
  path?: string;
  url?: string;
  items?: SectionNode[];
}

export interface SidebarTree {
  /** The sidebar's name in content/sidebars.yaml. */
  name: string;
  /** The site section of its first page (Intro, Guides, …). */
  section: string;
  items: SectionNode[];
}

export interface SectionsResult {
  sidebars: SidebarTree[];
  /** Docs that are in no sidebar. */
  otherPages: { title: string; path: string; url: string }[];
}

function toNode(item: SidebarItem, site: DocsSite): SectionNode {
  const address = item.href ? (item.href.startsWith("/") ? { path: item.href, url: site.url(item.href) } : { url: item.href }) : {};
  return { label: item.label, ...address, ...(item.type === "category" ? { items: item.items.map((child) => toNode(child, site)) } : {}) };
}

export async function listSections(site: DocsSite): Promise<SectionsResult> {
  await site.ready();
  const pages = await site.pages();
  const seen = new Set<string>();
  const sidebars = new Map<string, SidebarTree>();
  const otherPages: SectionsResult["otherPages"] = [];
  for (const page of pages) {
    if (seen.has(page.path)) continue;
    seen.add(page.path);
    const meta = parsePageData(await readJson(site.reader, pageDataPath(page.path)).catch(() => undefined));
    if (!meta.sidebarName || meta.sidebar.length === 0) {
      otherPages.push({ title: page.title, path: page.path, url: site.url(page.path) });
      continue;
    }
    if (!sidebars.has(meta.sidebarName)) {
      sidebars.set(meta.sidebarName, { name: meta.sidebarName, section: page.section, items: meta.sidebar.map((item) => toNode(item, site)) });
      for (const link of flattenSidebarLinks(meta.sidebar)) if (link.href) seen.add(link.href);
    }
  }
  return { sidebars: [...sidebars.values()], otherPages };
}
