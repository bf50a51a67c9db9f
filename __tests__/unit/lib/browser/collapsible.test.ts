import { collapsibleDuration } from "../../../../src/lib/browser/collapsible";

describe("collapsibleDuration", () => {
  it("gives taller panels a longer, but not proportionally longer, animation", () => {
    expect(collapsibleDuration(0)).toBe(0);
    const short = collapsibleDuration(100);
    const tall = collapsibleDuration(1000);
    expect(short).toBeGreaterThan(100);
    expect(tall).toBeGreaterThan(short);
    expect(tall).toBeLessThan(short * 3);
  });
});
