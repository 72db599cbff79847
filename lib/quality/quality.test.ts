import { describe, expect, it } from 'vitest';
import { foreignNames } from '../api-model/api-names';
import type { ApiModel } from '../api-model/types';
import { blocksOf } from './markdown-blocks';
import { parseDocFile } from '../content/parse-markdown';

const tree = (markdown: string) => parseDocFile(markdown).tree;
import { syntaxErrors, syntaxErrorsOfBlocks, isCheckedLanguage } from './check-code';
import { unqualifiedForeignMentions } from './foreign-api';

const models: Record<string, ApiModel> = {
  '3.1': {
    package: { name: 'demo', version: '3.1.0' },
    functions: [
      {
        name: 'skip',
        signatures: [{ params: [{ name: 'index', type: 'number', optional: false }], returns: 'Promise<void>' }],
      },
    ],
    events: [{ name: 'PlaybackState' }],
    hooks: [],
    enums: [{ name: 'State', members: [{ name: 'Connecting' }] }],
    objects: [],
    exports: [],
  },
  '4.0': {
    package: { name: 'demo', version: '4.0.0' },
    functions: [
      { name: 'skip', signatures: [{ params: [], returns: 'Promise<void>' }] },
      { name: 'getActiveTrack', signatures: [{ params: [], returns: 'Promise<Track | undefined>' }] },
      { name: 'getState', deprecated: 'use getPlaybackState', signatures: [{ params: [], returns: 'Promise<State>' }] },
    ],
    events: [{ name: 'PlaybackActiveTrackChanged' }],
    hooks: [{ name: 'useIsPlaying', signatures: [{ params: [], returns: 'boolean' }] }],
    enums: [{ name: 'State', members: [{ name: 'Ended' }] }],
    objects: [{ name: 'Progress', fields: [{ name: 'buffered', type: 'number', optional: false }] }],
    exports: [],
  },
};

describe('foreign API', () => {
  it('is what other versions have and this one does not', () => {
    const foreign = foreignNames(models['3.1']!, [models['4.0']!]);
    expect([...foreign].sort()).toEqual(
      ['PlaybackActiveTrackChanged', 'Progress', 'State.Ended', 'getActiveTrack', 'getState', 'useIsPlaying'].sort(),
    );
  });

  it('flags an unqualified mention in prose or code, and accepts qualified ones', () => {
    const foreign = new Set(['getActiveTrack', 'State.Ended']);
    const page = [
      'Call `getActiveTrack()` to read the track.',
      '',
      '`getActiveTrack()` was added in 4.0; in 3.1 use `getCurrentTrack()`.',
      '',
      '| `State.Ended` | arrives in version 4.0 |',
      '',
      'Read the track:',
      '',
      '```ts',
      'const track = await TrackPlayer.getActiveTrack();',
      '```',
      '',
      'Before upgrading:',
      '',
      '```diff',
      '- await TrackPlayer.getActiveTrack();',
      '```',
    ].join('\n');
    expect(unqualifiedForeignMentions(tree(page), 'Queue', foreign).map((m) => `${m.line} ${m.name}`)).toEqual([
      '1 getActiveTrack',
      '9 getActiveTrack',
    ]);
  });

  it('ignores the name as a plain English word outside code', () => {
    expect(
      unqualifiedForeignMentions(
        tree('Playback will stop and load the next track.'),
        'Playback',
        new Set(['stop', 'load']),
      ),
    ).toEqual([]);
  });
});

describe('markdown blocks', () => {
  it('separates code blocks from prose blocks with their file lines, front matter counted', () => {
    const { code, prose } = blocksOf(
      tree(
        '---\ntitle: A\n---\nIntro line\ncontinues `x()`\n\n```tsx title="App.tsx"\nconst a = 1;\n```\n\n## Use\n\n| a | b |\n| - | - |\n| `c` | d |\n\n* item\n',
      ),
    );
    expect(code).toEqual([{ lang: 'tsx', meta: 'title="App.tsx"', code: 'const a = 1;', line: 7 }]);
    expect(prose.map((p) => [p.line, p.text, p.code, p.heading])).toEqual([
      [4, 'Intro line\ncontinues x()', ['x()'], false],
      [11, 'Use', [], true],
      [13, 'a | b', [], false],
      [15, 'c | d', ['c'], false],
      [17, 'item', [], false],
    ]);
  });

  it('keeps indented fences (inside tabs) and the lines a ```` fence holds', () => {
    expect(
      blocksOf(tree('<Tabs>\n  <TabItem>\n\n  ```bash\n  npm i x\n  ```\n\n  </TabItem>\n</Tabs>\n')).code,
    ).toEqual([{ lang: 'bash', meta: '', code: 'npm i x', line: 4 }]);
    expect(blocksOf(tree('````md\n```\n## not a heading\n```\n````\n')).prose).toEqual([]);
  });
});

describe('code checks', () => {
  it('parses TypeScript, TSX and JSON and reports syntax errors with positions', () => {
    expect(syntaxErrors({ lang: 'ts', code: 'const x: number = await f();' })).toEqual([]);
    expect(syntaxErrors({ lang: 'tsx', code: 'export const A = () => <View style={{ flex: 1 }} />;' })).toEqual([]);
    expect(syntaxErrors({ lang: 'ts', code: 'const x = {' })[0]).toMatch(/^1:\d+ '}' expected/);
    expect(syntaxErrors({ lang: 'json', code: '{"a": 1}' })).toEqual([]);
    expect(syntaxErrors({ lang: 'json', code: '{"a": 1,}' })).toHaveLength(1);
    expect(syntaxErrors({ lang: 'bash', code: 'not { code' })).toEqual([]);
    expect(isCheckedLanguage('diff')).toBe(false);
  });

  it('checks many blocks at once, each with its own errors and positions, JavaScript rules for js blocks', () => {
    const blocks = [
      { lang: 'ts', code: 'const x: number = 1;' },
      { lang: 'js', code: 'const y: number = 1;' },
      { lang: 'bash', code: 'echo {' },
      { lang: 'tsx', code: 'const a = 1;\nconst b = <View>;' },
      { lang: 'json', code: '[1,]' },
      { lang: 'jsx', code: 'export const C = () => <Text>ok</Text>;' },
    ];
    const errors = syntaxErrorsOfBlocks(blocks);
    expect(errors).toHaveLength(6);
    expect(errors[0]).toEqual([]);
    expect(errors[1]).toEqual(['1:10 Type annotations can only be used in TypeScript files.']);
    expect(errors[2]).toEqual([]);
    expect(errors[3]![0]).toMatch(/^2:\d+ /);
    expect(errors[4]).toHaveLength(1);
    expect(errors[5]).toEqual([]);
    // The same answers one block at a time.
    expect(blocks.map((b) => syntaxErrors(b))).toEqual(errors);
    expect(syntaxErrorsOfBlocks([])).toEqual([]);
  });
});
