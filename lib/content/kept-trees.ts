/**
 * The content build's hand-over from its one parse to the doc's fields:
 * `remarkKeepTree` runs first among the remark plugins, while contentlayer2
 * compiles a doc, and keeps a copy of the doc's tree as parsed; the doc's
 * computed fields (title, toc, summary, tree), which contentlayer2 resolves
 * right after compiling the same doc, read it with `keptTreeOf`.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { keepTree } from './doc-tree';

const kept = new Map<string, Root>();
const EMPTY: Root = { type: 'root', children: [] };

function sourceOf(file: Pick<VFile, 'data'>): string | undefined {
  return (file.data as { rawDocumentData?: { sourceFilePath: string } }).rawDocumentData?.sourceFilePath;
}

export function remarkKeepTree() {
  return (tree: Root, file: Pick<VFile, 'data'>): void => {
    const source = sourceOf(file);
    if (source) kept.set(source, keepTree(tree));
  };
}

/** The tree kept for a doc (an empty one for a doc without a body, which contentlayer2 does not compile). */
export function keptTreeOf(sourceFilePath: string): Root {
  return kept.get(sourceFilePath) ?? EMPTY;
}
