import { gatsbyCoreCount } from "../../../../src/lib/build/query-workers";

describe("where a build runs its page queries", () => {
  it("counts a machine of one or two cores as one, so queries run in the build process", () => {
    expect(gatsbyCoreCount(undefined, 1)).toBe("1");
    expect(gatsbyCoreCount(undefined, 2)).toBe("1");
  });

  it("leaves Gatsby's own count where its workers run queries side by side", () => {
    expect(gatsbyCoreCount(undefined, 3)).toBeUndefined();
    expect(gatsbyCoreCount(undefined, 16)).toBeUndefined();
  });

  it("never overrides a count the person building set, whatever its value", () => {
    expect(gatsbyCoreCount("4", 2)).toBeUndefined();
    expect(gatsbyCoreCount("logical_cores", 2)).toBeUndefined();
    expect(gatsbyCoreCount("", 1)).toBeUndefined();
  });
});
