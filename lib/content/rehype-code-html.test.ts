import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypePrettyCode from 'rehype-pretty-code';
import rehypeStringify from 'rehype-stringify';
import { createHighlighter, type BundledHighlighterOptions, type BundledLanguage, type BundledTheme } from 'shiki';
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { codeLineCount, rehypeCodeHtml } from './rehype-code-html';
import { CODE_HTML_PROPERTY, codeThemes } from './code-options';

const DOC = [
  'Before the block.',
  '',
  '```ts title="player.ts" {2}',
  "import TrackPlayer from 'react-native-track-player';",
  'await TrackPlayer.setupPlayer({ minBuffer: 15 });',
  'const x = a < b && c > d;',
  '```',
].join('\n');

// Shiki stops tokenising a line after 500 ms and leaves the rest of it plain. A grammar's rules are compiled the first
// time they match, which on a busy machine can take that long: the highlighter compiles the block's rules with no
// limit before rehype-pretty-code uses it, so the two runs compared below do not depend on how fast the machine is.
async function warmHighlighter(options: BundledHighlighterOptions<BundledLanguage, BundledTheme>) {
  const highlighter = await createHighlighter({ ...options, langs: [...(options.langs ?? []), 'ts'] });
  highlighter.codeToHtml(DOC.split('\n').slice(3, 6).join('\n'), { lang: 'ts', theme: codeThemes.light, tokenizeTimeLimit: 0 });
  return highlighter;
}

async function hast(withPlugin: boolean): Promise<Root> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype, { allowDangerousHtml: false })
    .use(rehypePrettyCode, {
      theme: codeThemes,
      keepBackground: false,
      defaultLang: { block: 'text' },
      getHighlighter: warmHighlighter,
    });
  if (withPlugin) processor.use(rehypeCodeHtml);
  return (await processor.run(processor.parse(DOC))) as Root;
}

function pres(tree: Root): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName === 'pre') found.push(node);
  });
  return found;
}

describe('rehypeCodeHtml', () => {
  it("stores a highlighted block's lines as HTML on its <pre>, the same markup the elements made", async () => {
    const [before] = pres(await hast(false));
    const [after] = pres(await hast(true));
    expect(after!.children).toEqual([]);
    const html = after!.properties[CODE_HTML_PROPERTY];
    expect(typeof html).toBe('string');
    const asHtml = (node: Element) => unified().use(rehypeStringify).stringify({ type: 'root', children: [node] });
    expect(html).toBe(asHtml({ ...before!, tagName: 'div', properties: {} }).replace(/^<div>|<\/div>$/g, ''));
    // The <pre> keeps its own attributes; the highlighted line and the escaped text survive.
    expect(after!.properties['data-theme']).toBe(before!.properties['data-theme']);
    expect(html).toContain('data-highlighted-line');
    expect(html).toContain('--shiki-dark:');
    const text = String(html)
      .replace(/<[^>]+>/g, '')
      .replace(/&#x3C;/g, '<')
      .replace(/&#x26;/g, '&');
    expect(text).toBe(DOC.split('\n').slice(3, 6).join('\n'));
  });

  it('writes the number of lines on the <pre>, so that the stylesheet knows its height before laying it out', async () => {
    const [before] = pres(await hast(false));
    expect(codeLineCount(before!)).toBe(3);
    const [after] = pres(await hast(true));
    expect(after!.properties.style).toBe('--code-lines:3');
  });

  it('counts blank lines and keeps a style the <pre> already had', () => {
    const line = (text: string): Element => ({
      type: 'element',
      tagName: 'span',
      properties: { 'data-line': '' },
      children: text ? [{ type: 'element', tagName: 'span', properties: {}, children: [{ type: 'text', value: text }] }] : [],
    });
    const pre: Element = {
      type: 'element',
      tagName: 'pre',
      properties: { 'data-theme': 'light dark', style: 'tab-size: 4' },
      children: [{ type: 'element', tagName: 'code', properties: {}, children: [line('a'), line(''), line('b'), line('c')] }],
    };
    rehypeCodeHtml()({ type: 'root', children: [pre] });
    expect(pre.properties.style).toBe('tab-size: 4;--code-lines:4');
  });

  it('leaves a <pre> that rehype-pretty-code did not highlight alone', () => {
    const handMade: Root = {
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'pre',
          properties: {},
          children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: 'x' }] }],
        },
      ],
    };
    const copy = structuredClone(handMade);
    rehypeCodeHtml()(copy);
    expect(copy).toEqual(handMade);
  });
});
