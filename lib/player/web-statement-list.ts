import type { PendingWebStatement, WebStatement } from './web-statements';

/**
 * The pages whose every sentence about the web player is listed below: the pages with the "Try it" player and
 * setupPlayer()'s. test/content/web-statements.test.ts checks them (lib/player/web-statements.ts).
 */
export const WEB_STATEMENT_SCOPE: readonly string[] = ['4.1', 'next'].flatMap((v) => [
  `${v}/api/functions/queue.md`,
  `${v}/api/functions/player.md`,
  `${v}/api/functions/lifecycle.md`,
  `${v}/api/events.md`,
]);

const REMOVE_NOT_LAST = 'removing the active track that is not the last keeps it loaded and playing, without an event';
const REMOVE_THEN_END =
  'after removing the active track, skip() to its index loads nothing and its end passes over the track that followed';
const REMOVE_LAST = 'removing the active track that is the last loads index 0 and sends PlaybackActiveTrackChanged';
const LOAD =
  'load() loads a track outside the queue, keeps the active index, sends PlaybackActiveTrackChanged and does not play';
const SET_QUEUE = 'setQueue() and reset() leave no track active and send no PlaybackActiveTrackChanged';
const SECOND_SETUP = 'a second setupPlayer() rejects with player_already_initialized';
const QUEUE_ENDED = 'with RepeatMode.Off the end of the last track sends PlaybackQueueEnded';
const REPEAT_QUEUE = 'with RepeatMode.Queue the end of the last track loads index 0, without PlaybackQueueEnded';
const REPEAT_TRACK = 'with RepeatMode.Track the end starts the track again, without PlaybackActiveTrackChanged';
const SKIP_NEXT_LAST = 'skipToNext() on the last track rejects, also with RepeatMode.Queue';
const THREE_EVENTS =
  'PlaybackState, PlaybackPlayWhenReadyChanged and PlaybackProgressUpdated are sent, the progress with buffered 0';
const FAILED_LOAD = 'a track that fails to load shows as State.Error in PlaybackState, and PlaybackError is not sent';
const BUFFERED = 'getProgress() gives buffered 0 while the browser has buffered the track';
const NO_MEDIA_APIS = 'without the media APIs setupPlayer() rejects, and the state is State.Error with not_supported';
const NOW_PLAYING = 'updateNowPlayingMetadata() and clearNowPlayingMetadata() change nothing';

/** Each statement of a page in scope about the web player, and the test that runs it. */
export const WEB_STATEMENTS: readonly WebStatement[] = [
  // 4.1, queue
  {
    page: '4.1/api/functions/queue.md',
    quote: 'On web it resolves with nothing.',
    test: 'add() resolves with no value',
  },
  {
    page: '4.1/api/functions/queue.md',
    quote:
      'On web, removing the active track changes the track only when it was the last one in the queue; the player then continues with index `0`.',
    test: REMOVE_LAST,
  },
  {
    page: '4.1/api/functions/queue.md',
    quote:
      'Otherwise the removed track stays loaded, and keeps playing if it was: `getActiveTrack()` still returns it, `getActiveTrackIndex()` already gives the index of the track that followed it, no `PlaybackActiveTrackChanged` is sent',
    test: REMOVE_NOT_LAST,
  },
  {
    page: '4.1/api/functions/queue.md',
    quote: 'when the removed track ends, `RepeatMode.Off` and `RepeatMode.Queue` move on past that index',
    test: REMOVE_THEN_END,
  },
  {
    page: '4.1/api/functions/queue.md',
    quote: '`skip()` to that index does not help, because the web player takes the index as already loaded.',
    test: REMOVE_THEN_END,
  },
  {
    page: '4.1/api/functions/queue.md',
    quote: "The site's tests run this in Chromium against the 4.1 web player",
    test: REMOVE_NOT_LAST,
  },
  {
    page: '4.1/api/functions/queue.md',
    quote: 'On web, `setQueue` stops playback and leaves no track loaded: call `skip(0)` before `play()`.',
    test: SET_QUEUE,
  },
  {
    page: '4.1/api/functions/queue.md',
    quote:
      'On web, `load` loads the track without putting it into the queue: `getQueue()` does not list it, and `getActiveTrackIndex()` keeps the index of the queue entry that was active before, while `getActiveTrack()` returns the new track.',
    test: LOAD,
  },
  {
    page: '4.1/api/functions/queue.md',
    quote: 'The web player does not call `play()` after loading, so start the track with `play()`.',
    test: LOAD,
  },
  { page: '4.1/api/functions/queue.md', quote: 'on Android and web nothing.', test: LOAD },
  {
    page: '4.1/api/functions/queue.md',
    quote: 'and on web with an error; the Android module does not check the index before it skips.',
    test: 'skip() to an index with no track rejects',
  },
  {
    page: '4.1/api/functions/queue.md',
    quote: 'The web player does not wrap around: on the last track the Promise rejects.',
    test: 'skipToNext() on the last track rejects, also with RepeatMode.Queue',
  },
  {
    page: '4.1/api/functions/queue.md',
    quote:
      'The web player refuses to move the active track, or to move another track onto its index, and rejects instead.',
    test: 'move() rejects for the active track and for its index',
  },
  {
    page: '4.1/api/functions/queue.md',
    quote: 'when nothing is at that index it resolves with `null` on Android, iOS and web.',
    test: 'getTrack() resolves with null for an index with no track',
  },
  {
    page: '4.1/api/functions/queue.md',
    quote: 'The web player accepts the call but does nothing with it in 4.1.',
    test: 'updateMetadataForTrack() changes nothing',
  },
  {
    page: '4.1/api/functions/queue.md',
    quote: 'it resolves with no value on Android, iOS and web; call `getRepeatMode()` to read the mode back.',
    test: 'setRepeatMode() resolves with no value',
  },
  {
    page: '4.1/api/functions/queue.md',
    quote: '(web resolves with `undefined` then)',
    test: 'getActiveTrackIndex() resolves with undefined when the queue is empty',
  },
  // 4.1, player
  {
    page: '4.1/api/functions/player.md',
    quote:
      'The Promise rejects with `player_already_initialized` when the player already exists (Android, iOS and web).',
    test: SECOND_SETUP,
  },
  {
    page: '4.1/api/functions/player.md',
    quote: 'The web player accepts the call but does nothing with it in 4.1.',
    test: NOW_PLAYING,
  },
  {
    page: '4.1/api/functions/player.md',
    quote: 'The web player accepts the call but does nothing.',
    test: NOW_PLAYING,
  },
  {
    page: '4.1/api/functions/player.md',
    quote: 'On web, `stop()` also forgets which track was active, so call `skip()` before playing again.',
    test: 'stop() forgets the active track and leaves playWhenReady as it was',
  },
  { page: '4.1/api/functions/player.md', quote: 'On web, `buffered` is always `0` in 4.1.', test: BUFFERED },
  {
    page: '4.1/api/functions/player.md',
    quote: 'Web resolves with the new value; Android and iOS resolve with no value.',
    test: 'setPlayWhenReady() resolves with the new value',
  },
  {
    page: '4.1/api/functions/player.md',
    quote: "(on web `NaN`, the browser's value)",
    test: 'getDuration() gives NaN while no track is loaded',
  },
  {
    page: '4.1/api/functions/player.md',
    quote: "On web it is broken in 4.1: it resolves with the browser's `TimeRanges.end` function instead of a number.",
    test: 'getBufferedPosition() resolves with the TimeRanges end function, not a number',
  },
  // 4.1, lifecycle
  {
    page: '4.1/api/functions/lifecycle.md',
    quote: 'The web player does not implement it, so the call fails there.',
    test: 'the web module has no isServiceRunning()',
  },
  {
    page: '4.1/api/objects/playback-error-event.md',
    quote: 'or `not_supported` when the browser cannot run Shaka Player',
    test: NO_MEDIA_APIS,
  },
  // 4.1, events
  { page: '4.1/api/events.md', quote: 'Sent on Android, iOS and web.', test: THREE_EVENTS },
  {
    page: '4.1/api/events.md',
    quote:
      'on web only when a track gets loaded (a skip, the end of a track, `load()`, adding tracks to an empty queue, removing the active track when it was the last in the queue)',
    test: 'adding tracks to an empty queue loads the first and sends PlaybackActiveTrackChanged',
  },
  {
    page: '4.1/api/events.md',
    quote: 'so `setQueue()`, `reset()` and removing an active track that was not the last do not send it there.',
    test: SET_QUEUE,
  },
  {
    page: '4.1/api/events.md',
    quote: 'iOS and web: index of the track that was active before, if there was one.',
    test: 'skip() sends PlaybackActiveTrackChanged with the index that was active before',
  },
  {
    page: '4.1/api/events.md',
    quote: 'Sent on Android, iOS and web (on web only with `RepeatMode.Off`).',
    test: QUEUE_ENDED,
  },
  { page: '4.1/api/events.md', quote: 'Always `0` on web in 4.1.', test: THREE_EVENTS },
  {
    page: '4.1/api/events.md',
    quote: '**Web** never sends this event; failures only show up as `State.Error` in `PlaybackState`.',
    test: FAILED_LOAD,
  },
  {
    page: '4.1/api/events.md',
    quote: 'Sent on Android, iOS and web, with differences:',
    test: 'PlaybackTrackChanged is sent when a track plays to its end, also the last one and with RepeatMode.Track, and not after a skip',
  },
  {
    page: '4.1/api/events.md',
    quote: 'On web it is only sent when a track plays to its end, not after a skip.',
    test: 'PlaybackTrackChanged is sent when a track plays to its end, also the last one and with RepeatMode.Track, and not after a skip',
  },
  {
    page: '4.1/api/events.md',
    quote: 'It does not fire when `RepeatMode.Track` starts the same track again.',
    test: REPEAT_TRACK,
  },
  // 4.1, repeat modes (outside the scope: listed because a test runs them)
  {
    page: '4.1/api/constants/repeat-mode.md',
    quote: 'When the last track ends, start again with the first one.',
    test: REPEAT_QUEUE,
  },
  {
    page: '4.1/api/constants/repeat-mode.md',
    quote: 'the web player does not wrap on `skipToNext()`.',
    test: SKIP_NEXT_LAST,
  },
  {
    page: '4.1/api/constants/repeat-mode.md',
    quote: 'When the last track ends, playback stops and `PlaybackQueueEnded` fires.',
    test: QUEUE_ENDED,
  },
  // next, queue
  {
    page: 'next/api/functions/queue.md',
    quote: 'on the web it resolves with no value.',
    test: 'add() resolves with no value',
  },
  {
    page: 'next/api/functions/queue.md',
    quote:
      'On the web, removing the active track changes the track only when it is the last one in the queue: the player then wraps around to index `0`.',
    test: REMOVE_LAST,
  },
  {
    page: 'next/api/functions/queue.md',
    quote:
      'Calling `skip()` with that index does not load it, since the web player considers that index loaded already',
    test: REMOVE_THEN_END,
  },
  {
    page: 'next/api/functions/queue.md',
    quote: "The site's tests run this in Chromium against this release's web player",
    test: REMOVE_NOT_LAST,
  },
  {
    page: 'next/api/functions/queue.md',
    quote: 'On the web, `setQueue()` stops the player and leaves no track active until you call',
    test: SET_QUEUE,
  },
  {
    page: 'next/api/functions/queue.md',
    quote: 'iOS resolves with the index of the active track; Android and the web resolve with no value.',
    test: LOAD,
  },
  {
    page: 'next/api/functions/queue.md',
    quote:
      'On the web, `load()` loads the track without putting it into the queue: `getQueue()` does not list it, `getActiveTrack()` returns it, and `getActiveTrackIndex()` still gives the index of the queue entry that was active before.',
    test: LOAD,
  },
  {
    page: 'next/api/functions/queue.md',
    quote: 'The web player does not call `play()` after loading; start the track with `play()`.',
    test: LOAD,
  },
  {
    page: 'next/api/functions/queue.md',
    quote: 'the web rejects with an error; Android does not check the index.',
    test: 'skip() to an index with no track rejects',
  },
  {
    page: 'next/api/functions/queue.md',
    quote: 'The web never wraps here: on the last track the promise rejects.',
    test: 'skipToNext() on the last track rejects, also with RepeatMode.Queue',
  },
  {
    page: 'next/api/functions/queue.md',
    quote: 'On the first track, the web rejects;',
    test: 'skipToPrevious() on the first track rejects',
  },
  {
    page: 'next/api/functions/queue.md',
    quote: 'The web refuses to move the active track, or to move another track onto its index, and rejects.',
    test: 'move() rejects for the active track and for its index',
  },
  {
    page: 'next/api/functions/queue.md',
    quote: 'Android, iOS and the web all resolve with `null`',
    test: 'getTrack() resolves with null for an index with no track',
  },
  {
    page: 'next/api/functions/queue.md',
    quote: 'On the web the function does nothing.',
    test: 'updateMetadataForTrack() changes nothing',
  },
  {
    page: 'next/api/constants/repeat-mode.md',
    quote: 'Plays the queue and then starts again from the first track.',
    test: REPEAT_QUEUE,
  },
  {
    page: 'next/api/constants/repeat-mode.md',
    quote:
      'On Android and iOS, `skipToNext()` on the last track also wraps to the first (and `skipToPrevious()` on the first track to the last); on the web it does not.',
    test: SKIP_NEXT_LAST,
  },
  // next, lifecycle
  {
    page: 'next/api/functions/lifecycle.md',
    quote:
      'On the web only the calls that need the audio element throw before it, such as `play()`, `add()`, `skip()` and `getProgress()`; queue and setting calls such as `getQueue()`, `setRepeatMode()` and `updateOptions()` run without an error, and `add()` has already appended its tracks to the queue when it throws.',
    test: 'before setupPlayer(), queue and setting calls run, calls on the audio element throw, and add() appends before it throws',
  },
  {
    page: 'next/api/functions/lifecycle.md',
    quote: 'A second call rejects with `player_already_initialized` on Android, iOS and the web.',
    test: SECOND_SETUP,
  },
  {
    page: 'next/api/functions/lifecycle.md',
    quote: 'On the web, the call also fails when the browser lacks the media APIs the player needs.',
    test: NO_MEDIA_APIS,
  },
  {
    page: 'next/api/objects/playback-error-event.md',
    quote: 'or `not_supported` when `setupPlayer()` found that the browser lacks the required media APIs.',
    test: NO_MEDIA_APIS,
  },
  // next, player
  { page: 'next/api/functions/player.md', quote: '**Web** does nothing.', test: NOW_PLAYING },
  {
    page: 'next/api/functions/player.md',
    quote: 'On the web it unloads the audio and forgets which track was active, without changing `playWhenReady`.',
    test: 'stop() forgets the active track and leaves playWhenReady as it was',
  },
  {
    page: 'next/api/functions/player.md',
    quote: 'iOS and the web use the exact value.',
    test: 'seekBy() moves by the exact offset',
  },
  {
    page: 'next/api/functions/player.md',
    quote: 'On the web, `buffered` is always `0` in this release.',
    test: BUFFERED,
  },
  {
    page: 'next/api/functions/player.md',
    quote: 'Only the web resolves with the new value of the flag; Android and iOS resolve with no value.',
    test: 'setPlayWhenReady() resolves with the new value',
  },
  // next, events
  { page: 'next/api/events.md', quote: 'Sent on Android, iOS and web.', test: THREE_EVENTS },
  {
    page: 'next/api/events.md',
    quote: 'Repeating the same track with `RepeatMode.Track` does not fire it.',
    test: REPEAT_TRACK,
  },
  {
    page: 'next/api/events.md',
    quote:
      '**Web** sends the event whenever a track is loaded, including by `load()`, and not when the queue is emptied.',
    test: LOAD,
  },
  {
    page: 'next/api/events.md',
    quote: 'Sent on Android, iOS and web (on web only with `RepeatMode.Off`).',
    test: QUEUE_ENDED,
  },
  { page: 'next/api/events.md', quote: 'Always `0` on web in this release.', test: THREE_EVENTS },
  {
    page: 'next/api/events.md',
    quote: '**Web** never sends this event; failures only show up as `State.Error` in `PlaybackState`.',
    test: FAILED_LOAD,
  },
];

const JS_LAYER =
  "done by the library's JavaScript before any call reaches the web module: the Chromium tests run the web module";
const NEVER_SENT = 'a claim that no code sends an event: nothing to observe in a run, held by reading the web module';

/** Statements in scope that no test runs yet, each with the reason. */
export const PENDING_WEB_STATEMENTS: readonly PendingWebStatement[] = [
  {
    page: '4.1/api/functions/player.md',
    quote: 'On web only `progressUpdateEventInterval` is read.',
    reason: 'not run yet: needs a test per option',
  },
  { page: '4.1/api/functions/lifecycle.md', quote: 'on web it is called straight away.', reason: JS_LAYER },
  {
    page: '4.1/api/events.md',
    quote: 'Sent on Android and iOS, not on web.',
    reason: 'not run yet: needs a stream with metadata; the test tones have none',
  },
  { page: '4.1/api/events.md', quote: 'None of them fire on web.', reason: NEVER_SENT },
  {
    page: '4.1/api/events.md',
    quote: 'no Android, iOS or web code emits it, so do not wait for it.',
    reason: NEVER_SENT,
  },
  {
    page: 'next/api/functions/lifecycle.md',
    quote: 'The web player ignores all of them.',
    reason: 'not run yet: needs a test per option',
  },
  { page: 'next/api/functions/lifecycle.md', quote: 'and the web runs it right away.', reason: JS_LAYER },
  {
    page: 'next/api/functions/lifecycle.md',
    quote: 'On iOS and the web, the JavaScript side returns without calling the native module',
    reason: JS_LAYER,
  },
  { page: 'next/api/functions/lifecycle.md', quote: 'Always `true` on iOS and the web.', reason: JS_LAYER },
  {
    page: 'next/api/functions/player.md',
    quote: 'The web player only reads `progressUpdateEventInterval`.',
    reason: 'not run yet: needs a test per option',
  },
  { page: 'next/api/events.md', quote: 'no Android, iOS or web code emits it.', reason: NEVER_SENT },
  { page: 'next/api/events.md', quote: 'None of these events fire on the web.', reason: NEVER_SENT },
  { page: 'next/api/events.md', quote: 'Android and the web never send it.', reason: NEVER_SENT },
  { page: 'next/api/events.md', quote: 'and iOS and the web have no such event.', reason: NEVER_SENT },
  { page: 'next/api/events.md', quote: 'None of them is sent on the web.', reason: NEVER_SENT },
];
