import { describe, expect, it, vi } from 'vitest';
import { ContentErrors } from '../content/content-problems';
import { classifyChange, debounced, problemsOf } from './content-watch';

describe('classifyChange', () => {
  it('checks docs and categories again', () => {
    expect(classifyChange('docs/next/guides/sleeptimers.md')).toBe('check');
    expect(classifyChange('docs/4.1/api/events.mdx')).toBe('check');
    expect(classifyChange('docs\\next\\basics\\_category_.json')).toBe('check');
  });
  it('prepares everything again for the version list', () => {
    expect(classifyChange('versions.json')).toBe('versions');
    expect(classifyChange('./versions.json')).toBe('versions');
  });
  it('ignores the rest', () => {
    expect(classifyChange('docs/next/images/cover.png')).toBe('ignore');
    expect(classifyChange('api-packages.json')).toBe('ignore');
    expect(classifyChange('README.md')).toBe('ignore');
  });
});

describe('problemsOf', () => {
  it('keeps the problems of a content check', () => {
    const problems = [{ file: 'docs/next/a.md', line: 3, message: 'unknown admonition' }];
    expect(problemsOf(new ContentErrors(problems))).toEqual(problems);
  });
  it('names the last changed file and a line found in the message', () => {
    expect(problemsOf(new Error('bad YAML at line 4'), 'docs/next/a.md')).toEqual([
      { file: 'docs/next/a.md', line: 4, message: 'bad YAML at line 4' },
    ]);
    expect(problemsOf('boom')).toEqual([{ file: 'content', line: 0, message: 'boom' }]);
  });
});

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
