import { GLOBAL_CLASSES, NO_SCRIPT_CSS } from "../../../../src/lib/browser/global-classes";

describe("the global class names", () => {
  it("are plain class names, each distinct", () => {
    const names = Object.values(GLOBAL_CLASSES);
    expect(names.every((name) => /^[a-z]+(-[a-z]+)*$/.test(name))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it("are each selected by the rules for reading without JavaScript", () => {
    for (const name of Object.values(GLOBAL_CLASSES)) expect(NO_SCRIPT_CSS).toContain(`.${name}`);
    expect(NO_SCRIPT_CSS).toContain(".sidebar-collapsed,.tabs-panel-hidden{display:block!important}");
    expect(NO_SCRIPT_CSS).toContain("@media (max-width:996px){.doc-sidebar-column{display:block!important}}");
  });
});
