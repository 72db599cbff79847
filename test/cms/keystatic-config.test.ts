/**
 * The writers' editor configuration (keystatic.config.ts) on small manifests
 * and pages: built from the version list and the front-matter definitions,
 * typed fields that refuse a value of the wrong type, pages that open with
 * their tabs and admonitions as blocks and save back unchanged. A release cut
 * with `npm run docs:version` appearing without a change to the config runs
 * the script: test/integration/cms-release-cut.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { EditorState } from 'prosemirror-state';
import { fields } from '@keystatic/core';
import { contentComponents, fieldLabel, keystaticConfig, withWholeCodeMeta } from '@/keystatic.config';
import { CATEGORY_FIELDS, DOC_FIELDS } from '@/lib/content/front-matter-fields';
import { openEntry, roundTrip, saveEntry, type AnyCollection } from './round-trip';
import { versionsFromManifest } from '@/lib/versions/version-manifest';

const nextAndTwoReleases = versionsFromManifest({ current: { label: 'Next', path: 'next' }, versions: ['2.0', '1.0'] });
const config = keystaticConfig({ versions: nextAndTwoReleases, storage: { kind: 'local' } });
const collections = config.collections as Record<string, AnyCollection>;
const pages = collections['docs-2.0']!;
const categories = collections['categories-2.0']!;

interface FieldShape {
  label?: string;
  parse(value: unknown, args?: unknown): unknown;
}
const field = (collection: AnyCollection, name: string) => collection.schema[name] as unknown as FieldShape;

describe('the editor configuration', () => {
  it('has a collection of pages and one of sidebar categories per version, grouped by version', () => {
    expect(Object.keys(collections)).toEqual([
      'docs-next',
      'categories-next',
      'docs-2.0',
      'categories-2.0',
      'docs-1.0',
      'categories-1.0',
    ]);
    expect(pages.path).toBe('docs/2.0/**');
    expect(categories.path).toBe('docs/2.0/**/_category_');
    expect(config.ui?.navigation).toEqual({
      Next: ['docs-next', 'categories-next'],
      '2.0': ['docs-2.0', 'categories-2.0'],
      '1.0': ['docs-1.0', 'categories-1.0'],
    });
  });

  it('offers exactly the front-matter fields the content check enforces, with their help texts', () => {
    expect(Object.keys(pages.schema)).toEqual([...Object.keys(DOC_FIELDS), 'body']);
    expect(Object.keys(categories.schema)).toEqual(Object.keys(CATEGORY_FIELDS));
    // The help texts are drawn by each field's input: the browser test reads them in the editor.
    for (const name of Object.keys(DOC_FIELDS)) expect(field(pages, name).label).toBe(fieldLabel(name));
    for (const name of Object.keys(CATEGORY_FIELDS)) expect(field(categories, name).label).toBe(fieldLabel(name));
  });

  it('refuses an empty title or label, which name the file, though the front matter may leave them out', () => {
    const slugs = { slugField: { slugs: new Set<string>(), glob: '**' as const } };
    const validate = (collection: AnyCollection, name: string) =>
      (collection.schema[name] as unknown as { validate(v: unknown, extra: unknown): unknown }).validate(
        { name: '', slug: '' },
        slugs,
      );
    expect(() => validate(pages, 'title')).toThrow(/Title must not be empty/);
    expect(() => validate(categories, 'label')).toThrow(/Label must not be empty/);
  });

  it('refuses a value of the wrong type', () => {
    expect(() => field(pages, 'sidebar_position').parse('abc')).toThrow(/number/i);
    expect(() => field(categories, 'collapsed').parse('yes')).toThrow(/boolean/i);
    expect(() => field(pages, 'description').parse(3)).toThrow(/string/i);
    expect(field(pages, 'sidebar_position').parse(2.5)).toBe(2.5);
  });

  it('saves with GitHub storage when told to, into the configured folder of the repository', () => {
    const github = keystaticConfig({
      versions: nextAndTwoReleases,
      storage: { kind: 'github', repo: 'example/docs', branchPrefix: 'docs-edit/', pathPrefix: 'content' },
    });
    expect(github.storage).toEqual({
      kind: 'github',
      repo: 'example/docs',
      branchPrefix: 'docs-edit/',
      pathPrefix: 'content',
    });
    expect(config.storage).toEqual({ kind: 'local' });
  });
});

/** A page in the form the editor saves, with each construct writers use. */
const pageWithEveryConstruct = `---
title: Sleep timers
description: Stop playback after a while.
sidebar_position: 3
---
Intro with **bold**, \`code\` and a [link](./other.md#anchor).

<Admonition type="warning" title="Android only">
  The notification stays.
</Admonition>

<Tabs groupId="pkg">
  <TabItem value="npm" label="npm" default>
    \`\`\`bash
    npm install react-native-track-player
    \`\`\`
  </TabItem>

  <TabItem value="yarn" label="yarn" default={false}>
    \`\`\`bash
    yarn add react-native-track-player
    \`\`\`
  </TabItem>
</Tabs>

\`\`\`ts title="src/sleep timer.ts" nocheck="a fragment of a service"
import TrackPlayer from 'react-native-track-player';
// ---cut---
await TrackPlayer.pause();
\`\`\`

| Member | Value |
| ------ | ----- |
| \`Off\`  | \`0\`   |
`;

function nodeTypes(state: unknown): string[] {
  const types: string[] = [];
  (state as EditorState).doc.descendants((node) => {
    types.push(node.type.name);
  });
  return types;
}

describe('a page in the editor', () => {
  it('opens with its admonition and tabs as blocks, and its code block keeps title, meta and hidden setup', () => {
    const state = openEntry(pages, 'guides/sleeptimers', pageWithEveryConstruct);
    const types = nodeTypes(state.body);
    expect(types).toEqual(expect.arrayContaining(['Admonition', 'Tabs', 'TabItem', 'code_block', 'table']));
    let code = '';
    (state.body as EditorState).doc.descendants((node) => {
      if (node.type.name === 'code_block' && node.attrs.language?.startsWith('ts')) {
        code = `${node.attrs.language}\n${node.textContent}`;
      }
    });
    expect(code).toBe(
      'ts title="src/sleep timer.ts" nocheck="a fragment of a service"\nimport TrackPlayer from \'react-native-track-player\';\n// ---cut---\nawait TrackPlayer.pause();',
    );
    expect(state.title).toEqual({ name: 'Sleep timers', slug: 'guides/sleeptimers' });
  });

  it('saves back byte for byte when nothing was edited', () => {
    expect(roundTrip(pages, 'guides/sleeptimers', pageWithEveryConstruct)).toBe(pageWithEveryConstruct);
  });

  it('writes an edited field and leaves the rest alone', () => {
    const state = openEntry(pages, 'guides/sleeptimers', pageWithEveryConstruct);
    const saved = saveEntry(pages, 'guides/sleeptimers', { ...state, sidebar_position: 7 });
    expect(saved).toBe(pageWithEveryConstruct.replace('sidebar_position: 3', 'sidebar_position: 7'));
  });

  it('leaves out empty optional fields instead of writing them empty', () => {
    const state = openEntry(pages, 'guides/sleeptimers', pageWithEveryConstruct);
    const saved = saveEntry(pages, 'guides/sleeptimers', { ...state, description: '', sidebar_position: null });
    expect(saved.split('---\n')[1]).toBe('title: Sleep timers\n');
  });

  it('keeps every word of a code block’s meta, which Keystatic 0.6.9 alone does not (withWholeCodeMeta)', () => {
    const page = '---\ntitle: Code\n---\n```ts title="a b c.ts" nocheck="one two three"\nlet x = 1;\n```\n';
    expect(roundTrip(pages, 'code', page)).toBe(page);
    // Keystatic's own field, as it is: when this fails, Keystatic keeps the whole meta itself and
    // withWholeCodeMeta in keystatic.config.ts can go.
    const plain = {
      ...pages,
      schema: {
        ...pages.schema,
        body: fields.mdx({ label: 'Content', extension: 'md', components: contentComponents }),
      },
    };
    expect(roundTrip(plain, 'code', page)).toContain('```ts title="a\n');
    expect(withWholeCodeMeta(plain.schema.body).formKind).toBe('content');
  });

  it('opens and saves a page with pictures unchanged, each kept in the version’s img/<page>/ folder', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    for (const [slug, relative] of [
      ['intro', './img/intro/'],
      ['guides/sleeptimers', '../img/guides/sleeptimers/'],
      ['api/functions/player', '../../img/api/functions/player/'],
    ] as const) {
      const page = `---\ntitle: Pictures\n---\nBefore.\n\n![The lock screen](${relative}lock%20screen.png "On iOS 17")\n\nAfter.\n`;
      // Keystatic keys a page's pictures by the folder it configures; it reads and writes them in <folder>/<page>/.
      const stored = new Map([['docs/2.0/img', new Map([['lock screen.png', png]])]]);
      const state = openEntry(pages, slug, page, stored);
      expect(nodeTypes(state.body), slug).toContain('image');
      const written = new Map<string, ReadonlyMap<string, Uint8Array>>();
      expect(saveEntry(pages, slug, state, written), slug).toBe(page);
      expect(written, slug).toEqual(stored);
    }
  });

  it('saves a category as the JSON the sidebar reads', () => {
    const category = '{\n  "label": "Guides",\n  "position": 4,\n  "collapsed": false\n}\n';
    expect(roundTrip(categories, 'guides', category)).toBe(category);
  });
});
