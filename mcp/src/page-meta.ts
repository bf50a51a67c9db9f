/**
 * What a page says about itself beyond its Markdown, read from files the build already writes:
 * Gatsby's page data (the doc's title, tags and its sidebar, as the page's own query returned
 * them: src/components/DocPage/fragments.ts) and the page's HTML head (the build stamps, see
 * src/lib/build/build-meta.ts). Read defensively: a field the page data lacks is left out rather
 * than failing the call, since a page's Markdown is worth answering with on its own.
 */
import { buildBreadcrumbs, sidebarFromQuery, type SidebarItem, type SidebarQueryItem } from "../../src/lib/navigation/sidebars";

export interface PageTag {
  slug: string;
  label: string;
  path: string;
}

export interface PageMeta {
  title?: string;
  description?: string;
  tags: PageTag[];
  /** The name of the sidebar the page is in, if any. */
  sidebarName?: string;
  sidebar: SidebarItem[];
}

export interface BuildStamp {
  /** ISO time of the build that wrote the page. */
  builtAt?: string;
  /** The build's version (its git commit, or BUILD_VERSION). */
  buildVersion?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === "string" ? value : null);
const flag = (value: unknown): boolean | null => (typeof value === "boolean" ? value : null);

/** A sidebar item of the page data, or undefined when it is not one. */
function toQueryItem(value: unknown): SidebarQueryItem | undefined {
  if (!isRecord(value) || typeof value.label !== "string") return undefined;
  const items = Array.isArray(value.items) ? value.items.map(toQueryItem).filter((item): item is SidebarQueryItem => item !== undefined) : [];
  return {
    type: text(value.type) ?? "link",
    label: value.label,
    href: text(value.href),
    docId: text(value.docId),
    paginationLabel: text(value.paginationLabel),
    collapsed: flag(value.collapsed),
    collapsible: flag(value.collapsible),
    items,
  };
}

function toTag(value: unknown): PageTag | undefined {
  if (!isRecord(value) || typeof value.slug !== "string") return undefined;
  return { slug: value.slug, label: text(value.label) ?? value.slug, path: text(value.path) ?? `/tags/${value.slug}/` };
}

/** The page meta in a page-data.json's parsed JSON; empty when it is not a doc's. */
export function parsePageData(value: unknown): PageMeta {
  const result = isRecord(value) && isRecord(value.result) ? value.result : {};
  const data = isRecord(result.data) ? result.data : {};
  const doc = isRecord(data.doc) ? data.doc : {};
  const context = isRecord(result.pageContext) ? result.pageContext : {};
  const sidebarItems = isRecord(data.sidebar) && Array.isArray(data.sidebar.items) ? data.sidebar.items : [];
  const title = text(doc.title);
  const description = text(doc.description);
  const sidebarName = text(context.sidebarName);
  return {
    ...(title ? { title } : {}),
    ...(description ? { description } : {}),
    tags: Array.isArray(doc.tags) ? doc.tags.map(toTag).filter((tag): tag is PageTag => tag !== undefined) : [],
    ...(sidebarName ? { sidebarName } : {}),
    sidebar: sidebarFromQuery(sidebarItems.map(toQueryItem).filter((item): item is SidebarQueryItem => item !== undefined)),
  };
}

/** The page's breadcrumbs, as the page shows them (src/components/Breadcrumbs). */
export function breadcrumbsOf(meta: PageMeta, path: string): { label: string; href?: string }[] {
  return buildBreadcrumbs(meta.sidebar, path);
}

/** Decodes the few entities React writes into attribute values. */
function unescapeAttribute(value: string): string {
  return value.replace(/&(quot|amp|lt|gt|#39|#x27);/g, (_, name: string) => ({ quot: '"', amp: "&", lt: "<", gt: ">", "#39": "'", "#x27": "'" })[name] ?? "");
}

/** The build stamps in a page's HTML head (`<meta name="buildTime">`, `<meta name="buildVersion">`). */
export function parseBuildStamp(html: string): BuildStamp {
  const head = html.slice(0, Math.max(0, html.indexOf("</head>")) || html.length);
  const meta = (name: string) => {
    const match = new RegExp(`<meta\\s+name="${name}"\\s+content="([^"]*)"`, "i").exec(head);
    return match ? unescapeAttribute(match[1]) : undefined;
  };
  const builtAt = meta("buildTime");
  const buildVersion = meta("buildVersion");
  return { ...(builtAt ? { builtAt } : {}), ...(buildVersion ? { buildVersion } : {}) };
}
