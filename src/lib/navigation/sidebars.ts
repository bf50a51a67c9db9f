/**
 * Sidebars: validating the writer's `sidebars.yaml`, resolving doc ids into links, and the
 * navigation derived from the resolved tree (active trail, breadcrumbs, previous/next).
 */

/** An item as written in `sidebars.yaml`, after validation. */
export type SidebarSourceItem =
  | { type: "doc"; id: string; label?: string }
  | { type: "link"; label: string; href: string }
  | {
      type: "category";
      label: string;
      /** Doc id the category's label links to. */
      link?: string;
      collapsed: boolean;
      collapsible: boolean;
      items: SidebarSourceItem[];
    };

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

/** A problem in `sidebars.yaml`, located by its item path such as `intro[2].items[0]`. */
export interface SidebarProblem {
  where: string;
  message: string;
}

const CATEGORY_KEYS = new Set(["type", "label", "link", "items", "collapsed", "collapsible"]);

/**
 * How deep items may nest: top-level items are at depth 1, a category's items one deeper. The doc
 * pages' query reads sidebar items to this depth (GraphQL cannot recurse), so validation refuses
 * deeper ones rather than let them vanish from the page (a test keeps the two in step).
 */
export const SIDEBAR_MAX_DEPTH = 4;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function validateItem(raw: unknown, where: string, problems: SidebarProblem[], depth: number): SidebarSourceItem | undefined {
  if (typeof raw === "string") {
    if (raw.trim() === "") problems.push({ where, message: "expected a doc id, got an empty string" });
    return { type: "doc", id: raw.trim() };
  }
  if (!isRecord(raw)) {
    problems.push({ where, message: "expected a doc id or an object with type doc, link or category" });
    return undefined;
  }
  const type = raw.type ?? (raw.items ? "category" : raw.href ? "link" : "doc");
  const str = (key: string): string | undefined => {
    const value = raw[key];
    if (value === undefined) return undefined;
    if (typeof value !== "string" || value.trim() === "") {
      problems.push({ where: `${where}.${key}`, message: "expected a non-empty string" });
      return undefined;
    }
    return value.trim();
  };
  const bool = (key: string, fallback: boolean): boolean => {
    const value = raw[key];
    if (value === undefined) return fallback;
    if (typeof value !== "boolean") problems.push({ where: `${where}.${key}`, message: "expected true or false" });
    return value === true;
  };
  if (type === "doc") {
    const id = str("id");
    if (!id) problems.push({ where: `${where}.id`, message: "a doc item needs the doc's id" });
    const label = str("label");
    return id ? { type: "doc", id, ...(label ? { label } : {}) } : undefined;
  }
  if (type === "link") {
    const label = str("label");
    const href = str("href");
    if (!label) problems.push({ where: `${where}.label`, message: "a link item needs a label" });
    if (!href) problems.push({ where: `${where}.href`, message: "a link item needs an href" });
    return label && href ? { type: "link", label, href } : undefined;
  }
  if (type === "category") {
    for (const key of Object.keys(raw)) {
      if (!CATEGORY_KEYS.has(key)) problems.push({ where: `${where}.${key}`, message: "unknown key in a category" });
    }
    const label = str("label");
    if (!label) problems.push({ where: `${where}.label`, message: "a category needs a label" });
    const link = str("link");
    const collapsible = bool("collapsible", true);
    const collapsed = bool("collapsed", true);
    if (!Array.isArray(raw.items)) {
      problems.push({ where: `${where}.items`, message: "a category needs a list of items" });
      return undefined;
    }
    if (depth === SIDEBAR_MAX_DEPTH && raw.items.length > 0) {
      problems.push({ where: `${where}.items`, message: `categories nest at most ${SIDEBAR_MAX_DEPTH} levels deep, so this one, at level ${depth}, cannot hold items; move them up a level` });
      return undefined;
    }
    const items = validateItems(raw.items, `${where}.items`, problems, depth + 1);
    return label ? { type: "category", label, ...(link ? { link } : {}), collapsed, collapsible, items } : undefined;
  }
  problems.push({ where: `${where}.type`, message: `unknown item type "${String(type)}" (expected doc, link or category)` });
  return undefined;
}

function validateItems(raw: unknown[], where: string, problems: SidebarProblem[], depth: number): SidebarSourceItem[] {
  return raw.flatMap((item, index) => validateItem(item, `${where}[${index}]`, problems, depth) ?? []);
}

/**
 * Validates the parsed `sidebars.yaml`: a mapping from sidebar name to a list of items.
 * Returns the sidebars and every problem found (all of them, not just the first).
 */
export function validateSidebars(raw: unknown): { sidebars: Record<string, SidebarSourceItem[]>; problems: SidebarProblem[] } {
  const problems: SidebarProblem[] = [];
  const sidebars: Record<string, SidebarSourceItem[]> = {};
  if (!isRecord(raw)) {
    return { sidebars, problems: [{ where: "(top level)", message: "expected a mapping of sidebar names to lists of items" }] };
  }
  for (const [name, items] of Object.entries(raw)) {
    if (!Array.isArray(items)) {
      problems.push({ where: name, message: "expected a list of items" });
      continue;
    }
    sidebars[name] = validateItems(items, name, problems, 1);
  }
  return { sidebars, problems };
}

/** Every doc id a sidebar refers to (items and category links), with where it is referenced. */
export function collectDocRefs(name: string, items: readonly SidebarSourceItem[]): { id: string; where: string }[] {
  const refs: { id: string; where: string }[] = [];
  const walk = (list: readonly SidebarSourceItem[], where: string) =>
    list.forEach((item, index) => {
      const here = `${where}[${index}]`;
      if (item.type === "doc") refs.push({ id: item.id, where: here });
      if (item.type === "category") {
        if (item.link) refs.push({ id: item.link, where: `${here}.link` });
        walk(item.items, `${here}.items`);
      }
    });
  walk(items, name);
  return refs;
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
