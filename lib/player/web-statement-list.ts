import type { WebMention, WebStatement } from './web-statements';

/**
 * The versions whose pages must list every sentence about the web player (the versions with a web module): each
 * sentence of their pages that names the web is a statement below, run by a Chromium test, or a mention that says
 * nothing the web player does. test/content/web-statements.test.ts reads every page of these versions.
 */
export const WEB_STATEMENT_VERSIONS: readonly string[] = ['4.1', 'next'];

const REMOVE_NOT_LAST = 'removing the active track that is not the last keeps it loaded and playing, without an event';
const REMOVE_THEN_END =
  'after removing the active track, skip() to its index loads nothing and its end passes over the track that followed, with RepeatMode.Off and RepeatMode.Queue';
const REMOVE_LAST_QUEUE =
  'with RepeatMode.Queue, removing the active track that is the last loads index 0, and the end of the queue starts it again without PlaybackQueueEnded';
const REMOVE_LAST = 'removing the active track that is the last loads index 0 and sends PlaybackActiveTrackChanged';
const LOAD =
  'load() loads a track outside the queue, keeps the active index, sends PlaybackActiveTrackChanged and does not play';
const SET_QUEUE = 'setQueue(), reset() and stop() leave no track active and send no PlaybackActiveTrackChanged';
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
const OPTIONS = 'updateOptions() reads no field of its options but progressUpdateEventInterval';
const SETUP_OPTIONS = 'setupPlayer() reads none of its options';
const TRACK_URL =
  'a track plays from its url alone: its other fields, even wrong ones, change nothing, and Shaka Player gets the url unchanged';
const NO_CONTROLS = 'the web player drives no system media controls';
const EVENTS_SENT =
  'a run of every call sends no event but PlaybackState, PlaybackPlayWhenReadyChanged, PlaybackProgressUpdated, PlaybackActiveTrackChanged, PlaybackQueueEnded and (4.1) PlaybackTrackChanged';
const NO_STOPPED = 'stop() does not report State.Stopped';
const CONSTANTS = "the web module's constants are strings (4.1) or numbers from 0 (next), repeat modes included";
const SERVICE = "registerPlaybackService() runs the service's function at once on web";
const ANDROID_ONLY_CALLS =
  'on web, the wake lock functions resolve with nothing and validateOnStartCommandIntent() with true';
const ASSETS = 'the web asset resolver passes a require() number through unchanged';
const FILE_URL = 'a file:// URL does not load in the browser';

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
  { page: '4.1/api/functions/player.md', quote: 'On web only `progressUpdateEventInterval` is read.', test: OPTIONS },
  { page: '4.1/api/functions/lifecycle.md', quote: 'on web it is called straight away.', test: SERVICE },
  { page: '4.1/api/events.md', quote: 'Sent on Android and iOS, not on web.', test: EVENTS_SENT },
  { page: '4.1/api/events.md', quote: 'None of them fire on web.', test: EVENTS_SENT },
  {
    page: '4.1/api/events.md',
    quote: 'no Android, iOS or web code emits it, so do not wait for it.',
    test: EVENTS_SENT,
  },
  { page: 'next/api/functions/lifecycle.md', quote: 'The web player ignores all of them.', test: SETUP_OPTIONS },
  { page: 'next/api/functions/lifecycle.md', quote: 'and the web runs it right away.', test: SERVICE },
  {
    page: 'next/api/functions/lifecycle.md',
    quote: 'On iOS and the web, the JavaScript side returns without calling the native module',
    test: ANDROID_ONLY_CALLS,
  },
  { page: 'next/api/functions/lifecycle.md', quote: 'Always `true` on iOS and the web.', test: ANDROID_ONLY_CALLS },
  {
    page: 'next/api/functions/player.md',
    quote: 'The web player only reads `progressUpdateEventInterval`.',
    test: OPTIONS,
  },
  { page: 'next/api/events.md', quote: 'no Android, iOS or web code emits it.', test: EVENTS_SENT },
  { page: 'next/api/events.md', quote: 'None of these events fire on the web.', test: EVENTS_SENT },
  { page: 'next/api/events.md', quote: 'Android and the web never send it.', test: EVENTS_SENT },
  { page: 'next/api/events.md', quote: 'and iOS and the web have no such event.', test: EVENTS_SENT },
  { page: 'next/api/events.md', quote: 'None of them is sent on the web.', test: EVENTS_SENT },
  {
    page: 'next/api/functions/queue.md',
    quote:
      'When the removed track ends, `RepeatMode.Off` and `RepeatMode.Queue` move on past that index, so the track that followed is skipped.',
    test: REMOVE_THEN_END,
  },
  {
    page: '4.1/api/constants/app-killed-playback-behavior.md',
    quote: 'iOS and web do not read this option.',
    test: OPTIONS,
  },
  {
    page: '4.1/api/constants/capability.md',
    quote: 'Capabilities have no effect on web, which has no system media controls in 4.1.',
    test: NO_CONTROLS,
  },
  { page: '4.1/api/constants/ios-category-mode.md', quote: 'Android and web ignore this option.', test: SETUP_OPTIONS },
  {
    page: '4.1/api/constants/ios-category-options.md',
    quote: 'Android and web ignore this option.',
    test: SETUP_OPTIONS,
  },
  { page: '4.1/api/constants/ios-category.md', quote: 'Android and web ignore this option.', test: SETUP_OPTIONS },
  {
    page: '4.1/api/constants/pitch-algorithm.md',
    quote: 'It only has an effect on iOS; Android and web ignore the field.',
    test: TRACK_URL,
  },
  { page: '4.1/api/constants/repeat-mode.md', quote: 'numbers on Android and iOS, strings on web.', test: CONSTANTS },
  { page: '4.1/api/constants/state.md', quote: 'the web player does not report this state', test: NO_STOPPED },
  {
    page: '4.1/api/hooks.md',
    quote:
      'On web, `setQueue()`, `reset()` and `stop()` do not send that event, so after them the hook keeps showing the track that was active before until another track is loaded.',
    test: SET_QUEUE,
  },
  { page: '4.1/api/objects/android-options.md', quote: 'iOS and web ignore it.', test: OPTIONS },
  {
    page: '4.1/api/objects/playback-error-event.md',
    quote:
      'It is the `error` field of a [PlaybackState](./playback-state.md) whose state is `State.Error`, on Android, iOS and web.',
    test: FAILED_LOAD,
  },
  { page: '4.1/api/objects/playback-error-event.md', quote: 'and web does not send the event.', test: FAILED_LOAD },
  { page: '4.1/api/objects/player-options.md', quote: 'web ignores all of these fields.', test: SETUP_OPTIONS },
  { page: '4.1/api/objects/progress.md', quote: 'Always `0` on web in 4.1.', test: BUFFERED },
  {
    page: '4.1/api/objects/resource.md',
    quote:
      'On web, 4.1 does not resolve asset numbers (its web resolver passes the value through unchanged), so a bundled file only plays when your web bundler turns `require()` into a URL string.',
    test: ASSETS,
  },
  { page: '4.1/api/objects/track.md', quote: 'iOS and web detect the format themselves.', test: TRACK_URL },
  {
    page: '4.1/api/objects/track.md',
    quote:
      'The Android code reads the field but does not pass it to the player, and iOS and web do not read it, so it has no effect in 4.1.',
    test: TRACK_URL,
  },
  {
    page: '4.1/api/objects/track.md',
    quote: 'Web only reads `url` of these fields to play a track; the others are kept on the object.',
    test: TRACK_URL,
  },
  { page: '4.1/api/objects/update-options.md', quote: 'Web reads only `progressUpdateEventInterval`.', test: OPTIONS },
  {
    page: '4.1/api/objects/update-options.md',
    quote:
      'The web player only reads `progressUpdateEventInterval` from these options; every other field, including `capabilities` and the jump intervals, has no effect on web, which has no system media controls the player drives.',
    test: OPTIONS,
  },
  {
    page: '4.1/basics/background-mode.md',
    quote: 'The player has no background mode on web, and there are no system media controls to drive;',
    test: NO_CONTROLS,
  },
  {
    page: '4.1/basics/installation.md',
    quote:
      'Web supports fewer features than the mobile platforms: there are no system media controls and no background mode.',
    test: NO_CONTROLS,
  },
  {
    page: '4.1/basics/platform-support.md',
    quote:
      'On web, 4.1 does not resolve the asset numbers that `require()` returns (its web resolver passes them through unchanged), so a bundled file only plays when your web bundler turns `require()` into a URL string.',
    test: ASSETS,
  },
  {
    page: '4.1/basics/platform-support.md',
    quote: 'Browsers cannot read arbitrary device paths, so web has no file system source.',
    test: FILE_URL,
  },
  {
    page: '4.1/basics/platform-support.md',
    quote: 'iOS (AVPlayer) and web (Shaka Player) detect the format themselves.',
    test: TRACK_URL,
  },
  { page: '4.1/basics/platform-support.md', quote: '¹ Web reads only `progressUpdateEventInterval`.', test: OPTIONS },
  { page: '4.1/basics/platform-support.md', quote: '² On web, `buffered` is always `0`.', test: BUFFERED },
  {
    page: '4.1/basics/platform-support.md',
    quote: "³ The web player resolves with the browser's `TimeRanges.end` function instead of a number.",
    test: 'getBufferedPosition() resolves with the TimeRanges end function, not a number',
  },
  {
    page: '4.1/basics/platform-support.md',
    quote: '⁴ The web player accepts the call and does nothing.',
    test: NOW_PLAYING,
  },
  {
    page: '4.1/basics/platform-support.md',
    quote: 'On web, failures only show as `State.Error` in `playback-state`.',
    test: FAILED_LOAD,
  },
  {
    page: '4.1/basics/platform-support.md',
    quote: 'The remote events need system media controls, which web does not have.',
    test: NO_CONTROLS,
  },
  {
    page: '4.1/basics/playback-service.md',
    quote: "on iOS and web it simply runs once in your app's JavaScript context.",
    test: SERVICE,
  },
  {
    page: '4.1/guides/offline-playback.md',
    quote: 'The web player cannot read files from the device;',
    test: FILE_URL,
  },
  { page: '4.1/troubleshooting.md', quote: 'web does not send it).', test: FAILED_LOAD },
  {
    page: '4.1/v4-migration.md',
    quote:
      'On web the track changes only when the removed one was the last (playback then continues with the first track); otherwise the removed track stays loaded until you load another one.',
    test: REMOVE_LAST_QUEUE,
  },
  {
    page: '4.1/v4-migration.md',
    quote:
      'Of the `updateOptions` fields, web only reads `progressUpdateEventInterval`; `capabilities` and the jump intervals have no effect there.',
    test: OPTIONS,
  },
  {
    page: 'next/api/constants/app-killed-playback-behavior.md',
    quote: 'iOS and the web do not read this option.',
    test: OPTIONS,
  },
  {
    page: 'next/api/constants/capability.md',
    quote: '**Web**: there are no media controls, so `capabilities` has no effect.',
    test: NO_CONTROLS,
  },
  { page: 'next/api/constants/capability.md', quote: 'and the web module defines its own numbers.', test: CONSTANTS },
  {
    page: 'next/api/constants/ios-category-mode.md',
    quote: 'Android and the web ignore this option.',
    test: SETUP_OPTIONS,
  },
  {
    page: 'next/api/constants/ios-category-options.md',
    quote: 'Android and the web ignore this option.',
    test: SETUP_OPTIONS,
  },
  { page: 'next/api/constants/ios-category.md', quote: 'Android and the web ignore it.', test: SETUP_OPTIONS },
  {
    page: 'next/api/constants/pitch-algorithm.md',
    quote: 'and it only has an effect on iOS; Android and the web ignore it.',
    test: TRACK_URL,
  },
  {
    page: 'next/api/constants/pitch-algorithm.md',
    quote: 'strings on iOS, placeholder numbers on Android and the web, which ignore them.',
    test: CONSTANTS,
  },
  { page: 'next/api/constants/rating.md', quote: 'iOS and the web have no rating support at all.', test: OPTIONS },
  { page: 'next/api/constants/rating.md', quote: 'The web module numbers them from `0`.', test: CONSTANTS },
  { page: 'next/api/constants/repeat-mode.md', quote: '`0`, `1` and `2` on Android, iOS and the web', test: CONSTANTS },
  {
    page: 'next/api/constants/state.md',
    quote: 'Android and iOS only: the web player never reports this state.',
    test: NO_STOPPED,
  },
  {
    page: 'next/api/constants/state.md',
    quote:
      'On the web, `setupPlayer()` also sets it, with the code `not_supported`, when the browser lacks the required media APIs.',
    test: NO_MEDIA_APIS,
  },
  { page: 'next/api/objects/android-options.md', quote: 'iOS and the web ignore it.', test: OPTIONS },
  {
    page: 'next/api/objects/feedback.md',
    quote: 'Android and the web have no such buttons and ignore these options.',
    test: OPTIONS,
  },
  { page: 'next/api/objects/metadata.md', quote: 'The web player sends none of these events.', test: EVENTS_SENT },
  {
    page: 'next/api/objects/playback-error-event.md',
    quote:
      'It is the value of the `error` field of a [PlaybackState](./playback-state.md) when the state is `State.Error`, on Android, iOS and the web.',
    test: FAILED_LOAD,
  },
  { page: 'next/api/objects/playback-error-event.md', quote: 'and the web does not send it.', test: FAILED_LOAD },
  { page: 'next/api/objects/player-options.md', quote: 'The web player ignores all of them.', test: SETUP_OPTIONS },
  { page: 'next/api/objects/progress.md', quote: 'Always `0` on the web in this release.', test: BUFFERED },
  {
    page: 'next/api/objects/resource.md',
    quote:
      'On the web, the asset resolver of this release passes the value through unchanged, so a bundled file only plays if your web bundler turns `require()` into a URL string.',
    test: ASSETS,
  },
  { page: 'next/api/objects/track.md', quote: 'The web player only reads `url`.', test: TRACK_URL },
  {
    page: 'next/api/objects/update-options.md',
    quote: 'The web player only reads `progressUpdateEventInterval`.',
    test: OPTIONS,
  },
  {
    page: 'next/basics/platform-support.md',
    quote:
      'On the web the library does not resolve such files; they only play if your web bundler turns `require()` into a URL string.',
    test: ASSETS,
  },
  {
    page: 'next/basics/platform-support.md',
    quote: 'The web player hands every URL to Shaka Player.',
    test: TRACK_URL,
  },
  {
    page: 'next/basics/platform-support.md',
    quote: '¹ The web player only reads `progressUpdateEventInterval`.',
    test: OPTIONS,
  },
  { page: 'next/basics/platform-support.md', quote: '² On the web, `buffered` is always `0`.', test: BUFFERED },
  {
    page: 'next/basics/platform-support.md',
    quote: '(for example `load()` on the web, which does not put the track into the queue)',
    test: LOAD,
  },
  {
    page: 'next/basics/playback-service.md',
    quote: '**Web**: the function runs in the page right away, like any other code.',
    test: SERVICE,
  },
  {
    page: 'next/troubleshooting.md',
    quote:
      'On every platform, including the web, `getPlaybackState()` then returns `State.Error` with an `error` object;',
    test: FAILED_LOAD,
  },
  { page: 'next/troubleshooting.md', quote: "iOS and the web don't read `type`.", test: TRACK_URL },
  {
    page: 'next/v4-migration.md',
    quote: '(so does `stop()` on Android and iOS, not on the web)',
    test: 'stop() forgets the active track and leaves playWhenReady as it was',
  },
  {
    page: 'next/v4-migration.md',
    quote:
      'On the web the track changes only when the removed one was the last, and playback wraps around to the start; otherwise the removed track stays loaded until you load another one.',
    test: REMOVE_LAST_QUEUE,
  },
  {
    page: 'next/v4-migration.md',
    quote: 'On the web, `updateOptions()` only reads `progressUpdateEventInterval`.',
    test: OPTIONS,
  },
];

const HEADING = 'a heading';
const PLATFORMS = "names the platforms the library supports or the tables' columns, not what the web player does";
const INSTALL = 'an installation step (Shaka Player as a peer dependency), not what the web player does';
const PLAYGROUND = "describes this site's playground panel, which the e2e tests of the player run";
const BROWSER = 'what browsers do with background tabs, not the web player';
const WEB_VIEW = 'a web page or web view, not the web player';
const NATIVE_CACHE = 'about the Android cache, which the web module has no code for';
const FORMATS =
  "which stream formats Shaka Player plays: not run, as the site's test tones are WAV files, not HLS or DASH streams";

/** Sentences of the pages in scope that name the web without saying what the web player does, and why. */
export const WEB_MENTIONS: readonly WebMention[] = [
  { page: '4.1/api/constants/ios-category-options.md', quote: 'such as an embedded YouTube player', why: WEB_VIEW },
  { page: '4.1/api/objects/update-options.md', quote: 'Web support', why: HEADING },
  {
    page: '4.1/api/objects/update-options.md',
    quote: 'In 4.1 the third platform column is web (it used to be Windows).',
    why: PLATFORMS,
  },
  { page: '4.1/basics/installation.md', quote: 'and the extra package for web.', why: INSTALL },
  { page: '4.1/basics/installation.md', quote: 'Web setup', why: HEADING },
  { page: '4.1/basics/installation.md', quote: 'To use the player in a web app, add Shaka Player.', why: INSTALL },
  {
    page: '4.1/basics/installation.md',
    quote:
      'On web, the player is built on [Shaka Player](https://github.com/shaka-project/shaka-player), which is an optional peer dependency (`shaka-player` `^4.7.9`).',
    why: INSTALL,
  },
  {
    page: '4.1/basics/installation.md',
    quote: 'Install it only if your app runs on web (for example with React Native Web):',
    why: INSTALL,
  },
  {
    page: '4.1/basics/platform-support.md',
    quote: 'React Native Track Player runs on Android, iOS and web, but not every feature exists everywhere.',
    why: PLATFORMS,
  },
  {
    page: '4.1/basics/platform-support.md',
    quote: 'In 4.1 the third platform is web; the tables of earlier versions listed Windows in that column.',
    why: PLATFORMS,
  },
  { page: '4.1/intro.md', quote: 'the same JavaScript API runs on Android, iOS and web', why: PLATFORMS },
  { page: '4.1/intro.md', quote: 'HLS plays on all platforms, and DASH on Android and web.', why: FORMATS },
  {
    page: '4.1/playground.md',
    quote: 'This page runs the web implementation that ships in the published package of 4.1',
    why: PLAYGROUND,
  },
  {
    page: '4.1/playground.md',
    quote:
      'Use it to see what a call does on the web and in which order the events arrive, without building an app first.',
    why: PLAYGROUND,
  },
  { page: '4.1/playground.md', quote: 'Every button calls one function of the web module', why: PLAYGROUND },
  { page: '4.1/playground.md', quote: 'The panel drives the web module directly', why: PLAYGROUND },
  {
    page: '4.1/troubleshooting.md',
    quote: 'browsers decide themselves whether background tabs keep playing; there is no background mode on web.',
    why: BROWSER,
  },
  {
    page: '4.1/v4-migration.md',
    quote: '4.1 keeps the 4.0 API (the same functions, events and hooks) and adds web as a platform.',
    why: PLATFORMS,
  },
  {
    page: '4.1/v4-migration.md',
    quote: 'To run on web, install the optional `shaka-player` peer dependency;',
    why: INSTALL,
  },
  {
    page: '4.1/v4-migration.md',
    quote:
      'The [Platform Support](./basics/platform-support.md) tables now show web in the column that used to show Windows.',
    why: PLATFORMS,
  },
  {
    page: 'next/basics/background-mode.md',
    quote: 'Background playback is not available on the web, where audio stops when the browser suspends the page.',
    why: BROWSER,
  },
  {
    page: 'next/basics/platform-support.md',
    quote:
      'React Native Track Player runs on Android, iOS and the web, but not every feature exists on every platform.',
    why: PLATFORMS,
  },
  { page: 'next/guides/offline-playback.md', quote: 'it does not exist on iOS or the web.', why: NATIVE_CACHE },
  { page: 'next/api/objects/track.md', quote: 'or the URL of a web page', why: WEB_VIEW },
  { page: 'next/intro.md', quote: 'a web implementation', why: PLATFORMS },
  { page: 'next/intro.md', quote: 'one API for Android, iOS and the web', why: PLATFORMS },
  { page: 'next/intro.md', quote: 'play HLS on all three platforms and DASH on Android and the web.', why: FORMATS },
  {
    page: 'next/playground.md',
    quote: 'This page runs the web implementation that ships in the published package of the next release',
    why: PLAYGROUND,
  },
  {
    page: 'next/playground.md',
    quote:
      'Use it to see what a call does on the web and in which order the events arrive, without building an app first.',
    why: PLAYGROUND,
  },
  { page: 'next/playground.md', quote: 'Every button calls one function of the web module', why: PLAYGROUND },
  { page: 'next/playground.md', quote: 'The panel drives the web module directly', why: PLAYGROUND },
  { page: 'next/v4-migration.md', quote: '4.1 added a web implementation of the player.', why: PLATFORMS },
  { page: 'next/v4-migration.md', quote: 'which supports Android, iOS and the web.', why: PLATFORMS },
  { page: 'next/v4-migration.md', quote: 'this release supports Android, iOS and the web.', why: PLATFORMS },
];
