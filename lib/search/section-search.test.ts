import { describe, expect, it } from 'vitest';
import type { LifecycleBadge } from '../api-model/lifecycle';
import { hasGoodMatch, listWords, noticeText, otherVersionNotice } from './other-versions';
import { versionSearchData, type SearchDataInput } from './search-data';
import { editDistance, groupByPage, typoBudget } from './ranking';
import { excerptOf } from './search-model';
import { indexTerms, queryTerms, SectionIndex, symbolQuery } from './section-search';
import { splitSections } from './sections';
import { parseDocFile } from '../content/parse-markdown';

const tree = (markdown: string) => parseDocFile(markdown).tree;

const QUEUE_PAGE = `# Queue

The queue is the list of tracks the player works through.

## \`skip(index)\`

Jumps to the track at an index.

## \`skipToNext(initialPosition)\`

Moves to the next track in the queue.

\`\`\`ts
## not a heading inside code
await TrackPlayer.skipToNext();
\`\`\`

## \`getQueue()\`

Reads back the tracks in the queue with their indexes.
`;

const PLAYER_PAGE = `# Player

## \`updateOptions(options)\`

Changes the options that may change while the player runs.

## \`setRepeatMode(mode)\`

Sets the repeat mode: play the next track, repeat one, repeat the queue.
`;

const OPTIONS_PAGE = `# UpdateOptions

The options of updateOptions: capabilities and notification settings.

## Fields

| Field | Type |
| - | - |
| \`capabilities\` | \`Capability[]\` |
`;

const BACKGROUND_PAGE = `# Background mode

## Keep playing when the screen locks

Enable the audio background mode so playback goes on with the screen off.
`;

function badge(kind: LifecycleBadge['kind'], version: string, extra: Partial<LifecycleBadge> = {}): LifecycleBadge {
  return { kind, release: version, label: version, documented: true, orEarlier: false, unreleased: false, ...extra };
}

const pages = [
  { title: 'Queue', route: '/docs/api/functions/queue', tree: tree(QUEUE_PAGE) },
  { title: 'Player', route: '/docs/api/functions/player', tree: tree(PLAYER_PAGE) },
  { title: 'UpdateOptions', route: '/docs/api/objects/update-options', tree: tree(OPTIONS_PAGE) },
  { title: 'Background mode', route: '/docs/basics/background-mode', tree: tree(BACKGROUND_PAGE) },
];
const docRoute = (version: string, docId: string) =>
  version === '2.0' ? `/docs/${docId}` : `/docs/${version}/${docId}`;
const models: SearchDataInput['models'] = [
  {
    name: '1.0',
    label: '1.0',
    locations: [{ key: 'field:MetadataOptions.stopWithApp', docId: 'api/functions/player', anchor: '' }],
    badges: {
      'field:MetadataOptions.stopWithApp': [
        badge('deprecated', '1.0', {
          replacements: [
            { key: 'field:AndroidOptions.appKilledPlaybackBehavior', name: 'AndroidOptions.appKilledPlaybackBehavior' },
            { key: 'field:MetadataOptions.stopNow', name: 'MetadataOptions.stopNow' },
          ],
        }),
        badge('removed', '2.0'),
      ],
    },
  },
  {
    name: '2.0',
    label: '2.0',
    locations: [
      { key: 'function:skip', docId: 'api/functions/queue', anchor: 'skipindex' },
      { key: 'function:skipToNext', docId: 'api/functions/queue', anchor: 'skiptonextinitialposition' },
      { key: 'function:getQueue', docId: 'api/functions/queue', anchor: 'getqueue' },
      { key: 'function:updateOptions', docId: 'api/functions/player', anchor: 'updateoptionsoptions' },
      { key: 'function:setRepeatMode', docId: 'api/functions/player', anchor: 'setrepeatmodemode' },
      { key: 'object:UpdateOptions', docId: 'api/objects/update-options', anchor: '' },
      { key: 'field:UpdateOptions.capabilities', docId: 'api/objects/update-options', anchor: 'fields' },
      { key: 'field:AndroidOptions.appKilledPlaybackBehavior', docId: 'api/objects/update-options', anchor: 'fields' },
    ],
    badges: {},
  },
];
const data = versionSearchData({ version: { name: '2.0', label: '2.0' }, pages, docRoute, models });
const index = new SectionIndex(data);
const top = (query: string) => index.search(query)[0]?.section.url;

describe('heading sections', () => {
  it('splits a page at its headings with rehype-slug anchors, the opening text linking to the page', () => {
    const sections = splitSections(tree(QUEUE_PAGE), { title: 'Queue', route: '/docs/api/functions/queue' });
    expect(sections.map((s) => s.url)).toEqual([
      '/docs/api/functions/queue',
      '/docs/api/functions/queue#skipindex',
      '/docs/api/functions/queue#skiptonextinitialposition',
      '/docs/api/functions/queue#getqueue',
    ]);
    expect(sections[2]).toMatchObject({ page: 'Queue', heading: 'skipToNext(initialPosition)' });
    expect(sections[2]!.text).toContain('not a heading inside code');
  });

  it('numbers repeated headings as rehype-slug does and trims long text at a word', () => {
    const sections = splitSections(
      tree('# T\n\n## Usage\n\none two three four\n\n## Usage\n\nx'),
      { title: 'T', route: '/t' },
      9,
    );
    expect(sections.map((s) => s.url)).toEqual(['/t#usage', '/t#usage-1']);
    expect(sections[0]!.text).toBe('one two');
  });

  it('keeps the words a reader sees: link text, code, table cells, not the markup', () => {
    const [opening] = splitSections(
      tree('See [Track](https://x/track.md) and `add()`.\n\n| a | b |\n| - | - |\n| `c` | [d](./d.md) |'),
      { title: 'T', route: '/t' },
    );
    expect(opening!.text).toBe('See Track and add().');
    // Each row but the header apart, whole, its first cell before a tab.
    expect(opening!.rows).toEqual(['c\td']);
  });

  it('keeps every table row whole while the text around the table is trimmed', () => {
    const rows = Array.from({ length: 30 }, (_, i) => `| \`field${i}\` | ${'words '.repeat(10)}|`).join('\n');
    const [section] = splitSections(
      tree(`# T\n\n## Fields\n\nIntro text.\n\n| Field | Description |\n| - | - |\n${rows}`),
      {
        title: 'T',
        route: '/t',
      },
      20,
    );
    expect(section!.text).toBe('Intro text.');
    expect(section!.rows).toHaveLength(30);
    expect(section!.rows![29]).toBe(`field29\t${'words '.repeat(10).trim()}`);
  });

  it('knows what a line scanner did not: setext headings are sections, a heading in a ```` fence is not', () => {
    const sections = splitSections(tree('# T\n\nSetext one\n----------\n\n````md\n## fenced\n````\n'), {
      title: 'T',
      route: '/t',
    });
    expect(sections.map((s) => s.url)).toEqual(['/t#setext-one']);
  });
});

describe('terms and typos', () => {
  it('indexes identifiers whole and by their camelCase parts; queries keep them whole', () => {
    expect(indexTerms('skipToNext')).toEqual(['skiptonext', 'skip', 'next']);
    expect(indexTerms('buffer sizes class')).toEqual(['buffer', 'size', 'class']);
    expect(queryTerms('how to skipToNext')).toEqual(['skiptonext']);
    expect(queryTerms('to')).toEqual(['to']);
    expect(queryTerms('skip if paused')).toEqual(['skip', 'paused']);
  });

  it('allows one edit for words of 5–8 letters, two for longer ones, none for short ones', () => {
    expect([typoBudget('play'), typoBudget('queue'), typoBudget('skiptone'), typoBudget('updateoptions')]).toEqual([
      0, 1, 1, 2,
    ]);
    expect(editDistance('updateoptins', 'updateoptions')).toBe(1);
    expect(editDistance('abc', 'xyzabc', 2)).toBe(3);
  });

  it('reads a query as a symbol without TrackPlayer. and a call', () => {
    expect(symbolQuery('TrackPlayer.skipToNext()')).toBe('skipToNext');
    expect(symbolQuery('seekTo(position)')).toBe('seekTo');
    expect(symbolQuery('State.Ended')).toBe('State.Ended');
    expect(symbolQuery('play in background')).toBeNull();
  });

  it('reads no symbol in a sentence that starts with a call', () => {
    expect(symbolQuery('TrackPlayer.setRate() changes the voice')).toBeNull();
    expect(symbolQuery('play() after stop()')).toBeNull();
  });
});

describe('ranking', () => {
  it('puts an API symbol’s own section first, the function before the object of the same name', () => {
    expect(top('updateOptions')).toBe('/docs/api/functions/player#updateoptionsoptions');
    expect(top('UpdateOptions')).toBe('/docs/api/objects/update-options');
    expect(top('skipToNext')).toBe('/docs/api/functions/queue#skiptonextinitialposition');
    expect(index.search('skipToNext')[0]!.symbol?.kind).toBe('function');
  });

  it('finds a field by its own name', () => {
    expect(top('capabilities')).toBe('/docs/api/objects/update-options#fields');
  });

  it('forgives one typo and jumps to the nearest symbol', () => {
    expect(top('updateOptins')).toBe('/docs/api/functions/player#updateoptionsoptions');
    expect(top('getQeue')).toBe('/docs/api/functions/queue#getqueue');
  });

  it('never ranks a fuzzy match above an exact one', () => {
    // "index" is in the skip section; "indexes" (read as "indexe": one edit away, and
    // a longer word the prefix completes) only in the getQueue section.
    const ranked = index.search('index');
    expect(ranked[0]!.section.url).toBe('/docs/api/functions/queue#skipindex');
    const exact = ranked.filter((r) => r.exact);
    const fuzzy = ranked.filter((r) => !r.exact);
    expect(fuzzy.map((r) => r.section.url)).toContain('/docs/api/functions/queue#getqueue');
    expect(ranked.slice(0, exact.length)).toEqual(exact);
    expect(index.search('index', { exactOnly: true }).every((r) => r.exact)).toBe(true);
  });

  it('ranks heading matches above body matches and completes the word being typed', () => {
    expect(top('keep playing screen')).toBe('/docs/basics/background-mode#keep-playing-when-the-screen-locks');
    expect(top('backgr')).toBe('/docs/basics/background-mode#keep-playing-when-the-screen-locks');
    const typed = index.search('backgr')[0]!;
    expect(typed.complete && !typed.exact).toBe(true);
  });

  it('groups sections under their page in the order of each page’s best section', () => {
    const pagesFound = groupByPage(index.search('queue'), { perPage: 2 });
    expect(pagesFound[0]!.title).toBe('Queue');
    expect(pagesFound[0]!.sections.length).toBe(2);
    expect(pagesFound[0]!.sections[0]!.url.startsWith('/docs/api/functions/queue')).toBe(true);
  });

  it('highlights the matched words in a plain-text excerpt', () => {
    expect(excerptOf('Moves to the next track in the queue.', ['next', 'queue'])).toEqual([
      { text: 'Moves to the ', highlight: false },
      { text: 'next', highlight: true },
      { text: ' track in the ', highlight: false },
      { text: 'queue', highlight: true },
      { text: '.', highlight: false },
    ]);
    expect(excerptOf('<img src=x>', ['img'])).toEqual([
      { text: '<', highlight: false },
      { text: 'img', highlight: true },
      { text: ' src=x>', highlight: false },
    ]);
  });
});

describe('other versions', () => {
  it('records where another version’s symbol is and what its lifecycle says', () => {
    expect(data.elsewhere['stopwithapp']).toEqual({
      name: 'stopWithApp',
      versions: ['1.0'],
      note: 'removed in 2.0',
      replacement: 'AndroidOptions.appKilledPlaybackBehavior',
    });
    expect(data.elsewhere['metadataoptions.stopwithapp']?.name).toBe('MetadataOptions.stopWithApp');
    expect(data.elsewhere['skiptonext']).toBeUndefined();
  });

  it('says which versions have it when the current one has no good match', () => {
    const old = new SectionIndex(
      versionSearchData({
        version: { name: '1.0', label: '1.0' },
        pages: [
          {
            title: 'Player',
            route: '/docs/1.0/api/functions/player',
            tree: tree('# Player\n\n## Options\n\nstopWithApp stops the service.'),
          },
        ],
        docRoute,
        models,
      }),
    );
    const current = index.search('stopWithApp');
    expect(hasGoodMatch(current)).toBe(false);
    const notice = otherVersionNotice(
      'stopWithApp',
      '2.0',
      [{ label: '1.0', ranked: old.search('stopWithApp', { exactOnly: true }) }],
      data.elsewhere['stopwithapp'],
    );
    expect(notice).toEqual({
      name: 'stopWithApp',
      current: '2.0',
      found: [{ label: '1.0', url: '/docs/1.0/api/functions/player#options' }],
      note: 'removed in 2.0',
      replacement: 'AndroidOptions.appKilledPlaybackBehavior',
    });
    expect(noticeText(notice!)).toBe(
      'stopWithApp is not in 2.0; found in 1.0; removed in 2.0; see AndroidOptions.appKilledPlaybackBehavior.',
    );
    expect(otherVersionNotice('nothing', '2.0', [{ label: '1.0', ranked: [] }], undefined)).toBeNull();
    expect(hasGoodMatch(index.search('queue'))).toBe(true);
  });

  it('lists versions in words', () => {
    expect(listWords(['3.2'])).toBe('3.2');
    expect(listWords(['3.2', '3.1', '2.1'])).toBe('3.2, 3.1 and 2.1');
  });
});
