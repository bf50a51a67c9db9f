import { GATSBY_CPU_COUNT, gatsbyCoreCount } from "../../../../src/lib/build/query-workers";

describe("where a build runs its page queries", () => {
  it("counts a machine of one or two cores as one, so queries run in the build process", () => {
    expect(gatsbyCoreCount({}, 1)).toBe("1");
    expect(gatsbyCoreCount({}, 2)).toBe("1");
  });

  it("leaves Gatsby's own count where its workers run queries side by side", () => {
    expect(gatsbyCoreCount({}, 3)).toBeUndefined();
    expect(gatsbyCoreCount({}, 16)).toBeUndefined();
  });

  it("never overrides a count the person building set, whatever its value", () => {
    expect(gatsbyCoreCount({ [GATSBY_CPU_COUNT]: "4" }, 2)).toBeUndefined();
    expect(gatsbyCoreCount({ [GATSBY_CPU_COUNT]: "logical_cores" }, 2)).toBeUndefined();
    expect(gatsbyCoreCount({ [GATSBY_CPU_COUNT]: "" }, 1)).toBeUndefined();
  });
});
