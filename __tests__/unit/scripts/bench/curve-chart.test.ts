import { curveChartSvg, type CurvePoint } from "../../../../scripts/bench/curve-chart";

const points: CurvePoint[] = [
  { pages: 1000, htmlPages: 1064, secondsPer1000: 29.4, mbPer1000: 1176 },
  { pages: 3000, htmlPages: 3073, secondsPer1000: 20, mbPer1000: 572.3 },
  { pages: 10000, htmlPages: 10073, secondsPer1000: 17.7, mbPer1000: 283.3 },
];

/** The height of each bar, in order: a panel's bars, then the other's. */
const barHeights = (svg: string) => [...svg.matchAll(/<rect x="[\d.]+" y="[\d.]+" width="[\d.]+" height="([\d.]+)"/g)].map((m) => Number(m[1]));

describe("the curve chart", () => {
  it("draws one bar per size in each panel, the largest full height and the rest in proportion", () => {
    const heights = barHeights(curveChartSvg(points, "at abc"));
    expect(heights).toHaveLength(6);
    const [s1, s3, s10, m1, m3, m10] = heights;
    expect(s1).toBe(140);
    expect(s10 / s1).toBeCloseTo(17.7 / 29.4, 2);
    expect(s3 / s1).toBeCloseTo(20 / 29.4, 2);
    expect(m1).toBe(140);
    expect(m10 / m1).toBeCloseTo(283.3 / 1176, 2);
    expect(m3).toBeGreaterThan(m10);
  });

  it("labels every bar and says what it shows in words, for readers who cannot see it", () => {
    const svg = curveChartSvg(points, "Cold builds at 8dc17fe & co");
    for (const label of ["29.4 s", "17.7 s", "1176 MB", "283.3 MB", "1,000 pages", "10,000 pages"]) expect(svg).toContain(`>${label}<`);
    expect(svg).toMatch(/role="img" aria-labelledby="curve-title curve-desc"/);
    expect(svg).toContain("10,000 pages: 17.7 s and 283.3 MB per 1,000 pages");
    expect(svg).toContain("8dc17fe &amp; co");
    expect(svg).not.toContain("& co");
  });

  it("refuses to draw nothing", () => {
    expect(() => curveChartSvg([], "")).toThrow(/--pages 3000/);
  });
});
