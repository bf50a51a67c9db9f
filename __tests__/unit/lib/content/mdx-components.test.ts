import { ADMONITION_TYPES, ALLOWED_HTML_ELEMENTS, WRITER_COMPONENTS } from "../../../../src/lib/content/mdx-components";

describe("what writers may use in MDX", () => {
  it("registers the writer components, Details among them", () => {
    expect([...WRITER_COMPONENTS].sort()).toEqual(["Admonition", "Card", "CardGroup", "Details", "TabItem", "Tabs"]);
  });

  it("knows the six admonition kinds and lowercase HTML elements only", () => {
    expect(ADMONITION_TYPES).toEqual(["note", "tip", "info", "caution", "warning", "danger"]);
    expect(ALLOWED_HTML_ELEMENTS.has("details")).toBe(true);
    expect(ALLOWED_HTML_ELEMENTS.has("script")).toBe(false);
    expect([...ALLOWED_HTML_ELEMENTS].every((name) => name === name.toLowerCase())).toBe(true);
  });
});
