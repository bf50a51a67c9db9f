import { checkContent, type ContentCheckInput } from "../../../../src/lib/content/content-checks";

const base: ContentCheckInput = {
  docs: [
    { docId: "intro", path: "/intro/", sourcePath: "content/docs/intro/index.mdx", tagSlugs: ["terraform"] },
    { docId: "intro/a", path: "/intro/a/", sourcePath: "content/docs/intro/a.mdx", tagSlugs: [] },
  ],
  sidebars: { intro: [{ type: "doc", id: "intro" }, { type: "doc", id: "intro/a" }] },
  sidebarsFile: "content/sidebars.yaml",
  docsDir: "content/docs",
  tagSlugs: new Set(["terraform"]),
  tagsFile: "content/tags.yaml",
  otherRoutes: [{ path: "/", source: "src/pages/index.tsx" }],
};

describe("checkContent", () => {
  it("passes good content and says which sidebar holds each doc", () => {
    const result = checkContent(base);
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.sidebarOf.get("intro/a")).toBe("intro");
  });

  it("fails on an unregistered tag, naming the file and the field", () => {
    const result = checkContent({ ...base, docs: [{ ...base.docs[0], tagSlugs: ["terraform", "kubernets"] }, base.docs[1]] });
    expect(result.errors).toEqual([
      'content/docs/intro/index.mdx: frontmatter field "tags": "kubernets" is not a registered tag; add it to content/tags.yaml or use one of its slugs',
    ]);
  });

  it("fails on a sidebar entry naming a doc that does not exist", () => {
    const result = checkContent({ ...base, sidebars: { intro: [{ type: "doc", id: "intro" }, { type: "category", label: "X", link: "intro/gone", collapsed: true, collapsible: true, items: [] }] } });
    expect(result.errors).toEqual([expect.stringContaining('content/sidebars.yaml: intro[1].link: doc "intro/gone" does not exist (expected a file such as content/docs/intro/gone.mdx)')]);
  });

  it("fails on a doc placed in two sidebars", () => {
    const result = checkContent({ ...base, sidebars: { ...base.sidebars, other: [{ type: "doc", id: "intro/a" }] } });
    expect(result.errors).toEqual([expect.stringContaining('other[0]: doc "intro/a" is already in sidebar "intro" (intro[1])')]);
  });

  it("warns about two sources claiming one route, naming both and the one served", () => {
    const result = checkContent({ ...base, otherRoutes: [...base.otherRoutes, { path: "/intro", source: "src/pages/intro.tsx" }] });
    expect(result.warnings).toEqual(["Duplicate route /intro: created by content/docs/intro/index.mdx and again by src/pages/intro.tsx, which is served; content/docs/intro/index.mdx cannot be reached"]);
  });

  it("warns about two docs at one path, the later one served", () => {
    const docs = [...base.docs, { docId: "start", path: "/intro/", sourcePath: "content/docs/start.mdx", tagSlugs: [] }];
    expect(checkContent({ ...base, docs }).warnings).toEqual([
      "Duplicate route /intro/: created by content/docs/intro/index.mdx and again by content/docs/start.mdx, which is served; content/docs/intro/index.mdx cannot be reached",
    ]);
  });
});
