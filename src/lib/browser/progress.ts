/**
 * The navigation progress bar's arithmetic (NProgress-like): start at the minimum, trickle
 * towards the end without reaching it, jump to 1 when done.
 */
export function clampProgress(value: number, minimum: number): number {
  return Math.min(Math.max(value, minimum), 1);
}

/** The next value after one trickle step: smaller steps as the bar fills, never reaching 1. */
export function trickle(value: number, trickleRate: number, random: () => number = Math.random): number {
  if (value >= 1) return 1;
  const step = value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? trickleRate : value < 0.99 ? 0.005 : 0;
  return Math.min(value + step * (0.5 + random() * 0.5), 0.994);
}
