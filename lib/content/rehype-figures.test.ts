import { describe, expect, it } from 'vitest';
import type { ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { rehypeFigures } from './rehype-figures';

const img = (title?: string): ElementContent => ({
  type: 'element',
  tagName: 'img',
  properties: { src: './img/lock.png', alt: 'The lock screen', ...(title ? { title } : {}) },
  children: [],
});
const text = (value: string): ElementContent => ({ type: 'text', value });
const figures = (...paragraph: ElementContent[]) => {
  const tree: Root = { type: 'root', children: [{ type: 'element', tagName: 'p', properties: {}, children: paragraph }] };
  rehypeFigures()(tree);
  return toHtml(tree);
};

describe('rehypeFigures', () => {
  it('makes a picture with a title, alone in its paragraph, a figure with that caption', () => {
    expect(figures(text('\n'), img('On iOS 17'), text(' '))).toBe(
      '<figure class="picture"><img src="./img/lock.png" alt="The lock screen"><figcaption>On iOS 17</figcaption></figure>',
    );
  });

  it('leaves a picture without a title, or among words, as it is', () => {
    expect(figures(img())).toBe('<p><img src="./img/lock.png" alt="The lock screen"></p>');
    expect(figures(text('See '), img('Caption'), text(' here.'))).toBe(
      '<p>See <img src="./img/lock.png" alt="The lock screen" title="Caption"> here.</p>',
    );
  });
});
