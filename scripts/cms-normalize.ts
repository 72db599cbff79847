/**
 * `npm run cms:normalize`: writes every page and category of the content
 * folder in the form the editor saves, so that opening and saving a page in
 * Keystatic without an edit changes no byte. Run once over content/ (the
 * commit "Content in the editor's form"); run it again after importing pages
 * written elsewhere.
 *   1. `.mdx` pages become `.md` (a Keystatic collection has one extension;
 *      both are compiled as MDX, and the route does not change).
 *      Links to them follow.
 *   2. Docusaurus admonitions (`:::note[Title]` … `:::`, and the older
 *      `:::note Title` first line) become `<Admonition type="note" title="…">`
 *      elements, which the editor shows as blocks with a kind and a title.
 *   3. Each file is opened and saved with the editor's own fields
 *      (lib/cms/round-trip.ts): front matter in schema order, Markdown as
 *      Keystatic's serializer writes it.
 * Prints what it changed; `--check` changes nothing and exits 1 when a file
 * is not in that form.
 * Run with the browser build of Keystatic (package.json's script does).
 */
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Paragraph, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { keystaticConfig } from '../keystatic.config';
import { parseMdx } from '../lib/content/parse-markdown';
import { isAdmonitionType } from '../lib/content/admonitions';
import { roundTrip, type CollectionLike } from '../lib/cms/round-trip';
import { cmsVersions } from '../lib/cms/cms-model';
import type { VersionManifest } from '../lib/versions/version-manifest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Splice {
  start: number;
  end: number;
  text: string;
}

const attribute = (value: string) => (value.includes('"') ? `'${value}'` : `"${value}"`);
const opening = (type: string, title: string | undefined) =>
  `<Admonition type=${attribute(type)}${title ? ` title=${attribute(title)}` : ''}>`;

/** The admonitions of a body as `<Admonition>` elements; the rest of the text as it was. */
export function admonitionsAsElements(body: string): string {
  const tree: Root = parseMdx(body);
  const splices: Splice[] = [];
  const visit = (nodes: Root['children']) => {
    for (const node of nodes) {
      if (node.type === 'containerDirective' && isAdmonitionType((node as ContainerDirective).name)) {
        const directive = node as ContainerDirective;
        const label = directive.children.find(
          (c): c is Paragraph => c.type === 'paragraph' && Boolean(c.data && 'directiveLabel' in c.data),
        );
        const inner = directive.children.filter((c) => c !== label);
        const start = directive.position!.start.offset!;
        const end = directive.position!.end.offset!;
        const from = inner[0]?.position?.start.offset;
        const to = inner.at(-1)?.position?.end.offset;
        const content = from === undefined || to === undefined ? '' : body.slice(from, to);
        splices.push({
          start,
          end,
          text: `${opening(directive.name, label ? toString(label) : undefined)}\n\n${content}\n\n</Admonition>`,
        });
        continue;
      }
      // The older first-line title (`:::caution Android buttons`) is no directive: a paragraph from `:::` to `:::`.
      if (node.type === 'paragraph') {
        const raw = body.slice(node.position!.start.offset!, node.position!.end.offset!);
        const lines = raw.split('\n');
        const head = lines[0]!.match(/^:::([a-z]+)(?: (.*))?$/);
        if (head && isAdmonitionType(head[1]!) && lines.length > 2 && lines.at(-1) === ':::') {
          const title = head[2] ? toString(parseMdx(head[2])) : undefined;
          splices.push({
            start: node.position!.start.offset!,
            end: node.position!.end.offset!,
            text: `${opening(head[1]!, title)}\n\n${lines.slice(1, -1).join('\n')}\n\n</Admonition>`,
          });
          continue;
        }
      }
      // Links to `.mdx` pages follow their rename to `.md`.
      if (node.type === 'link' && /^[^:#?]+\.mdx(#|$)/.test(node.url)) {
        const start = node.position!.start.offset!;
        const raw = body.slice(start, node.position!.end.offset!);
        const at = raw.lastIndexOf(`(${node.url}`);
        if (at !== -1) {
          const from = start + at + 1;
          splices.push({ start: from, end: from + node.url.length, text: node.url.replace(/\.mdx(?=#|$)/, '.md') });
        }
      }
      if ('children' in node && Array.isArray(node.children)) visit(node.children as Root['children']);
    }
  };
  visit(tree.children);
  let out = body;
  for (const s of splices.sort((a, b) => b.start - a.start)) out = out.slice(0, s.start) + s.text + out.slice(s.end);
  return out;
}

function walk(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f));
}

function main() {
  const check = process.argv.includes('--check');
  const contentDir = path.resolve(ROOT, process.argv.find((a, i) => i > 1 && !a.startsWith('--')) ?? 'content');
  const manifest = JSON.parse(readFileSync(path.join(contentDir, 'versions.json'), 'utf8')) as VersionManifest;
  const config = keystaticConfig({ manifest, storage: { kind: 'local' } });
  const collections = config.collections as Record<string, CollectionLike>;
  const changed: string[] = [];
  for (const version of cmsVersions(manifest)) {
    const versionDir = path.join(contentDir, 'docs', version.name);
    for (const file of walk(versionDir).sort()) {
      const rel = path.relative(versionDir, file).split(path.sep).join('/');
      let target = file;
      let text: string;
      let collection: CollectionLike;
      let slug: string;
      if (/\.mdx?$/.test(rel)) {
        if (rel.endsWith('.mdx')) {
          target = file.replace(/\.mdx$/, '.md');
          if (existsSync(target))
            throw new Error(`${file}: ${path.basename(target)} exists beside it; merge them first.`);
        }
        slug = rel.replace(/\.mdx?$/, '');
        collection = collections[version.docsKey]!;
        const source = readFileSync(file, 'utf8');
        const split = source.match(/^---\n[^]*?\n---\n/);
        const head = split ? split[0] : '';
        text = head + admonitionsAsElements(source.slice(head.length));
      } else if (path.basename(rel) === '_category_.json') {
        slug = path.dirname(rel);
        collection = collections[version.categoriesKey]!;
        text = readFileSync(file, 'utf8');
      } else continue;
      const saved = roundTrip(collection, slug, text);
      if (target === file && saved === readFileSync(file, 'utf8')) continue;
      changed.push(path.relative(ROOT, target));
      if (check) continue;
      if (target !== file) renameSync(file, target);
      writeFileSync(target, saved);
    }
  }
  if (check) {
    if (changed.length) {
      console.error(
        `cms-normalize: ${changed.length} file(s) are not as the editor saves them:\n  ${changed.join('\n  ')}`,
      );
      console.error('Run `npm run cms:normalize` and review the diff.');
      process.exit(1);
    }
    console.log('cms-normalize: every page and category is as the editor saves it');
    return;
  }
  console.log(`cms-normalize: ${changed.length} file(s) written in the editor's form`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
