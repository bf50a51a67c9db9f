import { lineOfField, navbarConfigProblems, resolveNavbarItems, type NavbarItemConfig } from "../../../../src/lib/navigation/navbar-items";

const docs = new Map([
  ["intro/overview/intro-to-cairn", { path: "/intro/overview/intro-to-cairn/", title: "Introduction to Cairn", sidebarLabel: "Intro to Cairn" }],
  ["courses", { path: "/courses/", title: "Courses", sidebarLabel: null }],
]);

const items: NavbarItemConfig[] = [
  { type: "doc", docId: "intro/overview/intro-to-cairn", label: "Intro", position: "left" },
  { type: "doc", docId: "courses" },
  { type: "link", label: "Guides", to: "/guides/", position: "left" },
  { type: "link", label: "Sign In", href: "https://app.cairn.example/" },
];

describe("resolveNavbarItems", () => {
  it("leads a doc item to its doc's path and a link to its path or address, right by default", () => {
    expect(resolveNavbarItems(items, (id) => docs.get(id), "always")).toEqual([
      { type: "doc", docId: "intro/overview/intro-to-cairn", label: "Intro", to: "/intro/overview/intro-to-cairn/", position: "left" },
      { type: "doc", docId: "courses", label: "Courses", to: "/courses/", position: "right" },
      { type: "link", label: "Guides", to: "/guides/", position: "left" },
      { type: "link", label: "Sign In", href: "https://app.cairn.example/", position: "right" },
    ]);
  });

  it("labels a doc item without a label of its own by its doc's sidebar label, else its title", () => {
    const [sidebarLabelled, titled] = resolveNavbarItems([{ type: "doc", docId: "intro/overview/intro-to-cairn" }, { type: "doc", docId: "courses" }], (id) => docs.get(id), "always");
    expect(sidebarLabelled.label).toBe("Intro to Cairn");
    expect(titled.label).toBe("Courses");
  });

  it("writes a link to a page of the site in the trailing-slash form", () => {
    expect(resolveNavbarItems([items[2]], () => undefined, "never")[0].to).toBe("/guides");
  });

  it("keeps a doc item whose doc is missing, leading nowhere", () => {
    expect(resolveNavbarItems([{ type: "doc", docId: "gone", label: "Gone" }], () => undefined, "always")[0]).toEqual({ type: "doc", docId: "gone", label: "Gone", to: undefined, position: "right" });
  });
});

describe("navbarConfigProblems", () => {
  const source = ['export const siteConfig = {', '  docsVersion: { mainDocId: "intro/missing-home" },', '  navbar: [', '    { type: "doc", docId: "courses", label: "Courses" },', '    { type: "doc", docId: "support", label: "Support" },', "  ],", "};"].join("\n");
  const input = {
    navbar: [{ type: "doc", docId: "courses", label: "Courses" }, { type: "doc", docId: "support", label: "Support" }] satisfies NavbarItemConfig[],
    mainDocId: "intro/missing-home",
    docIds: new Set(["courses"]),
    configFile: "src/site-config.ts",
    source,
    docsDir: "content/docs",
  };

  it("names a navbar item whose doc id is not found, with the file, line and field", () => {
    expect(navbarConfigProblems(input)).toContainEqual({
      where: "src/site-config.ts:5",
      message: 'navbar[1] ("Support"): field "docId": doc "support" does not exist (expected a file such as content/docs/support.mdx)',
    });
  });

  it("names a docs version whose main doc is not found", () => {
    expect(navbarConfigProblems(input)).toContainEqual({
      where: "src/site-config.ts:2",
      message: 'docsVersion: field "mainDocId": doc "intro/missing-home" does not exist (expected a file such as content/docs/intro/missing-home.mdx)',
    });
  });

  it("finds nothing when every doc exists, and names the file alone when the line is not found", () => {
    expect(navbarConfigProblems({ ...input, docIds: new Set(["courses", "support", "intro/missing-home"]) })).toEqual([]);
    expect(navbarConfigProblems({ ...input, source: undefined })[0].where).toBe("src/site-config.ts");
  });
});

describe("lineOfField", () => {
  it("finds the line of a field's value, telling docId from mainDocId", () => {
    const text = 'a: 1,\nmainDocId: "x",\ndocId: "x",\n';
    expect(lineOfField(text, "docId", "x")).toBe(3);
    expect(lineOfField(text, "mainDocId", "x")).toBe(2);
    expect(lineOfField(text, "docId", "y")).toBeUndefined();
  });
});
