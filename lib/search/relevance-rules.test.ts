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
import { ingForms, SectionIndex } from './section-search';
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

describe('a word ending in -ing is looked for in its plain form too', () => {
  /** A troubleshooting page that names the symptom in the plain form, and a reference section with the other words. */
  const pages: FixturePage[] = [
    {
      title: 'Troubleshooting',
      route: '/docs/troubleshooting',
      markdown: `# Troubleshooting

## The notification does not show

Check that the capabilities list is not empty.

## Playback stops

Keep the service running.
`,
    },
    {
      title: 'Capability',
      route: '/docs/capability',
      markdown: `# Capability

## Members

Each capability adds a button to the notification.
`,
    },
  ];

  it('finds "does not show" for "not showing"', () => {
    expect(topUrl(indexOf(pages), 'notification buttons not showing')).toBe(
      '/docs/troubleshooting#the-notification-does-not-show',
    );
    const ranked = indexOf(pages).search('showing');
    expect(ranked[0]!.section.url).toBe('/docs/troubleshooting#the-notification-does-not-show');
    expect(ranked[0]!.exact).toBe(true);
  });

  it('keeps a word with a doubled consonant or no vowel left whole', () => {
    expect(ingForms('setting')).toEqual(['set']);
    expect(ingForms('showing')).toEqual(['show', 'showe']);
    expect(ingForms('string')).toEqual([]);
    expect(ingForms('thing')).toEqual([]);
  });
});

describe('a table row is an entry of its own', () => {
  /** A fields table whose last row holds the answer, far past the text the index keeps of a section. */
  const OPTIONS_PAGE: FixturePage = {
    title: 'Options',
    route: '/docs/api/options',
    markdown: `# Options

## Fields

${'Every option is optional and has a default that suits most apps, so most apps pass only a few. '.repeat(8)}

| Field | Type | Description |
| - | - | - |
${Array.from({ length: 12 }, (_, i) => `| \`volumeStep${i}\` | \`number\` | How far one press of a volume key moves the volume. |`).join('\n')}
| \`graceSeconds\` | \`number\` | Seconds to wait after a pause before the notification can be swiped away. |
`,
  };
  const GUIDE: FixturePage = {
    title: 'Notifications',
    route: '/docs/guides/notifications',
    markdown: `# Notifications

## Showing the notification

The notification shows while a track plays and can show a pause button.
`,
  };
  const index = indexOf([OPTIONS_PAGE, GUIDE]);

  it('finds a field by the words of its description, however far down the table it is', () => {
    expect(topUrl(index, 'notification swiped away after pause')).toBe('/docs/api/options#fields');
  });

  it('lists the section once, with the matching row as its excerpt', () => {
    const ranked = index.search('notification swiped away after pause');
    expect(ranked.filter((r) => r.section.url === '/docs/api/options#fields')).toHaveLength(1);
    expect(ranked[0]!.row).toContain('graceSeconds');
    const [page] = groupByPage(ranked);
    expect(page!.sections[0]!.excerpt.map((s) => s.text).join('')).toContain('swiped away');
  });

  it('heads each row with its first cell: a field named by the query beats a section that mentions the words', () => {
    expect(topUrl(index, 'grace seconds')).toBe('/docs/api/options#fields');
  });

  it('puts a whole section before a row that matches equally', () => {
    const tie = indexOf([
      {
        title: 'Support',
        route: '/docs/support',
        markdown: '# Support\n\n## Table\n\n| Feature | iOS |\n| - | - |\n| Caching | yes |\n',
      },
      {
        title: 'Offline',
        route: '/docs/offline',
        markdown: `# Offline\n\n## Caching of what was played, on the device\n\n${'Keeps what was played on the disk. '.repeat(6)}\n`,
      },
    ]);
    // The row's shorter heading gives it the higher engine score; the section still comes first.
    const ranked = tie.search('caching');
    expect(ranked[0]!.section.url).toBe('/docs/offline#caching-of-what-was-played-on-the-device');
    expect(ranked[1]!.score).toBeGreaterThan(ranked[0]!.score);
  });
});

describe('on equal terms, the entry whose own name holds more query words comes first', () => {
  /** An event whose one field is `interval`, and an options table whose row names the option by both words. */
  const index = indexOf([
    {
      title: 'Events',
      route: '/docs/api/events',
      markdown: `# Events

## RemoteJumpAhead

| Field | Type | Description |
| - | - | - |
| \`interval\` | \`number\` | Seconds to jump. |
`,
    },
    {
      title: 'Options',
      route: '/docs/api/options',
      markdown: `# Options

## Fields

| Field | Type | Description |
| - | - | - |
| \`aheadJumpInterval\` | \`number\` | Seconds to jump ahead with the button, which shows in the notification. |
`,
    },
  ]);

  it('puts the row whose first cell is named by both words before the row under a heading with one of them', () => {
    const ranked = index.search('jump intervals');
    // Both rows match both words in their heading fields (first cell and section heading): a tie until the names.
    expect(ranked[0]!.quality).toBe(ranked[1]!.quality);
    expect(ranked[0]!.headingHits).toBe(ranked[1]!.headingHits);
    expect(ranked[0]!.section.url).toBe('/docs/api/options#fields');
    expect(ranked[0]!.nameHits).toBe(2);
    // The engine's own score would have put the event's short row first.
    expect(ranked[1]!.score).toBeGreaterThan(ranked[0]!.score);
  });
});

describe('a query that describes a problem prefers the troubleshooting page', () => {
  const pages: FixturePage[] = [
    {
      title: 'Events',
      route: '/docs/api/events',
      markdown: `# Events

## Progress updated

Fires at the progress interval while a track plays.
`,
    },
    {
      title: 'Troubleshooting',
      route: '/docs/troubleshooting',
      markdown: `# Troubleshooting

## Progress updated never arrives

Set the progress interval first.
`,
    },
  ];
  const index = indexOf(pages);

  it('puts the troubleshooting section first for "not working", "doesn\'t", "never"', () => {
    expect(topUrl(index, 'progress updated not working')).toBe('/docs/troubleshooting#progress-updated-never-arrives');
    expect(topUrl(index, "progress updated doesn't come")).toBe('/docs/troubleshooting#progress-updated-never-arrives');
  });

  it('leaves the reference first for a query that asks how something works', () => {
    expect(topUrl(index, 'progress updated')).toBe('/docs/api/events#progress-updated');
  });
});

describe('a feature request is read as the feature', () => {
  const index = indexOf([
    {
      title: 'Queue',
      route: '/docs/api/queue',
      markdown: '# Queue\n\n## `add(tracks)`\n\nAdds tracks to the queue, for example a stream.\n',
    },
    {
      title: 'Events',
      route: '/docs/api/events',
      markdown: '# Events\n\n## Stream metadata\n\nThe titles a radio stream sends.\n',
    },
  ]);

  it('drops "add support for", "ability to", "allow" and keeps what is asked for', () => {
    expect(topUrl(index, 'Add support for stream metadata')).toBe('/docs/api/events#stream-metadata');
    expect(topUrl(index, 'Ability to read stream metadata')).toBe('/docs/api/events#stream-metadata');
  });

  it('keeps "add" when it names the queue function', () => {
    expect(topUrl(index, 'add tracks')).toBe('/docs/api/queue#addtracks');
  });
});

describe('a camelCase word the docs do not have is read as its parts', () => {
  const index = indexOf([
    {
      title: 'Notification',
      route: '/docs/notification',
      markdown:
        '# Notification\n\n## Progress bar\n\nThe bar shows how far the track has played.\n\n## Artwork\n\nThe picture.\n',
    },
  ]);

  it('finds "ProgressBar" under "Progress bar"', () => {
    expect(topUrl(index, 'ProgressBar')).toBe('/docs/notification#progress-bar');
  });

  it('keeps another version’s API name whole, so that nothing matches it here', () => {
    const withOld = new SectionIndex({
      ...index.data,
      elsewhere: { progressbar: { name: 'ProgressBar', versions: ['1.0'], note: 'removed in 2.0' } },
    });
    expect(withOld.search('ProgressBar')).toEqual([]);
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
