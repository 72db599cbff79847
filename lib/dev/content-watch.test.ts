import { describe, expect, it, vi } from 'vitest';
import { debounced, isWholeJson } from './content-watch';

describe('debounced', () => {
  it('runs once after a burst and once more for changes during a run', async () => {
    vi.useFakeTimers();
    let release: () => void = () => {};
    const task = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const schedule = debounced(task, 100);
    schedule();
    schedule();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
    schedule();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).toHaveBeenCalledTimes(2);
    release();
    vi.useRealTimers();
  });
});

describe('isWholeJson', () => {
  it('tells a whole package manifest from one cut short or empty', () => {
    const manifest = JSON.stringify({ name: 'dot-contentlayer', exports: { './generated': { import: './x.mjs' } } });
    expect(isWholeJson(manifest)).toBe(true);
    expect(isWholeJson(manifest.slice(0, 40))).toBe(false);
    expect(isWholeJson('')).toBe(false);
  });
});
