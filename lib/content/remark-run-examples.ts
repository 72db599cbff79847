/**
 * On a page with the "Try it" player (`<TryPlayer />`), every code example the player can run
 * (lib/player/runnable-example.ts) is followed by `<RunExample steps="…" />`: a Run button whose steps are data.
 * It reads the example before remarkCodeSetup cuts its hidden lines, so the imports still tell what it uses.
 */
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import { visit, SKIP } from 'unist-util-visit';
import { runnableExample } from '../player/runnable-example';

export interface RunExamplesOptions {
  /** The library's functions that a version's web player implements; undefined for a version without one. */
  webFunctions: (version: string) => ReadonlySet<string> | undefined;
}

/** The version folder of a doc (`docs/<version>/…`), from the compile's file data or path. */
function versionOf(file: Pick<VFile, 'data' | 'path'>): string | undefined {
  const raw = (file.data as { rawDocumentData?: { sourceFilePath: string } }).rawDocumentData;
  const source = (raw?.sourceFilePath ?? file.path ?? '').replace(/\\/g, '/');
  return /(?:^|\/)docs\/([^/]+)\//.exec(source)?.[1];
}

/** The component the site renders for a runnable example's button (components/mdx/run-example.tsx). */
export const RUN_EXAMPLE_COMPONENT = 'RunExample';

export function remarkRunExamples({ webFunctions }: RunExamplesOptions) {
  return (tree: Root, file: Pick<VFile, 'data' | 'path'>) => {
    const version = versionOf(file);
    const functions = version === undefined ? undefined : webFunctions(version);
    if (!functions) return;
    let hasPlayer = false;
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name === 'TryPlayer') hasPlayer = true;
    });
    if (!hasPlayer) return;
    visit(tree, 'code', (node, index, parent) => {
      if (!parent || index === undefined) return undefined;
      const steps = runnableExample(node.value, node.lang, functions);
      if (!steps) return undefined;
      const button: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: RUN_EXAMPLE_COMPONENT,
        attributes: [{ type: 'mdxJsxAttribute', name: 'steps', value: JSON.stringify(steps) }],
        children: [],
      };
      parent.children.splice(index + 1, 0, button);
      return [SKIP, index + 2];
    });
  };
}
