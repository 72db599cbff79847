import { describe, expect, it } from 'vitest';
import { runnableExample } from './runnable-example';

const WEB = new Set(['add', 'remove', 'skip', 'setRepeatMode', 'getQueue', 'play', 'setupPlayer']);
const IMPORT = "import TrackPlayer, { RepeatMode } from 'react-native-track-player';";
const lines = (...l: string[]) => l.join('\n');

describe('runnableExample', () => {
  it('calls-with-literals: each awaited call of a web function is a step, its arguments as data', () => {
    const code = lines(
      IMPORT,
      '// ---cut---',
      "await TrackPlayer.add([{ url: 'https://example.com/a.mp3', title: 'A' }]);",
      'await TrackPlayer.setRepeatMode(RepeatMode.Queue);',
      'TrackPlayer.skip(1, -1);',
    );
    expect(runnableExample(code, 'ts', WEB)).toEqual([
      { call: 'add', args: [[{ url: 'https://example.com/a.mp3', title: 'A' }]] },
      { call: 'setRepeatMode', args: [{ $enum: ['RepeatMode', 'Queue'] }] },
      { call: 'skip', args: [1, -1] },
    ]);
  });

  it('constants-inlined: a const holding a literal is passed by value; a result bound to a name is logged', () => {
    const code = lines(
      "import TrackPlayer from 'react-native-track-player';",
      "const track = { url: 'a.mp3', title: 'A' };",
      'const firstIndex = await TrackPlayer.add(track, 0);',
    );
    expect(runnableExample(code, 'js', WEB)).toEqual([{ call: 'add', args: [{ url: 'a.mp3', title: 'A' }, 0] }]);
  });

  it('result-used-later: an example that uses a result is not a list of calls', () => {
    const code = lines(
      IMPORT,
      'const queue = await TrackPlayer.getQueue();',
      'await TrackPlayer.remove(queue.length - 1);',
    );
    expect(runnableExample(code, 'ts', WEB)).toBeUndefined();
  });

  it('hook: an example using a React hook gets no Run button', () => {
    const code = lines(
      "import TrackPlayer, { useProgress } from 'react-native-track-player';",
      'const { position } = useProgress();',
    );
    expect(runnableExample(code, 'tsx', WEB)).toBeUndefined();
  });

  it('native-only: a call the web player does not implement gets no Run button', () => {
    const code = lines(IMPORT, 'await TrackPlayer.updateMetadataForTrack(0, { title: "A" });');
    expect(runnableExample(code, 'ts', WEB)).toBeUndefined();
  });

  it('setup: an example that sets the player up again is not run (the panel has set it up)', () => {
    expect(runnableExample(lines(IMPORT, 'await TrackPlayer.setupPlayer();'), 'ts', WEB)).toBeUndefined();
  });

  it('control-flow-and-other-modules: conditions, console and other imports are not run', () => {
    expect(runnableExample(lines(IMPORT, 'if (true) { await TrackPlayer.play(); }'), 'ts', WEB)).toBeUndefined();
    expect(runnableExample(lines(IMPORT, 'await TrackPlayer.play();', 'console.log(1);'), 'ts', WEB)).toBeUndefined();
    const other = lines("import { Platform } from 'react-native';", IMPORT, 'await TrackPlayer.play();');
    expect(runnableExample(other, 'ts', WEB)).toBeUndefined();
  });

  it('not-code: other languages, blocks that do not parse and blocks without a call get no button', () => {
    expect(runnableExample('await TrackPlayer.play();', 'bash', WEB)).toBeUndefined();
    expect(runnableExample(lines(IMPORT, 'await TrackPlayer.play(;'), 'ts', WEB)).toBeUndefined();
    expect(runnableExample(IMPORT, 'ts', WEB)).toBeUndefined();
    expect(runnableExample('await TrackPlayer.play();', 'ts', WEB)).toBeUndefined();
  });
});
