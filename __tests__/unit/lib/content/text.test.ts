import { truncateAtWord } from "../../../../src/lib/content/text";

describe("truncateAtWord", () => {
  it("returns text that fits as it is", () => {
    expect(truncateAtWord("Deploy a VPC", 12)).toBe("Deploy a VPC");
  });

  it("cuts at the last whole word that fits, the ellipsis counted in the length", () => {
    expect(truncateAtWord("Deploy a production VPC", 12)).toBe("Deploy a");
    expect(truncateAtWord("Deploy a production VPC", 12, "…")).toBe("Deploy a…");
    expect(truncateAtWord("Deploy a production VPC", 12, "…").length).toBeLessThanOrEqual(12);
  });

  it("cuts a single long word where the room ends", () => {
    expect(truncateAtWord("terragrunt-dependencies", 10)).toBe("terragrunt");
    expect(truncateAtWord("terragrunt-dependencies", 10, "…")).toBe("terragrun…");
  });
});
