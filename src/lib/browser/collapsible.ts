/**
 * How long a collapsible panel takes to open or close, from its content height: taller content
 * moves a little longer, so every panel seems to move at a similar speed. In milliseconds.
 */
export function collapsibleDuration(heightPx: number): number {
  if (!Number.isFinite(heightPx) || heightPx <= 0) return 0;
  const scaled = heightPx / 36;
  return Math.round((4 + 15 * scaled ** 0.25 + scaled / 5) * 10);
}
