/**
 * The content build's hand-over from its one parse to the doc's fields:
 * `remarkKeepTree` runs first among the remark plugins, while contentlayer2
 * compiles a doc, and keeps a copy of the doc's tree as parsed; the doc's
 * computed fields (title, toc, summary, tree), which contentlayer2 resolves
 * right after compiling the same doc, read it with `keptTreeOf`. The files
 * of version folders the doc refers to, found while it compiles
 * (`keepAsset`, from remarkAssets), are read the same way (`keptAssetsOf`).
 * The places where badges can go, marked on the kept copy, are marked on the
 * tree being compiled too: the page's headings and table rows carry theirs as
 * `data-place` (lib/content/places.ts).
 */
import type { Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { keepTree } from './doc-tree';
import { placementOf, type Place } from './places';

const kept = new Map<string, Root>();
const assets = new Map<string, { from: string; to: string }[]>();
const EMPTY: Root = { type: 'root', children: [] };

function sourceOf(file: Pick<VFile, 'data'>): string | undefined {
  return (file.data as { rawDocumentData?: { sourceFilePath: string } }).rawDocumentData?.sourceFilePath;
}

export function remarkKeepTree() {
  return (tree: Root, file: Pick<VFile, 'data'>): void => {
    const source = sourceOf(file);
    if (!source) return;
    kept.set(source, keepTree(tree, markForPage));
    assets.set(source, []);
  };
}

/** Give a node of the tree being compiled its place as the attribute the page reads (`data-place`). */
function markForPage(node: Nodes, place: Place): void {
  const element = node as { data?: { hProperties?: Record<string, unknown> } };
  element.data = { ...element.data, hProperties: { ...element.data?.hProperties, dataPlace: placementOf(place) } };
}

/** Record a file of a version folder that the doc `source` refers to (remarkAssets' `onAsset`). */
export function keepAsset(source: string, asset: { from: string; to: string }): void {
  const list = assets.get(source);
  if (list && !list.some((a) => a.to === asset.to)) list.push(asset);
}

/** The files of version folders a doc refers to: `from` in the content folder, published at `/` + `to`. */
export function keptAssetsOf(sourceFilePath: string): { from: string; to: string }[] {
  return assets.get(sourceFilePath) ?? [];
}

/** The tree kept for a doc (an empty one for a doc without a body, which contentlayer2 does not compile). */
export function keptTreeOf(sourceFilePath: string): Root {
  return kept.get(sourceFilePath) ?? EMPTY;
}
