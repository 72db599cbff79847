import { describe, expect, it } from 'vitest';
import { buildToc, tocIds } from './build-toc';
import { activeHeadingId } from './active-heading';

describe('buildToc', () => {
  it('keeps levels 2 to 3 and nests h3 under the preceding h2', () => {
    const toc = buildToc([
      { depth: 2, text: 'Player' },
      { depth: 3, text: 'PlaybackState' },
      { depth: 4, text: 'Payload' },
      { depth: 3, text: 'PlaybackError' },
      { depth: 2, text: 'Media controls' },
    ]);
    expect(toc).toEqual([
      {
        level: 2,
        id: 'player',
        value: 'Player',
        children: [
          { level: 3, id: 'playbackstate', value: 'PlaybackState', children: [] },
          { level: 3, id: 'playbackerror', value: 'PlaybackError', children: [] },
        ],
      },
      { level: 2, id: 'media-controls', value: 'Media controls', children: [] },
    ]);
  });

  it('slugs like rehype-slug: punctuation dropped, duplicates suffixed, hidden levels counted', () => {
    const toc = buildToc([
      { depth: 2, text: 'seekTo(seconds)' },
      { depth: 2, text: 'add(tracks, insertBeforeIndex?)' },
      { depth: 4, text: 'Example' },
      { depth: 2, text: 'Example' },
      { depth: 2, text: '⚠️ getState (deprecated)' },
    ]);
    expect(tocIds(toc)).toEqual(['seektoseconds', 'addtracks-insertbeforeindex', 'example-1', '️-getstate-deprecated']);
  });

  it('puts an h3 with no h2 before it at the top level', () => {
    expect(buildToc([{ depth: 3, text: 'Lonely' }])).toEqual([
      { level: 3, id: 'lonely', value: 'Lonely', children: [] },
    ]);
  });

  it('honours other level ranges and rejects inverted ones', () => {
    expect(
      tocIds(
        buildToc(
          [
            { depth: 2, text: 'A' },
            { depth: 4, text: 'B' },
          ],
          { minLevel: 2, maxLevel: 4 },
        ),
      ),
    ).toEqual(['a', 'b']);
    expect(() => buildToc([], { minLevel: 4, maxLevel: 2 })).toThrow(/minLevel 4 is above maxLevel 2/);
  });
});

describe('activeHeadingId', () => {
  it('is the last heading scrolled past the offset', () => {
    expect(
      activeHeadingId(
        [
          { id: 'a', top: -300 },
          { id: 'b', top: 40 },
          { id: 'c', top: 500 },
        ],
        80,
        900,
      ),
    ).toBe('b');
  });

  it('is the first heading when none is past the offset but it is on screen', () => {
    expect(
      activeHeadingId(
        [
          { id: 'a', top: 300 },
          { id: 'b', top: 700 },
        ],
        80,
        900,
      ),
    ).toBe('a');
    expect(activeHeadingId([{ id: 'a', top: 1300 }], 80, 900)).toBeNull();
  });
});
