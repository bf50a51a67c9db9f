import { clampProgress, trickle } from "../../../../src/lib/browser/progress";

describe("the progress bar", () => {
  it("trickles the progress bar towards, but never to, the end", () => {
    let value = 0.08;
    for (let i = 0; i < 200; i += 1) value = trickle(value, 0.02, () => 1);
    expect(value).toBeGreaterThan(0.9);
    expect(value).toBeLessThan(1);
    expect(clampProgress(0.01, 0.08)).toBe(0.08);
    expect(trickle(1, 0.02)).toBe(1);
  });
});
