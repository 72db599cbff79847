import { describe, expect, it } from 'vitest';
import { parseDocFile } from '../content/parse-markdown';
import { renderMarkdown, renderMarkdownBody, withoutFrontMatter, type MarkdownLinks } from './render-markdown';
import type { PlacedBadges } from '../api-model/version-intelligence';

/** Docs of version 3.2 that the links below may point at. */
const docIds = new Set([
  'intro',
  'guides/page',
  'guides/other',
  'api/objects/track',
  'api/objects/metadata',
  'api/events',
]);

/** A page of version 3.2 on a site served at https://docs.example/. */
const links: MarkdownLinks = {
  absolute: (route) => `https://docs.example${route}`,
  docRoute: (docId) => `/docs/3.2/${docId}`,
  has: (docId) => docIds.has(docId),
};

const body = (source: string, docId = 'guides/page', badges?: PlacedBadges[]) =>
  renderMarkdownBody({ docId, title: 'Page', tree: parseDocFile(source).tree, badges }, links);

describe('renderMarkdown: page frame', () => {
  it('drops the front matter and writes the title as the one H1, removing the body H1', () => {
    const source = [
      '---',
      'title: Sleep timers',
      'sidebar_position: 3',
      '---',
      '',
      '# Old heading',
      '',
      'Stop later.',
    ].join('\n');
    expect(
      renderMarkdown({ docId: 'guides/sleep', title: 'Sleep timers', tree: parseDocFile(source).tree }, links),
    ).toBe('# Sleep timers\n\nStop later.\n');
  });

  it('keeps the line numbers of the body when blanking the front matter', () => {
    expect(withoutFrontMatter('---\na: 1\nb: 2\n---\nText')).toBe('\n\n\n\nText');
    expect(withoutFrontMatter('No front matter\n---\n')).toBe('No front matter\n---\n');
  });
});

describe('renderMarkdown: Tabs and TabItem', () => {
  it('turns every tab into a section labelled with its label (else its value), keeping code fences', () => {
    const source = [
      '<Tabs groupId="pkg">',
      '<TabItem value="npm" label="npm" default>',
      '',
      '```bash',
      'npm install example',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="yarn">',
      '',
      'With **Yarn**:',
      '',
      '```bash',
      'yarn add example',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
    ].join('\n');
    expect(body(source)).toBe(
      [
        '**npm**',
        '',
        '```bash',
        'npm install example',
        '```',
        '',
        '**yarn**',
        '',
        'With **Yarn**:',
        '',
        '```bash',
        'yarn add example',
        '```',
      ].join('\n'),
    );
  });
});

describe('renderMarkdown: admonitions', () => {
  it('makes a blockquote starting with the default label of the kind', () => {
    expect(body(':::note\nKeep the service registered.\n:::')).toBe('> **Note**\n>\n> Keep the service registered.');
  });

  it('puts a custom title after the kind, keeping inline code in it', () => {
    expect(body(':::warning[Deprecated in `4.0`]\nUse the new call.\n:::')).toBe(
      '> **Warning: Deprecated in `4.0`**\n>\n> Use the new call.',
    );
  });

  it('does not repeat a title that is the kind itself', () => {
    expect(body(':::tip[Tip]\nShort.\n:::')).toBe('> **Tip**\n>\n> Short.');
  });

  it('renders an <Admonition> element the same way', () => {
    expect(body('<Admonition type="danger" title="Data loss">\n\nBack up first.\n\n</Admonition>')).toBe(
      '> **Danger: Data loss**\n>\n> Back up first.',
    );
  });

  it('keeps text and leaf directives that are not admonitions as their text', () => {
    expect(body('Set the Android:exported flag.')).toBe('Set the Android:exported flag.');
    // Escaped so no tool reads the brackets as a link; rendered, it reads the same.
    expect(body('::marker[label]')).toBe('::marker\\[label]');
  });
});

describe('renderMarkdown: elements it does not know', () => {
  it('replaces a flow element by its content', () => {
    const source = '<VersionNote since="4.0">\n\nThis arrived in **4.0**.\n\n</VersionNote>';
    expect(body(source)).toBe('This arrived in **4.0**.');
  });

  it('replaces an inline element by its text, nested ones included', () => {
    expect(body('The call <ApiBadge kind="added"><Strong>Added</Strong> in 4.0</ApiBadge> returns a promise.')).toBe(
      'The call Added in 4.0 returns a promise.',
    );
  });

  it('drops an element without content, imports, exports and expressions', () => {
    const source = [
      "import Thing from '@site/thing';",
      'export const meta = { a: 1 };',
      '',
      '<Spacer />',
      '',
      '{/* a comment for editors */}',
      '',
      'Text.',
    ].join('\n');
    expect(body(source)).toBe('Text.');
  });
});

describe('renderMarkdown: lifecycle badges', () => {
  const badges: PlacedBadges[] = [
    {
      at: 'heading',
      anchor: 'getactivetrack',
      key: 'function:getActiveTrack',
      badges: [
        {
          kind: 'added',
          release: '4.0',
          label: '4.0',
          documented: true,
          orEarlier: false,
          unreleased: false,
          href: '/docs/changes/3.2-to-4.0#added-function-getactivetrack',
        },
      ],
    },
    {
      at: 'row',
      anchor: 'getactivetrack',
      row: 'id',
      key: 'field:Track.id',
      badges: [
        {
          kind: 'deprecated',
          release: '4.0',
          label: '4.0',
          documented: true,
          orEarlier: false,
          unreleased: false,
          replacements: [
            {
              key: 'function:getActiveTrackIndex',
              name: 'getActiveTrackIndex',
              href: '/docs/3.2/api/functions/queue#getactivetrackindex',
            },
            { key: 'function:getQueue', name: 'getQueue' },
          ],
          href: '/docs/changes/3.2-to-4.0#deprecated-field-track-id',
        },
        {
          kind: 'removed',
          release: 'next',
          label: 'Next',
          documented: true,
          orEarlier: false,
          unreleased: true,
          href: '/docs/changes/4.1-to-next#removed-field-track-id',
        },
      ],
    },
  ];

  it('writes them as linked text after the heading with the entry’s id and in the row its first cell names', () => {
    const source = [
      '---',
      'title: Queue',
      '---', // front matter: lines 1 to 3
      '## `getActiveTrack()`', // line 4
      '',
      'Returns the active track.',
      '',
      '| Field | Type |',
      '| --- | --- |',
      '| `id` | `string` |', // line 10
    ].join('\n');
    expect(body(source, 'api/functions/queue', badges)).toBe(
      [
        '## `getActiveTrack()`',
        '',
        '[Added in 4.0](https://docs.example/docs/changes/3.2-to-4.0#added-function-getactivetrack)',
        '',
        'Returns the active track.',
        '',
        '| Field | Type |',
        '| - | - |',
        '| `id` ([Deprecated in 4.0](https://docs.example/docs/changes/3.2-to-4.0#deprecated-field-track-id): use [`getActiveTrackIndex`](https://docs.example/docs/3.2/api/functions/queue#getactivetrackindex) or `getQueue`; [Removed in Next (unreleased)](https://docs.example/docs/changes/4.1-to-next#removed-field-track-id)) | `string` |',
      ].join('\n'),
    );
  });

  it('places nothing where the entry is not: another heading, a row under another heading or of another name', () => {
    const source = ['## `getQueue()`', '', '| Field | Type |', '| --- | --- |', '| `url` | `string` |'].join('\n');
    expect(body(source, 'api/functions/queue', badges)).not.toContain('Added in');
    expect(body(source, 'api/functions/queue', badges)).not.toContain('Deprecated');
    const otherHeading = ['## `getQueue()`', '', '| Field | Type |', '| --- | --- |', '| `id` | `string` |'].join('\n');
    expect(body(otherHeading, 'api/functions/queue', badges)).not.toContain('Deprecated');
  });

  it('writes an ApiBadges element written in the page as text too', () => {
    const element = `<ApiBadges badges='${JSON.stringify([{ kind: 'deprecated', label: '2.0', documented: true, orEarlier: true, unreleased: false }])}' />`;
    expect(body(`## Old\n\n${element}`)).toBe('## Old\n\nDeprecated in 2.0 or earlier');
  });

  it('fails on an ApiBadges element whose badges are not JSON, naming the page', () => {
    const tree = parseDocFile(`## Old\n\n<ApiBadges badges='[{kind: deprecated}]' />`).tree;
    expect(() =>
      renderMarkdownBody({ docId: 'api/old', title: 'Old', tree, file: 'content/docs/3.2/api/old.md' }, links),
    ).toThrow(/^content\/docs\/3\.2\/api\/old\.md: the badges of an ApiBadges element are not JSON/);
  });

  it('places badges after a heading inside a tab, as the page does', () => {
    const source = [
      '<Tabs>',
      '<TabItem value="a" label="A">',
      '',
      '## `getActiveTrack()`',
      '',
      '</TabItem>',
      '</Tabs>',
    ];
    expect(body(source.join('\n'), 'api/functions/queue', badges)).toBe(
      [
        '**A**',
        '',
        '## `getActiveTrack()`',
        '',
        '[Added in 4.0](https://docs.example/docs/changes/3.2-to-4.0#added-function-getactivetrack)',
      ].join('\n'),
    );
  });
});

describe('renderMarkdown: links', () => {
  it('points relative .md links at the .md form of that page in the same version, anchor kept', () => {
    expect(body('See [Track](../api/objects/track.md#fields) and [intro](../intro.mdx).')).toBe(
      'See [Track](https://docs.example/docs/3.2/api/objects/track.md#fields) and [intro](https://docs.example/docs/3.2/intro.md).',
    );
  });

  it('resolves a link from the version root when the doc folder has no such page, as the HTML page does', () => {
    expect(body('See [Metadata](./api/objects/metadata.md#fields).', 'api/events')).toBe(
      'See [Metadata](https://docs.example/docs/3.2/api/objects/metadata.md#fields).',
    );
  });

  it('accepts a slash between the file and the hash', () => {
    expect(body('[Android](./other.md/#android)')).toBe(
      '[Android](https://docs.example/docs/3.2/guides/other.md#android)',
    );
  });

  it('makes site and anchor links absolute and leaves other sites alone', () => {
    expect(body('[changes](/docs/changes/3.1-to-3.2), [below](#setup), [repo](https://github.com/x/y)')).toBe(
      '[changes](https://docs.example/docs/changes/3.1-to-3.2), [below](https://docs.example/docs/3.2/guides/page#setup), [repo](https://github.com/x/y)',
    );
  });

  it('makes image and reference definitions absolute', () => {
    expect(body('![Logo](/img/logo.svg)\n\n[ref]: ./other.md')).toBe(
      '![Logo](https://docs.example/img/logo.svg)\n\n[ref]: https://docs.example/docs/3.2/guides/other.md',
    );
  });

  it('fails naming the file for a link out of the version folder', () => {
    expect(() =>
      renderMarkdownBody(
        { docId: 'intro', title: 'x', tree: parseDocFile('[x](../../other.md)').tree, file: 'docs/3.2/intro.md' },
        links,
      ),
    ).toThrow(/docs\/3\.2\/intro\.md: Link "\.\.\/\.\.\/other\.md" from "intro" points outside/);
  });
});

describe('renderMarkdown: code', () => {
  it('keeps the language and meta, drops the nocheck flag and the hidden setup above // ---cut---', () => {
    const source = [
      '```ts title="App.tsx" nocheck="fragment of a class body"',
      "import TrackPlayer from 'react-native-track-player';",
      '// ---cut---',
      'await TrackPlayer.play();',
      '```',
    ].join('\n');
    expect(body(source)).toBe('```ts title="App.tsx"\nawait TrackPlayer.play();\n```');
  });

  it('leaves a block without meta or setup as it is', () => {
    expect(body('```bash\ncd ios && pod install\n```')).toBe('```bash\ncd ios && pod install\n```');
  });
});
