/**
 * Navbar items: as configured in src/site-config.ts (a doc by its id, or a link), resolved to what
 * the navbar renders, and the build-time check that every doc item names an existing doc.
 */
import { sitePagePath, type TrailingSlashPolicy } from "./paths";

/** Which side of the navbar an item sits on; items without one go right. */
export type NavbarPosition = "left" | "right";

/** A navbar item as written in the site configuration. */
export type NavbarItemConfig =
  /** Opens a doc, named by its id (its path under content/docs/ without extension); the label defaults to the doc's. */
  | { type: "doc"; docId: string; label?: string; position?: NavbarPosition }
  /** A page of this site (`to`) or another site (`href`). */
  | { type: "link"; label: string; to: string; position?: NavbarPosition }
  | { type: "link"; label: string; href: string; position?: NavbarPosition };

/** A navbar item ready to render: exactly one of `to` (in-app) and `href` (another site) is set. */
export interface NavbarItem {
  type: "doc" | "link";
  label: string;
  /** The doc a `doc` item opens. */
  docId?: string;
  /** Path of a page of this site, in the site's trailing-slash form. */
  to?: string;
  /** Address of another site. */
  href?: string;
  position: NavbarPosition;
}

/** What resolving a doc item needs to know of its doc. */
export interface NavbarDoc {
  path: string;
  title: string;
  sidebarLabel?: string | null;
}

/**
 * The configured items as the navbar renders them: a doc item leads to its doc's path and, without
 * a label of its own, shows the doc's sidebar label or title; a link to a page of this site takes
 * the site's trailing-slash form. A doc item whose doc is missing (a build stops on it, see
 * `navbarConfigProblems`) keeps its label and leads nowhere.
 */
export function resolveNavbarItems(items: readonly NavbarItemConfig[], docOf: (docId: string) => NavbarDoc | undefined, policy: TrailingSlashPolicy): NavbarItem[] {
  return items.map((item) => {
    const position = item.position ?? "right";
    if (item.type === "doc") {
      const doc = docOf(item.docId);
      return { type: "doc", docId: item.docId, label: item.label ?? doc?.sidebarLabel ?? doc?.title ?? item.docId, to: doc?.path, position };
    }
    return "href" in item ? { type: "link", label: item.label, href: item.href, position } : { type: "link", label: item.label, to: sitePagePath(item.to, policy), position };
  });
}

/** A problem in the site configuration, with where it is. */
export interface ConfigProblem {
  /** `src/site-config.ts:<line>` (the line of the value, when it is found in the file's text). */
  where: string;
  message: string;
}

/**
 * The line (1-based) of the first `field: "value"` in `source`, or undefined when it is not
 * written that way; messages then name the file alone.
 */
export function lineOfField(source: string | undefined, field: string, value: string): number | undefined {
  if (!source) return undefined;
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const match = new RegExp(`\\b${field}:\\s*["'\`]${escaped}["'\`]`).exec(source);
  return match ? source.slice(0, match.index).split("\n").length : undefined;
}

/**
 * Doc ids in the site configuration that name no doc: each navbar `doc` item's and the docs
 * version's main doc. `source` is the configuration file's text, to name the line of each.
 */
export function navbarConfigProblems(input: {
  navbar: readonly NavbarItemConfig[];
  mainDocId: string;
  docIds: ReadonlySet<string>;
  configFile: string;
  source?: string;
  docsDir: string;
}): ConfigProblem[] {
  const { navbar, mainDocId, docIds, configFile, source, docsDir } = input;
  const at = (value: string, field: string) => {
    const line = lineOfField(source, field, value);
    return line === undefined ? configFile : `${configFile}:${line}`;
  };
  const expected = (id: string) => `expected a file such as ${docsDir}/${id}.mdx`;
  const problems: ConfigProblem[] = [];
  navbar.forEach((item, index) => {
    if (item.type !== "doc" || docIds.has(item.docId)) return;
    const label = item.label ? ` ("${item.label}")` : "";
    problems.push({ where: at(item.docId, "docId"), message: `navbar[${index}]${label}: field "docId": doc "${item.docId}" does not exist (${expected(item.docId)})` });
  });
  if (!docIds.has(mainDocId)) {
    problems.push({ where: at(mainDocId, "mainDocId"), message: `docsVersion: field "mainDocId": doc "${mainDocId}" does not exist (${expected(mainDocId)})` });
  }
  return problems;
}
