import { describe, expect, it } from 'vitest';
import { formatTimeline, parseTimeline } from './build-timeline.mjs';

describe('the build timeline line (scripts/build.ts writes it, the build bench reads it)', () => {
  it('reads back each step and its time, in order, to a tenth of a second', () => {
    const line = formatTimeline([
      { step: 'prepare', seconds: 1.24 },
      { step: 'content build', seconds: 18.96 },
      { step: 'next build', seconds: 25 },
    ]);
    expect(line).toBe('build: steps: prepare 1.2 s, content build 19.0 s, next build 25.0 s');
    expect(parseTimeline(`Generated 257 documents\n${line}\n`)).toEqual([
      { step: 'prepare', seconds: 1.2 },
      { step: 'content build', seconds: 19 },
      { step: 'next build', seconds: 25 },
    ]);
  });

  it('fails, saying so, on output without the line', () => {
    expect(() => parseTimeline('Generated 257 documents')).toThrow('printed no timeline line');
  });
});
