/** Inline styles on hast elements, for the compile passes that write a custom property (rehype-code-html, rehype-block-text). */
import type { Element } from 'hast';

/** Adds a declaration to an element's own `style`, after what it has. */
export function addStyle(node: Element, declaration: string): void {
  const own = typeof node.properties.style === 'string' ? node.properties.style.replace(/;?\s*$/, ';') : '';
  node.properties.style = `${own}${declaration}`;
}
