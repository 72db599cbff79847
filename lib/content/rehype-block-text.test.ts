import { describe, expect, it } from 'vitest';
import type { Element, ElementContent, Properties, Root } from 'hast';
import { blockTextStyle, rehypeBlockText } from './rehype-block-text';

/** An element with text children given as strings, as the compile pass builds them. */
function h(tagName: string, ...rest: [Properties, ...(ElementContent | string)[]] | (ElementContent | string)[]): Element {
  const [first, ...others] = rest;
  const hasProps = first !== undefined && typeof first === 'object' && !('type' in first);
  const children = (hasProps ? others : rest) as (ElementContent | string)[];
  return {
    type: 'element',
    tagName,
    properties: hasProps ? { ...(first as Properties) } : {},
    children: children.map((c) => (typeof c === 'string' ? { type: 'text', value: c } : c)),
  };
}

/** A page as the compile pass hands it on: a heading, a paragraph with a link and code, a list, a table. */
function page(): Root {
  return {
    type: 'root',
    children: [
      h('h2', { id: 'events' }, 'Events'),
      h('p', 'Call ', h('code', 'add()'), ' before ', h('a', { href: '#play' }, 'play')),
      h('ul', '\n', h('li', 'one'), '\n', h('li', 'two'), '\n'),
      h('table', h('tr', h('td', 'a cell'))),
      h('p', { style: 'color:red' }, '  spaced   out  '),
      h('p'),
    ],
  };
}

describe('rehypeBlockText', () => {
  it('gives each top-level paragraph and list its text length, and nothing else a style', () => {
    const tree = page();
    rehypeBlockText()(tree);
    const styles = tree.children.map((node) => (node as Element).properties.style ?? null);
    // "Call add() before play" is 22 characters; the list's text is "one two", its line breaks one space.
    expect(styles).toEqual([null, '--text-chars:22', '--text-chars:7', null, 'color:red;--text-chars:10', null]);
  });

  it('leaves blocks nested in others alone: only the article’s own children are laid out apart', () => {
    const nested = h('blockquote', h('p', 'inside a quote'));
    const tree: Root = { type: 'root', children: [nested] };
    rehypeBlockText()(tree);
    expect((nested.children[0] as Element).properties.style).toBeUndefined();
  });

  it('counts whitespace runs as one space, as the browser lays them out', () => {
    expect(blockTextStyle(h('p', 'a\n\n   b'))).toBe('--text-chars:3');
    expect(blockTextStyle(h('h3', 'a heading'))).toBeNull();
  });
});
