/**
 * The ranking rules of the local search, each on a small site written for the
 * rule (never the live content): the page about a thing outranks a migration
 * guide that mentions it, unless the query asks about upgrading; heading words
 * outrank body words; a short section about a word outranks a long one that
 * mentions it once; everyday words reach the library's terms through the
 * synonym list; excerpts highlight matched words as plain text.
 */
import { describe, expect, it } from 'vitest';
import { parseDocFile } from '../content/parse-markdown';
import { groupByPage } from './ranking';
import { excerptOf } from './search-model';
import { SectionIndex } from './section-search';
import { versionSearchData } from './search-data';
import type { Synonym } from './synonyms';

interface FixturePage {
  title: string;
  route: string;
  markdown: string;
  migration?: boolean;
}

function indexOf(pages: readonly FixturePage[], synonyms: readonly Synonym[] = []): SectionIndex {
  const data = versionSearchData({
    version: { name: '2.0', label: '2.0' },
    pages: pages.map((p) => ({
      title: p.title,
      route: p.route,
      tree: parseDocFile(p.markdown).tree,
      migration: p.migration,
    })),
    docRoute: (_v, docId) => `/docs/${docId}`,
    models: [],
  });
  return new SectionIndex(data, { synonyms });
}

const topUrl = (index: SectionIndex, query: string) => index.search(query)[0]?.section.url;

/** A guide from the previous major version that names the loop setting once, among many other changes. */
const MIGRATION_GUIDE_MENTIONS_LOOP: FixturePage = {
  title: 'Moving from 1.x to 2.0',
  route: '/docs/upgrade-guide',
  migration: true,
  markdown: `# Moving from 1.x to 2.0

## Player changes

The loop setting now takes a constant instead of a boolean, the volume is a number between zero and one, and the
player starts paused after setup.

## Loop setting

Now a constant.
`,
};

/** The reference page whose title is the concept. */
const PAGE_ABOUT_LOOP: FixturePage = {
  title: 'Loop setting',
  route: '/docs/api/loop-setting',
  markdown: `# Loop setting

Decides what happens after the last item.

## Values

Off, one item again, or the whole list again.
`,
};

describe('the page about a thing outranks a migration guide that mentions it', () => {
  const index = indexOf([MIGRATION_GUIDE_MENTIONS_LOOP, PAGE_ABOUT_LOOP]);

  it('puts the page titled with the concept first', () => {
    expect(topUrl(index, 'loop setting')).toBe('/docs/api/loop-setting');
    const ranked = index.search('loop setting');
    const guide = ranked.find((r) => r.section.url.startsWith('/docs/upgrade-guide'));
    expect(guide?.migration).toBe(true);
    expect(ranked.findIndex((r) => r === guide)).toBeGreaterThan(0);
  });

  it('prefers the migration guide when the query asks about upgrading', () => {
    expect(topUrl(index, 'upgrade loop setting')).toMatch(/^\/docs\/upgrade-guide/);
    expect(topUrl(index, 'loop setting 2.0')).toMatch(/^\/docs\/upgrade-guide/);
  });

  it('marks the migration guide in the grouped results', () => {
    const pages = groupByPage(index.search('loop'));
    expect(pages.find((p) => p.url === '/docs/upgrade-guide')?.migration).toBe(true);
    expect(pages.find((p) => p.url === '/docs/api/loop-setting')?.migration).toBeUndefined();
  });
});

describe('a section named by the query comes first', () => {
  const index = indexOf([
    {
      title: 'Queue functions',
      route: '/docs/api/queue-functions',
      markdown: `# Queue functions

## \`setLoopSetting(value)\`

Changes the loop setting of the player while it plays, with a long explanation of every value it takes.
`,
    },
    PAGE_ABOUT_LOOP,
    MIGRATION_GUIDE_MENTIONS_LOOP,
  ]);

  it('puts the page titled with the query before a function whose name contains its words', () => {
    const ranked = index.search('loop setting');
    expect(ranked[0]!.section.url).toBe('/docs/api/loop-setting');
    expect(ranked[0]!.named).toBe(true);
    // The guide's section headed "Loop setting" is not named unless the query asks about upgrading.
    expect(ranked.find((r) => r.section.url === '/docs/upgrade-guide#loop-setting')?.named).toBeUndefined();
  });
});

describe('heading words outrank body words', () => {
  const index = indexOf([
    {
      title: 'Reference',
      route: '/docs/reference',
      markdown: `# Reference

## Volume

Sets how loud the output is, from silent to full.

## Output routing

Volume keys, volume steps: the volume stays.
`,
    },
  ]);

  it('puts the section headed with the word before the one that mentions it', () => {
    expect(topUrl(index, 'volume')).toBe('/docs/reference#volume');
  });
});

describe('a short section about a word outranks a long one that mentions it once', () => {
  const index = indexOf([
    {
      title: 'Guide',
      route: '/docs/guide',
      markdown: `# Guide

## Setting things up

Install the package, link the native parts, start the player once when the app opens, register the background
task, pick the capabilities the lock screen offers, choose colours for the notification, decide what happens when
the app is swiped away, and wire the buffering indicator to the state events the player sends.

## Buffering

What the buffering state means.
`,
    },
  ]);

  it('puts the short section first when both only mention the word in their text or heading equally', () => {
    expect(topUrl(index, 'buffering')).toBe('/docs/guide#buffering');
  });
});

describe('everyday words reach the library’s terms through the synonym list', () => {
  const pages: FixturePage[] = [
    {
      title: 'Playback',
      route: '/docs/playback',
      markdown: `# Playback

## Rate

Plays faster or slower than normal.

## Seeking

Jumps to a position.
`,
    },
  ];

  it('finds the rate section for "speed" only with the synonym listed', () => {
    expect(topUrl(indexOf(pages, [{ word: 'speed', terms: ['rate'] }]), 'playback speed')).toBe('/docs/playback#rate');
    expect(topUrl(indexOf(pages, []), 'change speed')).toBeUndefined();
  });

  it('highlights the library’s word the synonym reached', () => {
    const ranked = indexOf(pages, [{ word: 'speed', terms: ['rate'] }]).search('speed');
    expect(ranked[0]!.terms).toContain('rate');
  });
});

describe('excerpts', () => {
  it('highlight the matched words and keep markup in the text as text', () => {
    const segments = excerptOf('Pass <b>rate</b> & "pitch" to <script>x</script>.', ['rate', 'script']);
    expect(segments.filter((s) => s.highlight).map((s) => s.text)).toEqual(['rate', 'script', 'script']);
    expect(segments.map((s) => s.text).join('')).toBe('Pass <b>rate</b> & "pitch" to <script>x</script>.');
  });

  it('start near the first matched word in a long text', () => {
    const long = `${'Filler words about other things. '.repeat(12)}The rate decides how fast the track plays.`;
    const segments = excerptOf(long, ['rate']);
    expect(segments[0]!.text.startsWith('… ')).toBe(true);
    expect(segments.some((s) => s.highlight && s.text === 'rate')).toBe(true);
  });
});
