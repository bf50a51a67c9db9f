import { listWords, MANAGE_HEADINGS, manageSections, splitInlineCode } from "../../../../src/lib/content/manage";

const module = { version: "v0.110.2", lastChanged: "v0.108.1", manage: { replacement: [{ input: "cidr_block", effect: "Replaces the VPC." }], beforeDestroy: ["Empty the bucket."] } };

describe("the Manage section", () => {
  it("has its three subsections, in the order of the table of contents", () => {
    expect(manageSections(module).map((s) => s.id)).toEqual(MANAGE_HEADINGS.map((h) => h.id));
  });

  it("names the inputs that force replacement in the upgrade steps and lists them", () => {
    const [upgrade, replacement, destroy] = manageSections(module);
    expect(upgrade.intro).toContain("v0.110.2");
    expect(upgrade.steps.join(" ")).toContain("changing `cidr_block` forces a replacement");
    expect(replacement.replacement).toEqual(module.manage.replacement);
    expect(destroy.steps[0]).toBe("Empty the bucket.");
  });

  it("says so when no input forces a replacement", () => {
    const [upgrade, replacement] = manageSections({ ...module, manage: { replacement: [], beforeDestroy: ["x"] } });
    expect(upgrade.steps.join(" ")).toContain("no input of this module forces a replacement");
    expect(replacement.intro).toMatch(/^No input/);
  });

  it("lists words and splits backticked code from prose", () => {
    expect(listWords(["a"])).toBe("a");
    expect(listWords(["a", "b", "c"])).toBe("a, b and c");
    expect(splitInlineCode("Set `a` to 1")).toEqual([{ code: false, text: "Set " }, { code: true, text: "a" }, { code: false, text: " to 1" }]);
  });
});
