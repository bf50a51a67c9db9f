/**
 * Sidebars as writers write them: validating `sidebars.yaml` (every problem located by its item
 * path, such as `intro[2].items[0]`) and the doc ids it names. ./sidebars resolves them into links.
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
