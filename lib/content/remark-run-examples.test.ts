import { describe, expect, it } from 'vitest';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { remarkRunExamples } from './remark-run-examples';

const RUNNABLE = "import TrackPlayer from 'react-native-track-player';\nawait TrackPlayer.play();";
const HOOK = "import { useProgress } from 'react-native-track-player';\nconst p = useProgress();";

const page = (withPlayer: boolean): Root => ({
  type: 'root',
  children: [
    ...(withPlayer ? [{ type: 'mdxJsxFlowElement', name: 'TryPlayer', attributes: [], children: [] } as MdxJsxFlowElement] : []),
    { type: 'code', lang: 'ts', value: RUNNABLE },
    { type: 'code', lang: 'tsx', value: HOOK },
  ],
});

const run = (tree: Root, sourceFilePath: string) => {
  const webFunctions = (version: string) => (version === '4.1' ? new Set(['play']) : undefined);
  remarkRunExamples({ webFunctions })(tree, { data: { rawDocumentData: { sourceFilePath } }, path: '' });
  return tree.children.map((n) => (n.type === 'mdxJsxFlowElement' ? `${n.name}` : n.type));
};

describe('remarkRunExamples', () => {
  it('page-with-player: a Run button after each runnable example, none after a hook example', () => {
    const tree = page(true);
    expect(run(tree, 'docs/4.1/api/functions/queue.md')).toEqual(['TryPlayer', 'code', 'RunExample', 'code']);
    const button = tree.children[2] as MdxJsxFlowElement;
    expect(button.attributes).toEqual([
      { type: 'mdxJsxAttribute', name: 'steps', value: JSON.stringify([{ call: 'play', args: [] }]) },
    ]);
  });

  it('page-without-player: no button, even for a runnable example', () => {
    expect(run(page(false), 'docs/4.1/api/functions/lifecycle.md')).toEqual(['code', 'code']);
  });

  it('version-without-web-player: no button', () => {
    expect(run(page(true), 'docs/4.0/api/functions/queue.md')).toEqual(['TryPlayer', 'code', 'code']);
  });
});
