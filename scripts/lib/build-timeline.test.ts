import { describe, expect, it } from 'vitest';
import { formatTimeline, parseTimeline } from './build-timeline.mjs';

describe('the build timeline line (scripts/build.ts writes it, the build bench reads it)', () => {
  it('reads back what it wrote, to a tenth of a second', () => {
    const line = formatTimeline({ check: 2.84, api: 5.91, contentlayer: 23.02, nextEnd: 30.88 });
    expect(line).toBe(
      'build: content check done at 2.8 s, API data at 5.9 s, contentlayer2 done at 23.0 s, next build 5.9–30.9 s',
    );
    expect(parseTimeline(`Generated 257 documents\n${line}\n`)).toEqual({
      check: 2.8,
      api: 5.9,
      contentlayer: 23,
      nextEnd: 30.9,
    });
  });

  it('fails, saying so, on output without the line', () => {
    expect(() => parseTimeline('Generated 257 documents')).toThrow('printed no timeline line');
  });
});
