import { formatProblems, validateFrontmatter } from "../../../../src/lib/content/frontmatter";

describe("validateFrontmatter", () => {
  it("accepts the documented fields and fills defaults", () => {
    const { frontmatter, problems } = validateFrontmatter({
      title: " Terraform ",
      tags: ["terraform"],
      toc_max_heading_level: 4,
      custom_edit_url: null,
      hide_title: true,
    });
    expect(problems).toEqual([]);
    expect(frontmatter).toMatchObject({ title: "Terraform", tags: ["terraform"], toc_max_heading_level: 4, custom_edit_url: null, hide_title: true, hide_table_of_contents: false });
  });

  it("names each bad field and what was expected", () => {
    const { problems } = validateFrontmatter({ title: 3, tags: "vpc", hide_title: "yes", toc_max_heading_level: 9, slug: "no-slash", tittle: "typo" });
    expect(problems).toEqual([
      { field: "title", message: "expected a non-empty string, got 3" },
      { field: "tags", message: 'expected a list of strings, got "vpc"' },
      { field: "hide_title", message: 'expected true or false, got "yes"' },
      { field: "toc_max_heading_level", message: "expected a whole number from 2 to 6, got 9" },
      { field: "tittle", message: expect.stringMatching(/^unknown field/) },
      { field: "slug", message: 'expected a path starting with "/", got "no-slash"' },
    ]);
  });

  it("rejects a tag listed twice and min level above max", () => {
    const { problems } = validateFrontmatter({ tags: ["vpc", "vpc"], toc_min_heading_level: 4, toc_max_heading_level: 3 });
    expect(problems.map((p) => p.field)).toEqual(["toc_min_heading_level", "tags"]);
  });

  it("formats problems prefixed with the file", () => {
    expect(formatProblems("content/docs/a.mdx", [{ field: "title", message: "expected x" }])).toBe('content/docs/a.mdx: frontmatter field "title": expected x');
  });
});
