import { describe, expect, it } from 'vitest';
import { requiredMentions, missingMentions, foreignNames, mentions, cleanName, type ApiFacts } from './api-facts';
import { splitBlocks, stripFrontMatter } from './markdown-blocks';
import { syntaxErrors, isCheckedLanguage } from './check-code';
import { unqualifiedForeignMentions } from './foreign-api';

const facts: ApiFacts = {
  functions: {
    '3.1': { queue: [{ name: 'skip', params: [{ name: 'index' }, { name: 'initialPosition' }] }] },
    '4.0': {
      queue: [
        { name: 'skip', params: [{ name: 'index' }] },
        { name: 'getActiveTrack', params: [] },
      ],
      player: [{ name: 'getState (deprecated)' }],
    },
  },
  events: {
    '3.1': [{ name: 'PlaybackState', payload: [{ name: 'state' }] }],
    '4.0': [{ name: 'PlaybackActiveTrackChanged', payload: [] }],
  },
  hooks: {
    '3.1': [],
    '4.0': [{ name: 'useIsPlaying', params: [], documented_on: 'guides/play-button (not on api/hooks page)' }],
  },
  constants: {
    '3.1': { state: { doc_id: 'api/constants/state', export_name: 'State', members: [{ name: 'Connecting' }] } },
    '4.0': {
      state: { doc_id: 'api/constants/state', export_name: 'State', members: [{ name: 'Ended' }] },
      _undocumented_source_enums: {},
    },
  },
  objects: {
    '3.1': {},
    '4.0': {
      progress: { doc_id: 'api/objects/progress', objects: [{ name: 'Progress', fields: [{ name: 'buffered' }] }] },
    },
  },
};

describe('required mentions', () => {
  it('lists every name with the page it belongs on', () => {
    const required = requiredMentions(facts, '4.0').map((r) => `${r.docId} ${r.kind} ${r.name}`);
    expect(required).toEqual([
      'api/functions/queue function skip',
      'api/functions/queue parameter index',
      'api/functions/queue function getActiveTrack',
      'api/functions/player function getState',
      'api/events event PlaybackActiveTrackChanged',
      'guides/play-button hook useIsPlaying',
      'api/constants/state constant member Ended',
      'api/objects/progress object Progress',
      'api/objects/progress object field buffered',
    ]);
  });

  it('finds what a page lacks, matching whole words only', () => {
    const pages = new Map([['api/functions/queue', '## `skip(index, initialPositionX)`']]);
    const missing = missingMentions(requiredMentions(facts, '3.1'), pages).map((m) => m.name);
    expect(missing).toEqual(['initialPosition', 'PlaybackState', 'state', 'Connecting']);
    expect(mentions('use `seekTo()` here', 'seekTo')).toBe(true);
    expect(mentions('use seekToEnd', 'seekTo')).toBe(false);
    expect(cleanName('getState (deprecated)')).toBe('getState');
  });
});

describe('foreign API', () => {
  it('is what other versions have and this one does not', () => {
    const foreign = foreignNames(facts, '3.1', ['3.1', '4.0']);
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
    expect(unqualifiedForeignMentions(page, foreign).map((m) => `${m.line} ${m.name}`)).toEqual([
      '1 getActiveTrack',
      '9 getActiveTrack',
    ]);
  });

  it('ignores the name as a plain English word outside code', () => {
    expect(
      unqualifiedForeignMentions('Playback will stop and load the next track.', new Set(['stop', 'load'])),
    ).toEqual([]);
  });
});

describe('markdown blocks', () => {
  it('separates fenced code from prose blocks with their lines', () => {
    const { code, prose } = splitBlocks(
      'Intro line\ncontinues\n\n```tsx title="App.tsx"\nconst a = 1;\n```\n\n| a | b |\n- item\n',
    );
    expect(code).toEqual([{ lang: 'tsx', meta: 'title="App.tsx"', code: 'const a = 1;', line: 4 }]);
    expect(prose.map((p) => [p.line, p.text])).toEqual([
      [1, 'Intro line\ncontinues'],
      [8, '| a | b |'],
      [9, '- item'],
    ]);
  });

  it('keeps indented fences (inside tabs) and strips front matter', () => {
    expect(splitBlocks('  ```bash\n  npm i x\n  ```\n').code[0]?.code).toBe('npm i x');
    expect(stripFrontMatter('---\ntitle: A\n---\nBody')).toBe('Body');
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
});
