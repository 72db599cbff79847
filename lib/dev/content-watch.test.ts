import { describe, expect, it, vi } from 'vitest';
import { debounced, isWholeJson, pendingSources, sourceTypeOf } from './content-watch';

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

describe('the files saved since the last builds', () => {
  it('knows which files the content build builds', () => {
    expect(sourceTypeOf('docs/next/guides/sleeptimers.md')).toBe('Doc');
    expect(sourceTypeOf('docs/next/api/hooks.mdx')).toBe('Doc');
    expect(sourceTypeOf('docs/next/guides/_category_.json')).toBe('Category');
    expect(sourceTypeOf('docs/next/guides/lock-screen.png')).toBeNull();
    expect(sourceTypeOf('versions.json')).toBeNull();
  });

  it('hands a saved file over with the next two builds, whichever of them built it', () => {
    const pending = pendingSources();
    pending.saw('docs/next/intro.md');
    pending.saw('docs/next/intro.png');
    expect(pending.take()).toEqual([{ id: 'docs/next/intro.md', type: 'Doc' }]);
    pending.saw('docs/next/guides/_category_.json');
    expect(pending.take().map((c) => c.id)).toEqual(['docs/next/intro.md', 'docs/next/guides/_category_.json']);
    expect(pending.take().map((c) => c.id)).toEqual(['docs/next/guides/_category_.json']);
    expect(pending.take()).toEqual([]);
  });

  it('counts again from a new save of a file still pending', () => {
    const pending = pendingSources();
    pending.saw('docs/next/intro.md');
    pending.take();
    pending.saw('docs/next/intro.md');
    expect(pending.take()).toHaveLength(1);
    expect(pending.take()).toHaveLength(1);
    expect(pending.take()).toHaveLength(0);
  });
});
