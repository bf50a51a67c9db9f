/**
 * Sidebars ready to render: doc ids resolved into links (from ./sidebar-source, the validated
 * `sidebars.yaml`), and the navigation derived from the resolved tree (active trail, breadcrumbs,
 * previous/next).
 */
import type { SidebarSourceItem } from "./sidebar-source";

/** An item ready to render. */
export type SidebarItem =
  | { type: "link"; label: string; href: string; docId?: string; paginationLabel?: string }
  | {
      type: "category";
      label: string;
      href?: string;
      docId?: string;
      paginationLabel?: string;
      collapsed: boolean;
      collapsible: boolean;
      items: SidebarItem[];
    };

/** What resolving needs to know about a doc. */
export interface DocLinkInfo {
  path: string;
  title: string;
  sidebarLabel?: string | null;
  paginationLabel?: string | null;
}

/** Turns doc ids into links using the docs' paths and labels. Unknown ids are reported, not thrown. */
export function resolveSidebar(
  items: readonly SidebarSourceItem[],
  lookup: (docId: string) => DocLinkInfo | undefined,
): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    if (item.type === "link") return [{ type: "link", label: item.label, href: item.href }];
    if (item.type === "doc") {
      const doc = lookup(item.id);
      if (!doc) return [];
      return [{
        type: "link",
        label: item.label ?? doc.sidebarLabel ?? doc.title,
        href: doc.path,
        docId: item.id,
        ...(doc.paginationLabel ? { paginationLabel: doc.paginationLabel } : {}),
      }];
    }
    const linked = item.link ? lookup(item.link) : undefined;
    return [{
      type: "category",
      label: item.label,
      ...(linked ? { href: linked.path, docId: item.link } : {}),
      ...(linked?.paginationLabel ? { paginationLabel: linked.paginationLabel } : {}),
      collapsed: item.collapsed,
      collapsible: item.collapsible,
      items: resolveSidebar(item.items, lookup),
    }];
  });
}

/** A sidebar item as a page query returns it: read to a fixed depth, so the deepest has no items. */
export interface SidebarQueryItem {
  readonly type: string;
  readonly label: string;
  readonly href: string | null;
  readonly docId: string | null;
  readonly paginationLabel: string | null;
  readonly collapsed: boolean | null;
  readonly collapsible: boolean | null;
  readonly items?: readonly SidebarQueryItem[];
}

/** The sidebar as the components take it, from a page query's items (the shape `resolveSidebar` makes). */
export function sidebarFromQuery(items: readonly SidebarQueryItem[]): SidebarItem[] {
  return items.flatMap((item): SidebarItem[] => {
    const linked = { ...(item.docId ? { docId: item.docId } : {}), ...(item.paginationLabel ? { paginationLabel: item.paginationLabel } : {}) };
    if (item.type !== "category") return item.href ? [{ type: "link", label: item.label, href: item.href, ...linked }] : [];
    return [{
      type: "category",
      label: item.label,
      ...(item.href ? { href: item.href } : {}),
      ...linked,
      collapsed: item.collapsed ?? true,
      collapsible: item.collapsible ?? true,
      items: sidebarFromQuery(item.items ?? []),
    }];
  });
}

/** Compares paths ignoring a trailing slash. */
export function samePath(a: string, b: string): boolean {
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);
  return strip(a.split("#")[0]) === strip(b.split("#")[0]);
}

/**
 * The chain of items from the top of the sidebar down to the item for `path`, or an empty list
 * when the path is not in the sidebar. The last element is the active item itself.
 */
export function findActiveTrail(items: readonly SidebarItem[], path: string): SidebarItem[] {
  for (const item of items) {
    if (item.type === "category") {
      const inside = findActiveTrail(item.items, path);
      if (inside.length > 0) return [item, ...inside];
    }
    if (item.href && samePath(item.href, path)) return [item];
  }
  return [];
}

/** Links in reading order: a category with a link comes before its children. External links excluded. */
export function flattenSidebarLinks(items: readonly SidebarItem[]): SidebarItem[] {
  return items.flatMap((item) => {
    const self = item.href && item.href.startsWith("/") ? [item] : [];
    return item.type === "category" ? [...self, ...flattenSidebarLinks(item.items)] : self;
  });
}

export interface PageNavLink {
  label: string;
  href: string;
}

/** The previous and next pages in sidebar order around `path`. */
export function findPrevNext(items: readonly SidebarItem[], path: string): { previous?: PageNavLink; next?: PageNavLink } {
  const links = flattenSidebarLinks(items);
  const index = links.findIndex((item) => item.href !== undefined && samePath(item.href, path));
  if (index === -1) return {};
  const toNav = (item: SidebarItem | undefined): PageNavLink | undefined =>
    item?.href ? { label: item.paginationLabel ?? item.label, href: item.href } : undefined;
  return { previous: toNav(links[index - 1]), next: toNav(links[index + 1]) };
}

/** Breadcrumbs for `path`: the categories above it (linked when they have a page) then the page. */
export function buildBreadcrumbs(items: readonly SidebarItem[], path: string): { label: string; href?: string }[] {
  return findActiveTrail(items, path).map((item) => ({ label: item.label, ...(item.href ? { href: item.href } : {}) }));
}
