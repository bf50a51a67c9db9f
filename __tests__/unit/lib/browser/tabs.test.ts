import { selectTab, tabAfterKey } from "../../../../src/lib/browser/tabs";

const options = [
  { value: "terraform", label: "Terraform", isDefault: false },
  { value: "terragrunt", label: "Terragrunt", isDefault: true },
  { value: "pulumi", label: "Pulumi", isDefault: false },
];

describe("selectTab", () => {
  it("uses the stored group choice when this block offers it", () => {
    expect(selectTab(options, "pulumi")).toBe("pulumi");
  });
  it("falls back to the default tab, then the first", () => {
    expect(selectTab(options, "cdk")).toBe("terragrunt");
    expect(selectTab(options.map((o) => ({ ...o, isDefault: false })), null)).toBe("terraform");
    expect(selectTab([], null)).toBeUndefined();
  });
});

describe("tabAfterKey", () => {
  const values = options.map((o) => o.value);
  it("moves with the arrow keys, wrapping, and jumps with Home and End", () => {
    expect(tabAfterKey(values, "terraform", "ArrowRight")).toBe("terragrunt");
    expect(tabAfterKey(values, "pulumi", "ArrowRight")).toBe("terraform");
    expect(tabAfterKey(values, "terraform", "ArrowLeft")).toBe("pulumi");
    expect(tabAfterKey(values, "terragrunt", "Home")).toBe("terraform");
    expect(tabAfterKey(values, "terragrunt", "End")).toBe("pulumi");
    expect(tabAfterKey(values, "terragrunt", "Enter")).toBeUndefined();
  });
});
