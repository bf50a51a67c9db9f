import { validPreferredVersion } from "../../../../src/lib/navigation/versions";

describe("validPreferredVersion", () => {
  it("keeps a stored docs version only if it exists", () => {
    const versions = [{ name: "current", label: "Next" }];
    expect(validPreferredVersion("current", versions)).toBe("current");
    expect(validPreferredVersion("2.x", versions)).toBeUndefined();
    expect(validPreferredVersion(null, versions)).toBeUndefined();
  });
});
