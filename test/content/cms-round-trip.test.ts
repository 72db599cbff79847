/**
 * The live content as the writers' editor sees it. Every page and sidebar
 * category of every version opens in Keystatic and, saved without an edit,
 * comes back byte for byte (Keystatic's own parser and serializer, through the
 * collections keystatic.config.ts builds), and no page holds a construct the
 * editor would silently rewrite or drop. A page edited by hand in another form
 * fails here, showing how the editor would write it: open it in the editor and save it (or write it so).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Root, RootContent } from 'mdast';
import { keystaticConfig, contentComponents } from '@/keystatic.config';
import { roundTrip, type AnyCollection, type EntryFiles } from '../cms/round-trip';
import { parseMdx } from '@/lib/content/parse-markdown';
import { versionsFromManifest, type VersionManifest } from '@/lib/versions/version-manifest';

const CONTENT = path.resolve(__dirname, '../../content');
const manifest = JSON.parse(readFileSync(path.join(CONTENT, 'versions.json'), 'utf8')) as VersionManifest;
const versions = versionsFromManifest(manifest);
const config = keystaticConfig({ versions, storage: { kind: 'local' } });
const collections = config.collections as Record<string, AnyCollection>;

interface Entry {
  file: string;
  collection: AnyCollection;
  slug: string;
  /** Its pictures, where the editor keeps them: `docs/<version>/img/<page>/`, keyed by the folder it configures. */
  pictures: EntryFiles;
}

function picturesOf(version: string, slug: string): EntryFiles {
  const folder = path.join(CONTENT, 'docs', version, 'img', slug);
  const files = existsSync(folder) ? readdirSync(folder) : [];
  return new Map([[`docs/${version}/img`, new Map(files.map((f) => [f, readFileSync(path.join(folder, f))]))]]);
}

const entries: Entry[] = versions.flatMap((v) => {
  const dir = path.join(CONTENT, 'docs', v.name);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((rel) => rel.split(path.sep).join('/'))
    .sort()
    .flatMap((rel): Entry[] => {
      const file = path.join(dir, rel);
      const slug = rel.replace(/\.md$/, '');
      if (rel.endsWith('.md'))
        return [{ file, collection: collections[`docs-${v.name}`]!, slug, pictures: picturesOf(v.name, slug) }];
      if (path.posix.basename(rel) === '_category_.json')
        return [
          {
            file,
            collection: collections[`categories-${v.name}`]!,
            slug: path.posix.dirname(rel),
            pictures: new Map(),
          },
        ];
      return [];
    });
});
const pages = entries.filter((e) => e.file.endsWith('.md'));

/**
 * What the editor cannot represent, with the reason a page must not use it.
 * Each rule names the construct; the test lists every page and line that has one.
 */
const UNREPRESENTABLE: { construct: string; reason: string; finds: (node: RootContent, slug: string) => boolean }[] = [
  {
    construct: 'an `import` or `export` statement',
    reason: 'Keystatic has no place for module code and refuses to open the page',
    finds: (n) => n.type === 'mdxjsEsm',
  },
  {
    construct: 'a `{…}` expression',
    reason: 'Keystatic refuses to open the page',
    finds: (n) => n.type === 'mdxFlowExpression' || n.type === 'mdxTextExpression',
  },
  {
    construct: 'a JSX element other than the editor’s blocks (raw HTML is JSX in MDX)',
    reason: `only ${Object.keys(contentComponents).join(', ')} are defined in the editor; others fail to open`,
    finds: (n) =>
      (n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') &&
      !(n.name !== null && Object.hasOwn(contentComponents, n.name)),
  },
  {
    construct: 'a `:::` admonition directive',
    reason: 'the editor shows it as plain text; write an <Admonition> block',
    finds: (n) => n.type === 'containerDirective' || n.type === 'leafDirective',
  },
  {
    construct: 'an aligned table column (`:---:`)',
    reason: 'Keystatic tables carry no alignment: a save drops it',
    finds: (n) => n.type === 'table' && (n.align ?? []).some((a) => a !== null),
  },
  {
    construct: 'a picture outside the page’s own img/<page>/ folder',
    reason: 'the editor shows only the pictures it keeps there; another is saved as escaped text',
    finds: (n, slug) =>
      n.type === 'imageReference' ||
      (n.type === 'image' && !new RegExp(`^(\\./|(\\.\\./)+)img/${slug}/[^/]+$`).test(decodeURI(n.url))),
  },
  {
    construct: 'a reference-style link or its definition',
    reason: 'a save turns it into an inline link and drops the definition',
    finds: (n) => n.type === 'linkReference' || n.type === 'definition',
  },
  {
    construct: 'a footnote',
    reason: 'the editor has no footnotes: a save writes it as escaped text',
    finds: (n) => n.type === 'footnoteReference' || n.type === 'footnoteDefinition',
  },
  {
    construct: 'raw HTML',
    reason: 'the editor has no HTML block',
    finds: (n) => n.type === 'html',
  },
];

function* walk(nodes: readonly RootContent[]): Generator<RootContent> {
  for (const node of nodes) {
    yield node;
    if ('children' in node) yield* walk(node.children as RootContent[]);
  }
}

describe('the content in the editor', () => {
  it('has every page and category of every version as an editor entry', () => {
    expect(pages.length).toBeGreaterThan(100);
    for (const v of versions) {
      expect(entries.some((e) => e.file.includes(`/docs/${v.name}/`) && e.file.endsWith('.md'))).toBe(true);
    }
    const stray = readdirSync(path.join(CONTENT, 'docs'), { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.mdx'),
    );
    expect(stray, 'pages the editor does not list (its collections read .md)').toEqual([]);
  });

  // One test per version: all of them in one took 27 s of synchronous work on a loaded machine, during which the
  // Vitest worker answered nothing, and past 60 s Vitest reported it as "Timeout calling onTaskUpdate".
  const names = versions.map((v) => v.name);
  const inVersion = (e: Entry, name: string) => e.file.startsWith(path.join(CONTENT, 'docs', name) + path.sep);

  it.each(names)('saves every page and category of %s unchanged, byte for byte, when nothing was edited', (name) => {
    const changed = entries.filter((e) => inVersion(e, name)).flatMap((e) => {
      const text = readFileSync(e.file, 'utf8');
      const saved = roundTrip(e.collection, e.slug, text, e.pictures).split('\n');
      const line = text.split('\n').findIndex((l, i) => l !== saved[i]);
      return line === -1 && saved.length === text.split('\n').length
        ? []
        : [`${path.relative(CONTENT, e.file)}:${line + 1}: the editor writes ${JSON.stringify(saved[line] ?? '')}`];
    });
    expect(changed, 'not in the form the editor saves: open each in the editor and save it').toEqual([]);
  });

  it.each(names)('has in %s no construct the editor cannot represent', (name) => {
    const found: string[] = [];
    for (const page of pages.filter((e) => inVersion(e, name))) {
      const text = readFileSync(page.file, 'utf8');
      const body = text.replace(/^---\n[^]*?\n---\n/, '');
      const offset = text.length - body.length === 0 ? 0 : text.slice(0, text.length - body.length).split('\n').length - 1;
      const tree: Root = parseMdx(body);
      for (const node of walk(tree.children)) {
        for (const rule of UNREPRESENTABLE) {
          if (rule.finds(node, page.slug)) {
            found.push(
              `${path.relative(CONTENT, page.file)}:${(node.position?.start.line ?? 0) + offset}: ${rule.construct}: ${rule.reason}`,
            );
          }
        }
      }
    }
    expect(found).toEqual([]);
  });
});
