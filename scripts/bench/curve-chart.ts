/**
 * The build's curve as a small SVG chart for the README: seconds and peak memory per 1,000 pages
 * at each corpus size the bench built (`npm run bench -- --pages 3000` or more), one bar each.
 */

export interface CurvePoint {
  pages: number;
  htmlPages: number;
  secondsPer1000: number;
  mbPer1000: number;
}

const WIDTH = 640;
const HEIGHT = 250;
const PANEL = { top: 56, height: 140, gap: 40 };
const BAR_COLOR = "#1f4e8c";
const TEXT_COLOR = "#1a1a1a";

const escapeXml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const thousands = (n: number): string => Math.round(n).toLocaleString("en-US");

/** One panel: a title, and a bar per point scaled to the panel's largest value, labelled above and below. */
function panel(points: readonly CurvePoint[], value: (point: CurvePoint) => number, unit: string, title: string, left: number, width: number): string {
  const max = Math.max(...points.map(value));
  const slot = width / points.length;
  const bar = Math.min(64, slot * 0.6);
  const parts = [`<text x="${left}" y="${PANEL.top - 22}" font-weight="600">${escapeXml(title)}</text>`];
  points.forEach((point, i) => {
    const v = value(point);
    const h = max > 0 ? (v / max) * PANEL.height : 0;
    const x = left + i * slot + (slot - bar) / 2;
    const y = PANEL.top + PANEL.height - h;
    const middle = x + bar / 2;
    parts.push(
      `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${bar.toFixed(1)}" height="${h.toFixed(1)}" fill="${BAR_COLOR}"><title>${escapeXml(`${thousands(point.pages)} pages: ${v} ${unit}`)}</title></rect>`,
      `<text x="${middle.toFixed(1)}" y="${(y - 6).toFixed(1)}" text-anchor="middle">${escapeXml(`${v} ${unit}`)}</text>`,
      `<text x="${middle.toFixed(1)}" y="${PANEL.top + PANEL.height + 18}" text-anchor="middle">${escapeXml(`${thousands(point.pages)} pages`)}</text>`,
    );
  });
  return parts.join("\n  ");
}

/**
 * The chart: seconds per 1,000 pages on the left, peak memory of all build processes per 1,000
 * pages on the right, each scaled to its own largest bar.
 * @param points the bench's `builds.scale`, smallest corpus first
 * @param caption what the figures come from (commit, machine), printed under the title
 */
export function curveChartSvg(points: readonly CurvePoint[], caption: string): string {
  if (points.length === 0) throw new Error("No corpus sizes to chart: run the bench with --pages 3000 or more");
  const half = (WIDTH - 2 * 16 - PANEL.gap) / 2;
  const summary = points.map((p) => `${thousands(p.pages)} pages: ${p.secondsPer1000} s and ${p.mbPer1000} MB per 1,000 pages`).join("; ");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="curve-title curve-desc" font-family="system-ui, -apple-system, Segoe UI, sans-serif" font-size="12" fill="${TEXT_COLOR}">
  <title id="curve-title">Cold build cost per 1,000 pages as the site grows</title>
  <desc id="curve-desc">${escapeXml(`${summary}. ${caption}`)}</desc>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>
  <text x="16" y="${HEIGHT - 12}" font-size="11">${escapeXml(caption)}</text>
  ${panel(points, (p) => p.secondsPer1000, "s", "Seconds per 1,000 pages", 16, half)}
  ${panel(points, (p) => p.mbPer1000, "MB", "Peak memory per 1,000 pages", 16 + half + PANEL.gap, half)}
</svg>
`;
}
