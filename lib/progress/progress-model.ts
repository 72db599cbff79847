/**
 * The route progress bar's arithmetic (the classic nprogress model): a value in
 * [minimum, 1], nudged forward by trickles that shrink as it approaches the end.
 */
export const PROGRESS = {
  /** Show the bar only when a route takes longer than this. */
  delayMs: 1000,
  minimum: 0.08,
  /** Animation speed of each step. */
  speedMs: 200,
  trickleRate: 0.02,
  trickleSpeedMs: 800,
} as const;

export function clampProgress(value: number, minimum: number = PROGRESS.minimum): number {
  return Math.min(Math.max(value, minimum), 1);
}

/**
 * The next value after one trickle: big steps early, smaller ones later, and
 * never reaching 1 on its own (only completion does that).
 */
export function trickle(value: number, rate: number = PROGRESS.trickleRate): number {
  if (value >= 1) return 1;
  let amount: number;
  if (value < 0.2) amount = 0.1;
  else if (value < 0.5) amount = 0.04;
  else if (value < 0.8) amount = rate;
  else if (value < 0.99) amount = 0.005;
  else amount = 0;
  return clampProgress(value + amount, 0);
}
