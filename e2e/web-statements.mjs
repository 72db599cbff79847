/**
 * The tests that run what the 4.1 and next pages say about the web player, in Chromium, against that version's own
 * web module as the playground loads it (components/player/). Each runs in the page on a fresh player
 * (`new TrackPlayerModule()`, muted), with the site's test tones. lib/player/web-statements.ts ties each statement of
 * a page to one of these by name; e2e/player-statements.spec.mjs runs them. No side effects here: the content checks
 * read the names and versions.
 *
 * Each test names where it starts (`scenario(start, run)`, see `Start`) and states only what it does from there. A
 * scenario is serialised into the page, so it uses nothing but its argument `h`: `p` the player, `kit` the
 * version's kit, `tracks` the three tones, `missing` a track whose file does not exist, `events` every event since
 * the start (`{ name, payload }`), `named(member)` those of one `Event` member, `setup()`, `play()` (and wait for
 * `State.Playing`), `toEnd()` (seek to a moment before the end), `until(what, fn)`, `sleep(ms)`, `check(ok, what)`
 * and `rejects(fn)` (the message of the error, or undefined when it did not fail).
 */

/**
 * Where a scenario starts, made by the harness in the page before the scenario runs: `none` a player not set up,
 * `player` set up (muted) with an empty queue, `queue` set up with the three tones queued and none of them playing
 * (and `repeat`, a `RepeatMode` member, set before they are added).
 * @typedef {{ start: 'none' | 'player' | 'queue', repeat?: string }} Start
 * @typedef {Start & { versions: readonly string[], run: (h: any) => Promise<void> }} StatementTest
 */

/**
 * A test that starts from `start` and runs `run` on 4.1 and next, unless `versions` names others.
 * @param {Start['start']} start
 * @param {(h: any) => Promise<void>} run
 * @param {{ versions?: readonly string[], repeat?: string }} [options]
 * @returns {StatementTest}
 */
const scenario = (start, run, { versions = ['4.1', 'next'], repeat } = {}) => ({
  versions,
  start,
  ...(repeat ? { repeat } : {}),
  run,
});

/** @type {Record<string, StatementTest>} */
export const STATEMENT_TESTS = {
  'add() resolves with no value': scenario('player', async (h) => {
    h.check((await h.p.add(h.tracks)) === undefined, 'add() resolved with a value');
  }),
  'adding tracks to an empty queue loads the first and sends PlaybackActiveTrackChanged': scenario(
    'player',
    async (h) => {
      await h.p.add(h.tracks);
      const sent = h.named('PlaybackActiveTrackChanged');
      h.check(sent.length === 1, `${sent.length} PlaybackActiveTrackChanged after add()`);
      h.check(sent[0].payload.index === 0 && sent[0].payload.lastTrack === undefined, 'its payload is not index 0');
    },
  ),
  'skip() sends PlaybackActiveTrackChanged with the index that was active before': scenario('queue', async (h) => {
    await h.p.skip(2);
    const last = h.named('PlaybackActiveTrackChanged').at(-1);
    h.check(last?.payload.lastIndex === 0 && last.payload.index === 2, `payload ${JSON.stringify(last?.payload)}`);
  }),
  'removing the active track that is not the last keeps it loaded and playing, without an event': scenario(
    'queue',
    async (h) => {
      await h.play();
      const before = h.named('PlaybackActiveTrackChanged').length;
      await h.p.remove([0]);
      await h.sleep(300);
      const active = await h.p.getActiveTrack();
      h.check(active?.title === h.tracks[0].title, `the active track became ${active?.title}`);
      h.check((await h.p.getActiveTrackIndex()) === 0, 'getActiveTrackIndex() is not 0 (the track that followed)');
      const queue = await h.p.getQueue();
      h.check(queue.length === 2 && queue[0].title === h.tracks[1].title, 'the queue is not the two other tracks');
      h.check(h.named('PlaybackActiveTrackChanged').length === before, 'PlaybackActiveTrackChanged was sent');
      h.check((await h.p.getPlaybackState()).state === 'playing', 'it stopped playing');
    },
  ),
  'after removing the active track, skip() to its index loads nothing and its end passes over the track that followed, with RepeatMode.Off and RepeatMode.Queue':
    scenario('player', async (h) => {
      for (const mode of ['Off', 'Playlist']) {
        await h.p.reset();
        await h.p.setRepeatMode(h.kit.RepeatMode[mode]);
        await h.p.add(h.tracks);
        await h.play();
        await h.p.remove([0]);
        await h.p.skip(0);
        h.check(
          (await h.p.getActiveTrack())?.title === h.tracks[0].title,
          `RepeatMode.${mode}: skip(0) loaded the track that followed`,
        );
        const before = h.named('PlaybackActiveTrackChanged').length;
        await h.toEnd();
        await h.until('the next track', () => h.named('PlaybackActiveTrackChanged').length > before);
        const next = h.named('PlaybackActiveTrackChanged').at(-1).payload.track;
        h.check(next.title === h.tracks[2].title, `RepeatMode.${mode}: after the removed track came ${next.title}`);
      }
    }),
  'with RepeatMode.Queue, removing the active track that is the last loads index 0, and the end of the queue starts it again without PlaybackQueueEnded':
    scenario(
      'queue',
      async (h) => {
        await h.p.skip(2);
        await h.play();
        await h.p.remove([2]);
        h.check((await h.p.getActiveTrackIndex()) === 0, 'getActiveTrackIndex() is not 0');
        h.check((await h.p.getActiveTrack())?.title === h.tracks[0].title, 'the active track is not the first');
        await h.p.skip(1);
        const before = h.named('PlaybackActiveTrackChanged').length;
        await h.play();
        await h.toEnd();
        await h.until('index 0 again', () => h.named('PlaybackActiveTrackChanged').length > before);
        h.check(h.named('PlaybackActiveTrackChanged').at(-1).payload.index === 0, 'it did not wrap to index 0');
        await h.sleep(300);
        h.check(h.named('PlaybackQueueEnded').length === 0, 'PlaybackQueueEnded was sent');
      },
      { repeat: 'Playlist' },
    ),
  'removing the active track that is the last loads index 0 and sends PlaybackActiveTrackChanged': scenario(
    'queue',
    async (h) => {
      await h.p.skip(2);
      const before = h.named('PlaybackActiveTrackChanged').length;
      await h.p.remove([2]);
      h.check((await h.p.getActiveTrack())?.title === h.tracks[0].title, 'the active track is not the first');
      h.check((await h.p.getActiveTrackIndex()) === 0, 'getActiveTrackIndex() is not 0');
      h.check(h.named('PlaybackActiveTrackChanged').length === before + 1, 'no PlaybackActiveTrackChanged');
    },
  ),
  'load() loads a track outside the queue, keeps the active index, sends PlaybackActiveTrackChanged and does not play':
    scenario('player', async (h) => {
      await h.p.add(h.tracks.slice(0, 2));
      await h.p.skip(1);
      const before = h.named('PlaybackActiveTrackChanged').length;
      h.check((await h.p.load(h.tracks[2])) === undefined, 'load() resolved with a value');
      const queue = await h.p.getQueue();
      h.check(queue.length === 2 && !queue.some((t) => t.title === h.tracks[2].title), 'load() changed the queue');
      h.check((await h.p.getActiveTrack())?.title === h.tracks[2].title, 'getActiveTrack() is not the loaded track');
      h.check((await h.p.getActiveTrackIndex()) === 1, 'getActiveTrackIndex() changed');
      h.check(h.named('PlaybackActiveTrackChanged').length === before + 1, 'no PlaybackActiveTrackChanged');
      await h.sleep(400);
      h.check((await h.p.getPlaybackState()).state !== 'playing', 'load() started playback');
    }),
  'before setupPlayer(), queue and setting calls run, calls on the audio element throw, and add() appends before it throws':
    scenario(
      'none',
      async (h) => {
        h.check(Array.isArray(await h.p.getQueue()), 'getQueue() failed');
        await h.p.setRepeatMode(h.kit.RepeatMode.Track);
        h.check((await h.p.getRepeatMode()) === h.kit.RepeatMode.Track, 'setRepeatMode() did not take');
        await h.p.updateOptions({ progressUpdateEventInterval: 0 });
        await h.p.getPlaybackState();
        h.check((await h.rejects(() => h.p.play())) !== undefined, 'play() did not throw');
        h.check((await h.rejects(() => h.p.getProgress())) !== undefined, 'getProgress() did not throw');
        h.check((await h.rejects(() => h.p.skip(0))) !== undefined, 'skip() did not throw');
        h.check((await h.rejects(() => h.p.add([h.tracks[0]]))) !== undefined, 'add() did not throw');
        h.check((await h.p.getQueue()).length === 1, 'add() did not append before throwing');
      },
      { versions: ['next'] },
    ),
  'a second setupPlayer() rejects with player_already_initialized': scenario('player', async (h) => {
    let code;
    try {
      await h.p.setupPlayer();
    } catch (error) {
      code = /** @type {{ code?: string }} */ (error).code;
    }
    h.check(code === 'player_already_initialized', `the second call gave ${code}`);
  }),
  'with RepeatMode.Off the end of the last track sends PlaybackQueueEnded': scenario('queue', async (h) => {
    await h.p.skip(2);
    await h.play();
    await h.toEnd();
    await h.until('PlaybackQueueEnded', () => h.named('PlaybackQueueEnded').length > 0);
  }),
  'with RepeatMode.Queue the end of the last track loads index 0, without PlaybackQueueEnded': scenario(
    'queue',
    async (h) => {
      await h.p.skip(2);
      await h.play();
      await h.toEnd();
      await h.until('index 0', () => h.named('PlaybackActiveTrackChanged').some((e) => e.payload.lastIndex === 2));
      h.check(h.named('PlaybackActiveTrackChanged').at(-1).payload.index === 0, 'it did not go to index 0');
      await h.sleep(300);
      h.check(h.named('PlaybackQueueEnded').length === 0, 'PlaybackQueueEnded was sent');
    },
    { repeat: 'Playlist' },
  ),
  'with RepeatMode.Track the end starts the track again, without PlaybackActiveTrackChanged': scenario(
    'queue',
    async (h) => {
      await h.play();
      const before = h.named('PlaybackActiveTrackChanged').length;
      await h.toEnd();
      await h.until('the end', () => h.named('PlaybackState').some((e) => e.payload.state === 'ended'));
      await h.until('playing again', () => h.named('PlaybackState').at(-1).payload.state === 'playing');
      h.check((await h.p.getActiveTrackIndex()) === 0, 'another track became active');
      h.check(h.named('PlaybackActiveTrackChanged').length === before, 'PlaybackActiveTrackChanged was sent');
    },
    { repeat: 'Track' },
  ),
  'PlaybackTrackChanged is sent when a track plays to its end, also the last one and with RepeatMode.Track, and not after a skip':
    scenario(
      'queue',
      async (h) => {
        await h.p.skip(2);
        h.check(h.named('PlaybackTrackChanged').length === 0, 'sent after a skip');
        await h.play();
        await h.toEnd();
        await h.until('the end of the last track', () => h.named('PlaybackTrackChanged').length === 1);
        await h.p.setRepeatMode(h.kit.RepeatMode.Track);
        await h.play();
        await h.toEnd();
        await h.until('the end with RepeatMode.Track', () => h.named('PlaybackTrackChanged').length === 2);
      },
      { versions: ['4.1'] },
    ),
  'skipToNext() on the last track rejects, also with RepeatMode.Queue': scenario(
    'queue',
    async (h) => {
      await h.p.skip(2);
      h.check((await h.rejects(() => h.p.skipToNext())) !== undefined, 'skipToNext() did not reject');
      h.check((await h.p.getActiveTrackIndex()) === 2, 'skipToNext() wrapped around');
    },
    { repeat: 'Playlist' },
  ),
  'skipToPrevious() on the first track rejects': scenario(
    'queue',
    async (h) => {
      h.check((await h.rejects(() => h.p.skipToPrevious())) !== undefined, 'skipToPrevious() did not reject');
    },
    { versions: ['next'] },
  ),
  'skip() to an index with no track rejects': scenario('queue', async (h) => {
    h.check((await h.rejects(() => h.p.skip(7))) !== undefined, 'skip(7) did not reject');
  }),
  'getTrack() resolves with null for an index with no track': scenario('queue', async (h) => {
    h.check((await h.p.getTrack(7)) === null, 'getTrack(7) is not null');
  }),
  'move() rejects for the active track and for its index': scenario('queue', async (h) => {
    await h.p.skip(1);
    h.check((await h.rejects(() => h.p.move(1, 2))) !== undefined, 'moving the active track did not reject');
    h.check((await h.rejects(() => h.p.move(2, 1))) !== undefined, 'moving onto the active index did not reject');
  }),
  'updateMetadataForTrack() changes nothing': scenario('queue', async (h) => {
    await h.p.updateMetadataForTrack(1, { title: 'Changed', artist: 'Changed' });
    const track = await h.p.getTrack(1);
    h.check(track.title === h.tracks[1].title && track.artist === h.tracks[1].artist, 'the metadata changed');
  }),
  'getBufferedPosition() resolves with the TimeRanges end function, not a number': scenario(
    'queue',
    async (h) => {
      const value = await h.p.getBufferedPosition();
      h.check(typeof value === 'function' && value.name === 'end', `it resolved with ${typeof value}`);
    },
    { versions: ['4.1'] },
  ),
  'getProgress() gives buffered 0 while the browser has buffered the track': scenario('queue', async (h) => {
    await h.play();
    const media = h.p.element;
    await h.until('buffered audio', () => media.buffered.length > 0 && media.buffered.end(0) > 0);
    h.check((await h.p.getProgress()).buffered === 0, 'buffered is not 0');
  }),
  'setPlayWhenReady() resolves with the new value': scenario('player', async (h) => {
    h.check((await h.p.setPlayWhenReady(true)) === true, 'it did not resolve with true');
    h.check((await h.p.setPlayWhenReady(false)) === false, 'it did not resolve with false');
  }),
  'stop() forgets the active track and leaves playWhenReady as it was': scenario('queue', async (h) => {
    await h.play();
    await h.p.stop();
    h.check((await h.p.getActiveTrack()) === undefined, 'a track is still active');
    h.check((await h.p.getActiveTrackIndex()) === undefined, 'an index is still active');
    h.check((await h.p.getPlayWhenReady()) === true, 'playWhenReady changed');
  }),
  'setQueue(), reset() and stop() leave no track active and send no PlaybackActiveTrackChanged': scenario(
    'queue',
    async (h) => {
      const before = h.named('PlaybackActiveTrackChanged').length;
      await h.p.setQueue(h.tracks.slice(1));
      h.check((await h.p.getActiveTrack()) === undefined, 'setQueue() left a track active');
      h.check((await h.p.getQueue()).length === 2, 'setQueue() did not replace the queue');
      await h.p.skip(0);
      await h.p.stop();
      h.check((await h.p.getActiveTrack()) === undefined, 'stop() left a track active');
      await h.p.skip(0);
      await h.p.reset();
      h.check((await h.p.getActiveTrack()) === undefined, 'reset() left a track active');
      h.check(h.named('PlaybackActiveTrackChanged').length === before + 2, 'only the two skips should have sent it');
    },
  ),
  'PlaybackState, PlaybackPlayWhenReadyChanged and PlaybackProgressUpdated are sent, the progress with buffered 0':
    scenario('player', async (h) => {
      await h.p.updateOptions({ progressUpdateEventInterval: 0.2 });
      await h.p.add(h.tracks);
      await h.play();
      await h.until('PlaybackProgressUpdated', () => h.named('PlaybackProgressUpdated').length > 0);
      h.check(h.named('PlaybackPlayWhenReadyChanged').length > 0, 'no PlaybackPlayWhenReadyChanged');
      h.check(h.named('PlaybackProgressUpdated')[0].payload.buffered === 0, 'buffered is not 0 in the event');
      await h.p.updateOptions({});
    }),
  'a track that fails to load shows as State.Error in PlaybackState, and PlaybackError is not sent': scenario(
    'player',
    async (h) => {
      h.check((await h.rejects(() => h.p.add([h.missing]))) !== undefined, 'adding a missing file did not reject');
      const error = h.named('PlaybackState').find((e) => e.payload.state === 'error');
      h.check(error?.payload.error?.message !== undefined, 'no PlaybackState with State.Error and a message');
      await h.sleep(300);
      h.check(h.named('PlaybackError').length === 0, 'PlaybackError was sent');
    },
  ),
  'updateNowPlayingMetadata() and clearNowPlayingMetadata() change nothing': scenario('queue', async (h) => {
    await h.p.updateNowPlayingMetadata({ title: 'Changed' });
    if (h.p.clearNowPlayingMetadata) await h.p.clearNowPlayingMetadata();
    h.check((await h.p.getActiveTrack()).title === h.tracks[0].title, 'the active track changed');
  }),
  'getDuration() gives NaN while no track is loaded': scenario(
    'player',
    async (h) => {
      h.check(Number.isNaN(await h.p.getDuration()), 'it is not NaN');
    },
    { versions: ['4.1'] },
  ),
  'the web module has no isServiceRunning()': scenario(
    'none',
    async (h) => {
      h.check(typeof h.p.isServiceRunning === 'undefined', 'it has one');
    },
    { versions: ['4.1'] },
  ),
  'seekBy() moves by the exact offset': scenario(
    'queue',
    async (h) => {
      await h.until('a duration', () => Number.isFinite(h.p.element.duration));
      await h.p.seekTo(0.25);
      await h.p.seekBy(1.5);
      const position = (await h.p.getProgress()).position;
      h.check(Math.abs(position - 1.75) < 0.01, `the position is ${position}`);
    },
    { versions: ['next'] },
  ),
  'without the media APIs setupPlayer() rejects, and the state is State.Error with not_supported': scenario(
    'none',
    async (h) => {
      // No Media Source, and no native HLS either, which Shaka Player would take instead.
      const scope = /** @type {any} */ (window);
      const saved = [scope.MediaSource, scope.ManagedMediaSource, HTMLMediaElement.prototype.canPlayType];
      scope.MediaSource = undefined;
      scope.ManagedMediaSource = undefined;
      HTMLMediaElement.prototype.canPlayType = () => /** @type {CanPlayTypeResult} */ ('');
      try {
        h.check((await h.rejects(() => h.p.setupPlayer())) !== undefined, 'setupPlayer() did not reject');
        const state = await h.p.getPlaybackState();
        h.check(
          state.state === 'error' && state.error?.code === 'not_supported',
          `the state is ${JSON.stringify(state)}`,
        );
      } finally {
        [scope.MediaSource, scope.ManagedMediaSource, HTMLMediaElement.prototype.canPlayType] = saved;
      }
    },
  ),
  'updateOptions() reads no field of its options but progressUpdateEventInterval': scenario('player', async (h) => {
    const read = new Set();
    const options = new Proxy(
      {
        progressUpdateEventInterval: 5,
        capabilities: [1, 2, 3],
        notificationCapabilities: [1],
        forwardJumpInterval: 30,
        backwardJumpInterval: 15,
        ratingType: 1,
        likeOptions: { isActive: true, title: 'Like' },
        android: { appKilledPlaybackBehavior: 'stop-playback-and-remove-notification' },
        color: 0xff0000,
        progressUpdateEventIntervalIos: 1,
      },
      { get: (target, key) => (typeof key === 'string' && read.add(key), Reflect.get(target, key)) },
    );
    await h.p.updateOptions(options);
    await h.p.updateOptions({});
    h.check(read.has('progressUpdateEventInterval'), 'progressUpdateEventInterval was not read');
    h.check(read.size === 1, `it read ${[...read].join(', ')}`);
  }),
  'setupPlayer() reads none of its options': scenario('none', async (h) => {
    const read = new Set();
    const options = new Proxy(
      {
        minBuffer: 5,
        maxBuffer: 60,
        maxCacheSize: 1024,
        iosCategory: 'playback',
        iosCategoryMode: 'spokenAudio',
        iosCategoryOptions: ['mixWithOthers'],
        autoHandleInterruptions: true,
        autoUpdateMetadata: true,
        waitForBuffer: true,
      },
      { get: (target, key) => (typeof key === 'string' && read.add(key), Reflect.get(target, key)) },
    );
    await h.p.setupPlayer(options);
    h.p.element.muted = true;
    h.check(read.size === 0, `it read ${[...read].join(', ')}`);
  }),
  'a track plays from its url alone: its other fields, even wrong ones, change nothing, and Shaka Player gets the url unchanged':
    scenario('player', async (h) => {
      /** @type {unknown[][]} */
      const loads = [];
      const shaka = h.p.player;
      const load = shaka.load.bind(shaka);
      shaka.load = (/** @type {unknown[]} */ ...args) => (loads.push(args), load(...args));
      // Each of these would stop a WAV file from playing if the player passed it on: a wrong format and type, a
      // stream flag, headers a file server would refuse.
      const track = {
        ...h.tracks[0],
        type: 'dash',
        contentType: 'application/dash+xml',
        userAgent: 'Example',
        headers: { Range: 'bytes=999999999-' },
        pitchAlgorithm: 1,
        rating: 1,
        isLiveStream: true,
      };
      await h.p.add([track]);
      await h.play();
      const [only] = loads;
      h.check(loads.length === 1 && only?.length === 1, `Shaka Player's load() got ${JSON.stringify(loads)}`);
      h.check(only?.[0] === h.tracks[0].url, `Shaka Player's load() got ${only?.[0]}`);
    }),
  'the web player drives no system media controls': scenario('none', async (h) => {
    const session = navigator.mediaSession;
    const touched = [];
    const setActionHandler = session.setActionHandler.bind(session);
    session.setActionHandler = (/** @type {any} */ action, /** @type {any} */ handler) => {
      touched.push(`setActionHandler(${action})`);
      return setActionHandler(action, handler);
    };
    const setPositionState = session.setPositionState.bind(session);
    session.setPositionState = (/** @type {any} */ state) => {
      touched.push('setPositionState');
      return setPositionState(state);
    };
    try {
      await h.setup();
      await h.p.updateOptions({ capabilities: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] });
      await h.p.add(h.tracks);
      await h.play();
      await h.p.updateNowPlayingMetadata({ title: 'Changed', artist: 'Changed' });
      await h.p.skip(1);
      await h.sleep(300);
      h.check(touched.length === 0, `it called ${touched.join(', ')}`);
      h.check(session.metadata === null, 'navigator.mediaSession.metadata was set');
    } finally {
      session.setActionHandler = setActionHandler;
      session.setPositionState = setPositionState;
    }
  }),
  'a run of every call sends no event but PlaybackState, PlaybackPlayWhenReadyChanged, PlaybackProgressUpdated, PlaybackActiveTrackChanged, PlaybackQueueEnded and (4.1) PlaybackTrackChanged':
    scenario('player', async (h) => {
      await h.p.updateOptions({ progressUpdateEventInterval: 0.2 });
      await h.p.add(h.tracks);
      await h.play();
      await h.p.seekTo(1);
      await h.p.skipToNext();
      await h.p.pause();
      await h.p.setVolume?.(0.5);
      await h.p.setRate?.(1.5);
      await h.p.updateMetadataForTrack(0, { title: 'Changed' });
      await h.p.updateNowPlayingMetadata({ title: 'Changed' });
      await h.p.remove([0]);
      await h.p.skip(1);
      await h.play();
      await h.toEnd();
      await h.until('PlaybackQueueEnded', () => h.named('PlaybackQueueEnded').length > 0);
      await h.p.stop();
      await h.rejects(() => h.p.add([h.missing]));
      await h.p.reset();
      await h.p.updateOptions({});
      await h.sleep(300);
      const allowed = [
        'PlaybackState',
        'PlaybackPlayWhenReadyChanged',
        'PlaybackProgressUpdated',
        'PlaybackActiveTrackChanged',
        'PlaybackQueueEnded',
        ...(h.kit.Event.PlaybackTrackChanged ? ['PlaybackTrackChanged'] : []),
      ].map((member) => h.kit.Event[member]);
      const others = [...new Set(h.events.map((e) => e.name))].filter((name) => !allowed.includes(name));
      h.check(others.length === 0, `it sent ${others.join(', ')}`);
    }),
  'stop() does not report State.Stopped': scenario('queue', async (h) => {
    await h.play();
    await h.p.stop();
    await h.sleep(300);
    const states = h.named('PlaybackState').map((e) => e.payload.state);
    h.check(!states.includes('stopped'), `the states were ${states.join(', ')}`);
    h.check((await h.p.getPlaybackState()).state !== 'stopped', 'getPlaybackState() says stopped');
  }),
  "the web module's constants are strings (4.1) or numbers from 0 (next), repeat modes included": scenario(
    'none',
    async (h) => {
      const constants = h.p.getConstants ? h.p.getConstants() : h.p;
      const names = [
        'REPEAT_OFF',
        'REPEAT_TRACK',
        'REPEAT_QUEUE',
        'CAPABILITY_PLAY',
        'RATING_HEART',
        'PITCH_ALGORITHM_LINEAR',
      ];
      if (h.p.getConstants) {
        const values = names.map((name) => constants[name]);
        h.check(
          values.every((v) => typeof v === 'number'),
          `the values are ${JSON.stringify(values)}`,
        );
        h.check(
          [constants.REPEAT_OFF, constants.REPEAT_TRACK, constants.REPEAT_QUEUE].join() === '0,1,2',
          'the repeat modes are not 0, 1 and 2',
        );
        h.check(constants.RATING_HEART === 0 && constants.PITCH_ALGORITHM_LINEAR === 0, 'ratings and pitch not from 0');
      } else {
        const values = names.map((name) => constants[name]);
        h.check(
          values.every((v) => typeof v === 'string'),
          `the values are ${JSON.stringify(values)}`,
        );
      }
    },
  ),
  "registerPlaybackService() runs the service's function at once on web": scenario('none', async (h) => {
    let ran = false;
    h.kit.library.registerPlaybackService(() => async () => {
      ran = true;
    });
    h.check(ran, 'the service did not run before registerPlaybackService() returned');
  }),
  'on web, the wake lock functions resolve with nothing and validateOnStartCommandIntent() with true': scenario(
    'none',
    async (h) => {
      const { library } = h.kit;
      h.check((await library.acquireWakeLock()) === undefined, 'acquireWakeLock() resolved with a value');
      h.check((await library.abandonWakeLock()) === undefined, 'abandonWakeLock() resolved with a value');
      h.check((await library.validateOnStartCommandIntent()) === true, 'validateOnStartCommandIntent() is not true');
    },
    { versions: ['next'] },
  ),
  'the web asset resolver passes a require() number through unchanged': scenario('none', async (h) => {
    h.check(h.kit.resolveWebAsset(7) === 7, `7 became ${h.kit.resolveWebAsset(7)}`);
    h.check(h.kit.resolveWebAsset('https://example.com/a.mp3') === 'https://example.com/a.mp3', 'a URL changed');
  }),
  'a file:// URL does not load in the browser': scenario('player', async (h) => {
    const failed = await h.rejects(() => h.p.add([{ url: 'file:///sdcard/Music/track.mp3', title: 'File' }]));
    h.check(failed !== undefined, 'adding a file:// track did not reject');
    h.check((await h.p.getPlaybackState()).state === 'error', 'the state is not State.Error');
  }),
  'getActiveTrackIndex() resolves with undefined when the queue is empty': scenario(
    'player',
    async (h) => {
      h.check((await h.p.getActiveTrackIndex()) === undefined, 'it is not undefined');
    },
    { versions: ['4.1'] },
  ),
  'setRepeatMode() resolves with no value': scenario(
    'player',
    async (h) => {
      h.check((await h.p.setRepeatMode(h.kit.RepeatMode.Track)) === undefined, 'it resolved with a value');
    },
    { versions: ['4.1'] },
  ),
};

/**
 * Runs in the page: a fresh player of `version` brought to `start`, and the helpers a scenario gets. Serialised with
 * the scenario, so it refers to nothing outside itself.
 * @param {string} version
 * @param {(h: any) => Promise<void>} scenario
 * @param {Start} start
 */
export async function harness(version, scenario, { start, repeat }) {
  const scope = /** @type {any} */ (window);
  const kit = scope.TrackPlayerPlayground[version];
  const p = new kit.TrackPlayerModule();
  /** @type {{ name: string, payload: any }[]} */
  const events = [];
  const off = kit.onEvent((/** @type {string} */ name, /** @type {any} */ payload) => events.push({ name, payload }));
  const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const names = () => events.map((e) => Object.keys(kit.Event).find((k) => kit.Event[k] === e.name)).join(', ');
  /** @type {any} */
  const h = {
    p,
    kit,
    events,
    tracks: kit.tracks,
    missing: kit.missingTrack,
    sleep,
    named: (/** @type {string} */ member) => events.filter((e) => e.name === kit.Event[member]),
    check(/** @type {unknown} */ ok, /** @type {string} */ what) {
      if (!ok) throw new Error(`${what} (events: ${names() || 'none'})`);
    },
    async until(/** @type {string} */ what, /** @type {() => unknown} */ fn, ms = 10_000) {
      const end = Date.now() + ms;
      while (Date.now() < end) {
        if (await fn()) return;
        await sleep(50);
      }
      throw new Error(`timed out waiting for ${what} (events: ${names() || 'none'})`);
    },
    async rejects(/** @type {() => unknown} */ fn) {
      try {
        await fn();
        return undefined;
      } catch (error) {
        return error instanceof Error ? error.message : String(/** @type {any} */ (error)?.message ?? error);
      }
    },
    async setup() {
      await p.setupPlayer();
      // The module keeps its <audio> element in a field (not in the document).
      p.element.muted = true;
    },
    async play() {
      await p.play();
      await h.until('State.Playing', async () => (await p.getPlaybackState()).state === 'playing');
    },
    async toEnd() {
      const media = p.element;
      await h.until('a duration', () => Number.isFinite(media.duration) && media.duration > 0);
      await p.seekTo(media.duration - 0.25);
    },
  };
  try {
    if (start !== 'none') await h.setup();
    if (repeat) await p.setRepeatMode(kit.RepeatMode[repeat]);
    if (start === 'queue') await p.add(kit.tracks);
    await scenario(h);
  } finally {
    off();
    try {
      await p.pause();
    } catch {
      // Never set up: nothing plays.
    }
  }
}
