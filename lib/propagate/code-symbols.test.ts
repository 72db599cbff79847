import { describe, expect, it } from 'vitest';
import { librarySymbols } from './code-symbols';
import { modelHasName } from '../api-model/api-names';
import type { ApiModel } from '../api-model/types';

const MODULE = 'audio-lib';
const known = new Set(['State', 'useProgress', 'Event']);
const symbols = (code: string) => librarySymbols(code, MODULE, (name) => known.has(name));

describe('librarySymbols', () => {
  it('reads imports from the library, members of the default import under any name, and of named imports', () => {
    const code = `import Player, { useActiveTrack, Event as E } from '${MODULE}';
import { helper } from './helper';
Player.addEventListener(E.PlaybackState, () => helper());
const track = useActiveTrack();`;
    expect(symbols(code)).toEqual(['Event', 'Event.PlaybackState', 'TrackPlayer.addEventListener', 'useActiveTrack']);
  });

  it('reads a block without imports through the edited version’s names, not the block’s own', () => {
    const code = `const { position } = useProgress();
if (state === State.Playing) await TrackPlayer.pause();
const mine = { play() {} };
mine.play();
function check(s: State.Paused) {}`;
    expect(symbols(code)).toEqual(['State.Paused', 'State.Playing', 'TrackPlayer.pause', 'useProgress']);
  });

  it('leaves out a name the block declares itself', () => {
    expect(symbols('const State = { Ready: 1 };\nconsole.log(State.Ready);')).toEqual([]);
  });
});

describe('modelHasName', () => {
  const model: ApiModel = {
    package: { name: MODULE, version: '1.0.0' },
    functions: [{ name: 'pause', signatures: [] }],
    events: [{ name: 'PlaybackState' }],
    hooks: [{ name: 'useProgress', signatures: [] }],
    enums: [{ name: 'State', members: [{ name: 'Playing' }] }],
    objects: [],
    exports: ['default', 'State', 'useProgress'],
  };

  it('knows functions of the default export, enum members and exports', () => {
    expect(modelHasName(model, 'TrackPlayer.pause')).toBe(true);
    expect(modelHasName(model, 'TrackPlayer.getActiveTrack')).toBe(false);
    expect(modelHasName(model, 'State.Playing')).toBe(true);
    expect(modelHasName(model, 'State.Paused')).toBe(false);
    expect(modelHasName(model, 'useProgress')).toBe(true);
    expect(modelHasName(model, 'useActiveTrack')).toBe(false);
  });
});
