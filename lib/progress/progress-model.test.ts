import { describe, expect, it } from 'vitest';
import { PROGRESS, clampProgress, trickle } from './progress-model';

describe('route progress', () => {
  it('never shows less than the minimum nor more than done', () => {
    expect(clampProgress(0)).toBe(0.08);
    expect(clampProgress(1.5)).toBe(1);
    expect(clampProgress(0.5)).toBe(0.5);
  });

  it('trickles in shrinking steps and never finishes on its own', () => {
    let value: number = PROGRESS.minimum;
    const steps: number[] = [];
    for (let i = 0; i < 200; i++) {
      const next = trickle(value);
      steps.push(next - value);
      value = next;
    }
    expect(value).toBeLessThan(1);
    expect(value).toBeGreaterThan(0.9);
    expect(steps[0]).toBeCloseTo(0.1);
    expect(trickle(0.6)).toBeCloseTo(0.62);
    expect(trickle(1)).toBe(1);
  });
});
