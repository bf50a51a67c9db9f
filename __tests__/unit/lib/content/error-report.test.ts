import { describeContentErrors, errorLocation, frontmatterFieldPosition, locateFrontmatterField, parseContentErrors } from "../../../../src/lib/content/error-report";

describe("parseContentErrors", () => {
  it("reads the file, line, column and message of each line the terminal prints", () => {
    expect(parseContentErrors(["content/docs/a.mdx:7:1: Expected a closing tag for `<Tabs>`", "content/sidebars.yaml:3:5: invalid YAML: bad"])).toEqual([
      { file: "content/docs/a.mdx", line: 7, column: 1, message: "Expected a closing tag for `<Tabs>`", text: "content/docs/a.mdx:7:1: Expected a closing tag for `<Tabs>`" },
      { file: "content/sidebars.yaml", line: 3, column: 5, message: "invalid YAML: bad", text: "content/sidebars.yaml:3:5: invalid YAML: bad" },
    ]);
  });

  it("keeps the place unknown when the message names only the file, or a line without a column", () => {
    const [field, line] = parseContentErrors(['content/docs/b.mdx: frontmatter field "hide_title": expected true or false, got "yes"', "content/docs/c.mdx:12: bad"]);
    expect(field).toMatchObject({ file: "content/docs/b.mdx", line: null, column: null, message: 'frontmatter field "hide_title": expected true or false, got "yes"' });
    expect(line).toMatchObject({ file: "content/docs/c.mdx", line: 12, column: null, message: "bad" });
  });

  it("splits a report of several problems into one error each, and reads paths outside the project", () => {
    const errors = parseContentErrors(["../../tmp/site/catalog/net/vpc.yaml: inputs[0].name: expected a string\n../../tmp/site/catalog/net/vpc.yaml: version: expected a string"]);
    expect(errors.map((e) => [e.file, e.message])).toEqual([
      ["../../tmp/site/catalog/net/vpc.yaml", "inputs[0].name: expected a string"],
      ["../../tmp/site/catalog/net/vpc.yaml", "version: expected a string"],
    ]);
  });

  it("joins a line that names no file to the error before it, and keeps an error naming no file", () => {
    expect(parseContentErrors(["content/docs/a.mdx:2:1: first\n  more detail"])[0]).toMatchObject({ message: "first\n  more detail", text: "content/docs/a.mdx:2:1: first\n  more detail" });
    expect(parseContentErrors(["something else went wrong"])).toEqual([{ file: "", line: null, column: null, message: "something else went wrong", text: "something else went wrong" }]);
  });
});

describe("frontmatterFieldPosition", () => {
  const raw = "---\ntitle: A\n'hide_title': yes\ntags:\n  - x\n---\n\nhide_title: not frontmatter\n";

  it("finds the line of a top-level field's key in the frontmatter", () => {
    expect(frontmatterFieldPosition(raw, "title")).toEqual({ line: 2, column: 1 });
    expect(frontmatterFieldPosition(raw, "hide_title")).toEqual({ line: 3, column: 1 });
    expect(frontmatterFieldPosition(raw, "tags")).toEqual({ line: 4, column: 1 });
  });

  it("is null for a field the frontmatter does not have, or a file without frontmatter", () => {
    expect(frontmatterFieldPosition(raw, "slug")).toBeNull();
    expect(frontmatterFieldPosition("# Title\n\ntitle: x\n", "title")).toBeNull();
  });
});

describe("locateFrontmatterField", () => {
  const [error] = parseContentErrors(['content/docs/b.mdx: frontmatter field "hide_title": expected true or false, got "yes"']);

  it("adds the line and column of the field the message names", () => {
    expect(locateFrontmatterField(error, () => "---\ntitle: B\nhide_title: yes\n---\n")).toMatchObject({ line: 3, column: 1, text: error.text });
  });

  it("leaves the error as it is when the file cannot be read or the place is known", () => {
    expect(locateFrontmatterField(error, () => undefined)).toBe(error);
    const [located] = parseContentErrors(["content/docs/a.mdx:7:1: bad"]);
    expect(locateFrontmatterField(located, () => "---\n---\n")).toBe(located);
  });
});

describe("errorLocation and describeContentErrors", () => {
  it("writes file:line:column, or as much as is known", () => {
    expect(errorLocation({ file: "content/docs/a.mdx", line: 7, column: 1 })).toBe("content/docs/a.mdx:7:1");
    expect(errorLocation({ file: "content/docs/a.mdx", line: 7, column: null })).toBe("content/docs/a.mdx:7");
    expect(errorLocation({ file: "content/tags.yaml", line: null, column: null })).toBe("content/tags.yaml");
  });

  it("counts the errors and the files they are in", () => {
    expect(describeContentErrors([{ file: "a.mdx" }])).toBe("1 content error in 1 file");
    expect(describeContentErrors([{ file: "a.mdx" }, { file: "a.mdx" }, { file: "b.yaml" }])).toBe("3 content errors in 2 files");
  });
});
