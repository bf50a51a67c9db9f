import {
  buildBreadcrumbs,
  collectDocRefs,
  findActiveTrail,
  findPrevNext,
  flattenSidebarLinks,
  resolveSidebar,
  sidebarFromQuery,
  SIDEBAR_MAX_DEPTH,
  validateSidebars,
  type DocLinkInfo,
  type SidebarItem,
  type SidebarQueryItem,
} from "../../../../src/lib/navigation/sidebars";

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

describe("validateSidebars", () => {
  it("accepts doc ids, doc, link and category items with defaults", () => {
    const { sidebars } = validateSidebars(raw);
    expect(sidebars.intro[1]).toEqual({
      type: "category",
      label: "Group",
      collapsed: true,
      collapsible: true,
      items: [{ type: "doc", id: "intro/a" }, { type: "doc", id: "intro/b" }],
    });
  });

  it("reports every malformed item with its path", () => {
    const { problems } = validateSidebars({
      main: [42, { type: "category", label: "X" }, { type: "link", label: "L" }, { type: "widget" }, { type: "category", label: "Y", items: [], colour: "red" }],
      other: "not a list",
    });
    expect(problems).toEqual([
      { where: "main[0]", message: expect.stringMatching(/doc id or an object/) },
      { where: "main[1].items", message: "a category needs a list of items" },
      { where: "main[2].href", message: "a link item needs an href" },
      { where: "main[3].type", message: expect.stringMatching(/unknown item type "widget"/) },
      { where: "main[4].colour", message: "unknown key in a category" },
      { where: "other", message: "expected a list of items" },
    ]);
  });

  it("rejects a top level that is not a mapping", () => {
    expect(validateSidebars(["a"]).problems).toHaveLength(1);
  });
});

describe("collectDocRefs", () => {
  it("lists every doc id with where it is referenced, category links included", () => {
    const { sidebars } = validateSidebars(raw);
    expect(collectDocRefs("intro", sidebars.intro)).toEqual([
      { id: "intro", where: "intro[0]" },
      { id: "intro/a", where: "intro[1].items[0]" },
      { id: "intro/b", where: "intro[1].items[1]" },
      { id: "intro/cat", where: "intro[2].link" },
      { id: "intro/c", where: "intro[2].items[0]" },
    ]);
  });
});

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

describe("the sidebar's depth", () => {
  const nested = (depth: number): unknown => (depth === 0 ? "intro" : { type: "category", label: `Level ${depth}`, items: [nested(depth - 1)] });

  it("allows categories down to the depth the page query reads", () => {
    expect(SIDEBAR_MAX_DEPTH).toBe(4);
    expect(validateSidebars({ main: [nested(SIDEBAR_MAX_DEPTH - 1)] }).problems).toEqual([]);
  });

  it("refuses items nested deeper, naming the category that holds them", () => {
    expect(validateSidebars({ main: [nested(SIDEBAR_MAX_DEPTH)] }).problems).toEqual([
      { where: "main[0].items[0].items[0].items[0].items", message: "categories nest at most 4 levels deep, so this one, at level 4, cannot hold items; move them up a level" },
    ]);
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

