import { collectDocRefs, SIDEBAR_MAX_DEPTH, validateSidebars } from "../../../../src/lib/navigation/sidebar-source";

const raw = {
  intro: [
    "intro",
    { type: "category", label: "Group", items: ["intro/a", { type: "doc", id: "intro/b" }] },
    { type: "category", label: "Linked", link: "intro/cat", collapsed: false, items: ["intro/c", { type: "link", label: "Forum", href: "https://example.com" }] },
  ],
};

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
