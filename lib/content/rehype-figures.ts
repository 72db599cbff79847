/**
 * A picture alone in its paragraph, with a title (`![Alt](shot.png "Caption")`), becomes a figure with the title as
 * its caption: `<figure class="picture"><img alt="Alt"><figcaption>Caption</figcaption></figure>`. The title is no
 * longer on the picture, so screen readers and tooltips do not say it twice.
 */
import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

export function rehypeFigures() {
  return (tree: Root): void => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'p' || !parent || index === undefined) return;
      const content = node.children.filter((c) => !(c.type === 'text' && c.value.trim() === ''));
      const img = content[0];
      if (content.length !== 1 || img?.type !== 'element' || img.tagName !== 'img') return;
      const caption = img.properties.title;
      if (typeof caption !== 'string' || !caption.trim()) return;
      delete img.properties.title;
      parent.children[index] = {
        type: 'element',
        tagName: 'figure',
        properties: { className: ['picture'] },
        children: [img, { type: 'element', tagName: 'figcaption', properties: {}, children: [{ type: 'text', value: caption }] }],
      };
    });
  };
}
