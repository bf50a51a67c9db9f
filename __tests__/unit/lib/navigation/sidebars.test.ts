import {
  buildBreadcrumbs,
  findActiveTrail,
  findPrevNext,
  flattenSidebarLinks,
  resolveSidebar,
  sidebarFromQuery,
  type DocLinkInfo,
  type SidebarItem,
  type SidebarQueryItem,
} from "../../../../src/lib/navigation/sidebars";
import { validateSidebars } from "../../../../src/lib/navigation/sidebar-source";

const docs: Record<string, DocLinkInfo> = {
  intro: { path: "/intro/", title: "Introduction" },
  "intro/a": { path: "/intro/a/", title: "Page A", sidebarLabel: "A" },
  "intro/b": { path: "/intro/b/", title: "Page B", paginationLabel: "B (next)" },
  "intro/cat": { path: "/intro/cat/", title: "Category page" },
  "intro/c": { path: "/intro/c/", title: "Page C" },
};

const raw = {
  intro: [
    "intro",
    { type: "category", label: "Group", items: ["intro/a", { type: "doc", id: "intro/b" }] },
    { type: "category", label: "Linked", link: "intro/cat", collapsed: false, items: ["intro/c", { type: "link", label: "Forum", href: "https://example.com" }] },
  ],
};

function resolved(): SidebarItem[] {
  const { sidebars, problems } = validateSidebars(raw);
  expect(problems).toEqual([]);
  return resolveSidebar(sidebars.intro, (id) => docs[id]);
}

describe("resolveSidebar", () => {
  it("labels docs with sidebar_label, else title, and links categories to their doc", () => {
    const items = resolved();
    expect(items[0]).toEqual({ type: "link", label: "Introduction", href: "/intro/", docId: "intro" });
    const group = items[1] as Extract<SidebarItem, { type: "category" }>;
    expect(group.items.map((i) => i.label)).toEqual(["A", "Page B"]);
    expect(items[2]).toMatchObject({ type: "category", href: "/intro/cat/", collapsed: false });
  });
});

describe("navigation from the resolved sidebar", () => {
  it("finds the trail of categories down to the active page, ignoring a trailing slash", () => {
    expect(findActiveTrail(resolved(), "/intro/b").map((i) => i.label)).toEqual(["Group", "Page B"]);
    expect(findActiveTrail(resolved(), "/elsewhere/")).toEqual([]);
  });

  it("orders links for reading: a linked category before its children, external links left out", () => {
    expect(flattenSidebarLinks(resolved()).map((i) => i.href)).toEqual(["/intro/", "/intro/a/", "/intro/b/", "/intro/cat/", "/intro/c/"]);
  });

  it("gives previous and next pages, using pagination_label", () => {
    expect(findPrevNext(resolved(), "/intro/a/")).toEqual({
      previous: { label: "Introduction", href: "/intro/" },
      next: { label: "B (next)", href: "/intro/b/" },
    });
    expect(findPrevNext(resolved(), "/intro/c/").next).toBeUndefined();
    expect(findPrevNext(resolved(), "/nope/")).toEqual({});
  });

  it("builds breadcrumbs from the categories above the page", () => {
    expect(buildBreadcrumbs(resolved(), "/intro/c/")).toEqual([{ label: "Linked", href: "/intro/cat/" }, { label: "Page C", href: "/intro/c/" }]);
  });
});

describe("sidebarFromQuery", () => {
  /** What the page query returns for the resolved sidebar: every field, null where it has no value. */
  const asQueried = (items: readonly SidebarItem[]): SidebarQueryItem[] =>
    items.map((item) => ({
      type: item.type,
      label: item.label,
      href: item.href ?? null,
      docId: item.docId ?? null,
      paginationLabel: item.paginationLabel ?? null,
      collapsed: item.type === "category" ? item.collapsed : null,
      collapsible: item.type === "category" ? item.collapsible : null,
      items: item.type === "category" ? asQueried(item.items) : [],
    }));

  it("gives back the resolved sidebar, field for field", () => {
    expect(sidebarFromQuery(asQueried(resolved()))).toEqual(resolved());
  });
});
