import { isConstrainedConnection } from "../../../../src/lib/browser/connection";

describe("isConstrainedConnection", () => {
  it("skips prefetching on 2g and with data saver", () => {
    expect(isConstrainedConnection({ effectiveType: "slow-2g" })).toBe(true);
    expect(isConstrainedConnection({ effectiveType: "4g", saveData: true })).toBe(true);
    expect(isConstrainedConnection({ effectiveType: "4g" })).toBe(false);
    expect(isConstrainedConnection(undefined)).toBe(false);
  });
});
