import { ADMONITION_TYPES, ALLOWED_HTML_ELEMENTS, FACT_COMPONENT_NAMES, WRITER_COMPONENTS, isFactComponent } from "../../../../src/lib/content/mdx-components";

describe("what writers may use in MDX", () => {
  it("registers the writer components, Details and the fact components among them", () => {
    expect([...WRITER_COMPONENTS].sort()).toEqual(["Admonition", "Card", "CardGroup", "Details", "ModuleDefault", "ModuleInput", "ModuleVersion", "TabItem", "Tabs", "ToolVersion"]);
  });

  it("knows which components state a fact from the data", () => {
    expect(FACT_COMPONENT_NAMES).toEqual(["ModuleDefault", "ModuleInput", "ModuleVersion", "ToolVersion"]);
    expect(FACT_COMPONENT_NAMES.every((name) => (WRITER_COMPONENTS as readonly string[]).includes(name))).toBe(true);
    expect(isFactComponent("ToolVersion")).toBe(true);
    expect(isFactComponent("Admonition")).toBe(false);
    expect(isFactComponent("toString")).toBe(false);
  });

  it("knows the six admonition kinds and lowercase HTML elements only", () => {
    expect(ADMONITION_TYPES).toEqual(["note", "tip", "info", "caution", "warning", "danger"]);
    expect(ALLOWED_HTML_ELEMENTS.has("details")).toBe(true);
    expect(ALLOWED_HTML_ELEMENTS.has("script")).toBe(false);
    expect([...ALLOWED_HTML_ELEMENTS].every((name) => name === name.toLowerCase())).toBe(true);
  });
});
