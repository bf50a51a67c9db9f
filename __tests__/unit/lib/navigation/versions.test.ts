import { isLastVersion, validPreferredVersion } from "../../../../src/lib/navigation/versions";

describe("validPreferredVersion", () => {
  it("keeps a stored docs version only if it exists", () => {
    const versions = [{ name: "current", label: "Next" }];
    expect(validPreferredVersion("current", versions)).toBe("current");
    expect(validPreferredVersion("2.x", versions)).toBeUndefined();
    expect(validPreferredVersion(null, versions)).toBeUndefined();
  });
});

describe("isLastVersion", () => {
  it("makes the docs as they are now the last version when no version is released", () => {
    expect(isLastVersion({ name: "current" }, [{ name: "current" }])).toBe(true);
  });

  it("makes the newest released version the last once there is one", () => {
    const versions = [{ name: "current" }, { name: "2.x" }, { name: "1.x" }];
    expect(isLastVersion({ name: "current" }, versions)).toBe(false);
    expect(isLastVersion({ name: "2.x" }, versions)).toBe(true);
    expect(isLastVersion({ name: "1.x" }, versions)).toBe(false);
  });
});
