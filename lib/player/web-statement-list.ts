import type { WebMention, WebStatement } from './web-statements';

/**
 * The versions whose pages must list every sentence about the web player (the versions with a web module): each
 * sentence of their pages that names the web is a statement below, run by a Chromium test, or a mention that says
 * nothing the web player does. test/content/web-statements.test.ts reads every page of these versions.
 */
export const WEB_STATEMENT_VERSIONS: readonly string[] = ['4.1', 'next'];

/** The statements of one page: each a quote of it and the name of the test that runs it. */
const statementsOf = (page: string, ...entries: [quote: string, test: string][]): WebStatement[] =>
  entries.map(([quote, test]) => ({ page, quote, test }));

/** The mentions of one page: each a quote of it and why it needs no test. */
const mentionsOf = (page: string, ...entries: [quote: string, why: string][]): WebMention[] =>
  entries.map(([quote, why]) => ({ page, quote, why }));

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
  ...statementsOf(
    '4.1/api/functions/queue.md',
    ['On web it resolves with nothing.', 'add() resolves with no value'],
    [
      'On web, removing the active track changes the track only when it was the last one in the queue; the player then continues with index `0`.',
      REMOVE_LAST,
    ],
    [
      'Otherwise the removed track stays loaded, and keeps playing if it was: `getActiveTrack()` still returns it, `getActiveTrackIndex()` already gives the index of the track that followed it, no `PlaybackActiveTrackChanged` is sent',
      REMOVE_NOT_LAST,
    ],
    ['when the removed track ends, `RepeatMode.Off` and `RepeatMode.Queue` move on past that index', REMOVE_THEN_END],
    [
      '`skip()` to that index does not help, because the web player takes the index as already loaded.',
      REMOVE_THEN_END,
    ],
    ["The site's tests run this in Chromium against the 4.1 web player", REMOVE_NOT_LAST],
    ['On web, `setQueue` stops playback and leaves no track loaded: call `skip(0)` before `play()`.', SET_QUEUE],
    [
      'On web, `load` loads the track without putting it into the queue: `getQueue()` does not list it, and `getActiveTrackIndex()` keeps the index of the queue entry that was active before, while `getActiveTrack()` returns the new track.',
      LOAD,
    ],
    ['The web player does not call `play()` after loading, so start the track with `play()`.', LOAD],
    ['on Android and web nothing.', LOAD],
    [
      'and on web with an error; the Android module does not check the index before it skips.',
      'skip() to an index with no track rejects',
    ],
    ['The web player does not wrap around: on the last track the Promise rejects.', SKIP_NEXT_LAST],
    [
      'The web player refuses to move the active track, or to move another track onto its index, and rejects instead.',
      'move() rejects for the active track and for its index',
    ],
    [
      'when nothing is at that index it resolves with `null` on Android, iOS and web.',
      'getTrack() resolves with null for an index with no track',
    ],
    ['The web player accepts the call but does nothing with it in 4.1.', 'updateMetadataForTrack() changes nothing'],
    [
      'it resolves with no value on Android, iOS and web; call `getRepeatMode()` to read the mode back.',
      'setRepeatMode() resolves with no value',
    ],
    ['(web resolves with `undefined` then)', 'getActiveTrackIndex() resolves with undefined when the queue is empty'],
  ),
  ...statementsOf(
    '4.1/api/functions/player.md',
    [
      'The Promise rejects with `player_already_initialized` when the player already exists (Android, iOS and web).',
      SECOND_SETUP,
    ],
    ['The web player accepts the call but does nothing with it in 4.1.', NOW_PLAYING],
    ['The web player accepts the call but does nothing.', NOW_PLAYING],
    [
      'On web, `stop()` also forgets which track was active, so call `skip()` before playing again.',
      'stop() forgets the active track and leaves playWhenReady as it was',
    ],
    ['On web, `buffered` is always `0` in 4.1.', BUFFERED],
    [
      'Web resolves with the new value; Android and iOS resolve with no value.',
      'setPlayWhenReady() resolves with the new value',
    ],
    ["(on web `NaN`, the browser's value)", 'getDuration() gives NaN while no track is loaded'],
    [
      "On web it is broken in 4.1: it resolves with the browser's `TimeRanges.end` function instead of a number.",
      'getBufferedPosition() resolves with the TimeRanges end function, not a number',
    ],
    ['On web only `progressUpdateEventInterval` is read.', OPTIONS],
  ),
  ...statementsOf(
    '4.1/api/functions/lifecycle.md',
    ['The web player does not implement it, so the call fails there.', 'the web module has no isServiceRunning()'],
    ['on web it is called straight away.', SERVICE],
  ),
  ...statementsOf(
    '4.1/api/objects/playback-error-event.md',
    ['or `not_supported` when the browser cannot run Shaka Player', NO_MEDIA_APIS],
    [
      'It is the `error` field of a [PlaybackState](./playback-state.md) whose state is `State.Error`, on Android, iOS and web.',
      FAILED_LOAD,
    ],
    ['and web does not send the event.', FAILED_LOAD],
  ),
  ...statementsOf(
    '4.1/api/events.md',
    ['Sent on Android, iOS and web.', THREE_EVENTS],
    [
      'on web only when a track gets loaded (a skip, the end of a track, `load()`, adding tracks to an empty queue, removing the active track when it was the last in the queue)',
      'adding tracks to an empty queue loads the first and sends PlaybackActiveTrackChanged',
    ],
    ['so `setQueue()`, `reset()` and removing an active track that was not the last do not send it there.', SET_QUEUE],
    [
      'iOS and web: index of the track that was active before, if there was one.',
      'skip() sends PlaybackActiveTrackChanged with the index that was active before',
    ],
    ['Sent on Android, iOS and web (on web only with `RepeatMode.Off`).', QUEUE_ENDED],
    ['Always `0` on web in 4.1.', THREE_EVENTS],
    ['**Web** never sends this event; failures only show up as `State.Error` in `PlaybackState`.', FAILED_LOAD],
    [
      'Sent on Android, iOS and web, with differences:',
      'PlaybackTrackChanged is sent when a track plays to its end, also the last one and with RepeatMode.Track, and not after a skip',
    ],
    [
      'On web it is only sent when a track plays to its end, not after a skip.',
      'PlaybackTrackChanged is sent when a track plays to its end, also the last one and with RepeatMode.Track, and not after a skip',
    ],
    ['It does not fire when `RepeatMode.Track` starts the same track again.', REPEAT_TRACK],
    ['Sent on Android and iOS, not on web.', EVENTS_SENT],
    ['None of them fire on web.', EVENTS_SENT],
    ['no Android, iOS or web code emits it, so do not wait for it.', EVENTS_SENT],
  ),
  // outside the scope: listed because a test runs them
  ...statementsOf(
    '4.1/api/constants/repeat-mode.md',
    ['When the last track ends, start again with the first one.', REPEAT_QUEUE],
    ['the web player does not wrap on `skipToNext()`.', SKIP_NEXT_LAST],
    ['When the last track ends, playback stops and `PlaybackQueueEnded` fires.', QUEUE_ENDED],
    ['numbers on Android and iOS, strings on web.', CONSTANTS],
  ),
  ...statementsOf(
    'next/api/functions/queue.md',
    ['on the web it resolves with no value.', 'add() resolves with no value'],
    [
      'On the web, removing the active track changes the track only when it is the last one in the queue: the player then wraps around to index `0`.',
      REMOVE_LAST,
    ],
    [
      'Calling `skip()` with that index does not load it, since the web player considers that index loaded already',
      REMOVE_THEN_END,
    ],
    ["The site's tests run this in Chromium against this release's web player", REMOVE_NOT_LAST],
    ['On the web, `setQueue()` stops the player and leaves no track active until you call', SET_QUEUE],
    ['iOS resolves with the index of the active track; Android and the web resolve with no value.', LOAD],
    [
      'On the web, `load()` loads the track without putting it into the queue: `getQueue()` does not list it, `getActiveTrack()` returns it, and `getActiveTrackIndex()` still gives the index of the queue entry that was active before.',
      LOAD,
    ],
    ['The web player does not call `play()` after loading; start the track with `play()`.', LOAD],
    ['the web rejects with an error; Android does not check the index.', 'skip() to an index with no track rejects'],
    ['The web never wraps here: on the last track the promise rejects.', SKIP_NEXT_LAST],
    ['On the first track, the web rejects;', 'skipToPrevious() on the first track rejects'],
    [
      'The web refuses to move the active track, or to move another track onto its index, and rejects.',
      'move() rejects for the active track and for its index',
    ],
    ['Android, iOS and the web all resolve with `null`', 'getTrack() resolves with null for an index with no track'],
    ['On the web the function does nothing.', 'updateMetadataForTrack() changes nothing'],
    [
      'When the removed track ends, `RepeatMode.Off` and `RepeatMode.Queue` move on past that index, so the track that followed is skipped.',
      REMOVE_THEN_END,
    ],
  ),
  ...statementsOf(
    'next/api/constants/repeat-mode.md',
    ['Plays the queue and then starts again from the first track.', REPEAT_QUEUE],
    [
      'On Android and iOS, `skipToNext()` on the last track also wraps to the first (and `skipToPrevious()` on the first track to the last); on the web it does not.',
      SKIP_NEXT_LAST,
    ],
    ['`0`, `1` and `2` on Android, iOS and the web', CONSTANTS],
  ),
  ...statementsOf(
    'next/api/functions/lifecycle.md',
    [
      'On the web only the calls that need the audio element throw before it, such as `play()`, `add()`, `skip()` and `getProgress()`; queue and setting calls such as `getQueue()`, `setRepeatMode()` and `updateOptions()` run without an error, and `add()` has already appended its tracks to the queue when it throws.',
      'before setupPlayer(), queue and setting calls run, calls on the audio element throw, and add() appends before it throws',
    ],
    ['A second call rejects with `player_already_initialized` on Android, iOS and the web.', SECOND_SETUP],
    ['On the web, the call also fails when the browser lacks the media APIs the player needs.', NO_MEDIA_APIS],
    ['The web player ignores all of them.', SETUP_OPTIONS],
    ['and the web runs it right away.', SERVICE],
    ['On iOS and the web, the JavaScript side returns without calling the native module', ANDROID_ONLY_CALLS],
    ['Always `true` on iOS and the web.', ANDROID_ONLY_CALLS],
  ),
  ...statementsOf(
    'next/api/objects/playback-error-event.md',
    ['or `not_supported` when `setupPlayer()` found that the browser lacks the required media APIs.', NO_MEDIA_APIS],
    [
      'It is the value of the `error` field of a [PlaybackState](./playback-state.md) when the state is `State.Error`, on Android, iOS and the web.',
      FAILED_LOAD,
    ],
    ['and the web does not send it.', FAILED_LOAD],
  ),
  ...statementsOf(
    'next/api/functions/player.md',
    ['**Web** does nothing.', NOW_PLAYING],
    [
      'On the web it unloads the audio and forgets which track was active, without changing `playWhenReady`.',
      'stop() forgets the active track and leaves playWhenReady as it was',
    ],
    ['iOS and the web use the exact value.', 'seekBy() moves by the exact offset'],
    ['On the web, `buffered` is always `0` in this release.', BUFFERED],
    [
      'Only the web resolves with the new value of the flag; Android and iOS resolve with no value.',
      'setPlayWhenReady() resolves with the new value',
    ],
    ['The web player only reads `progressUpdateEventInterval`.', OPTIONS],
  ),
  ...statementsOf(
    'next/api/events.md',
    ['Sent on Android, iOS and web.', THREE_EVENTS],
    ['Repeating the same track with `RepeatMode.Track` does not fire it.', REPEAT_TRACK],
    [
      '**Web** sends the event whenever a track is loaded, including by `load()`, and not when the queue is emptied.',
      LOAD,
    ],
    ['Sent on Android, iOS and web (on web only with `RepeatMode.Off`).', QUEUE_ENDED],
    ['Always `0` on web in this release.', THREE_EVENTS],
    ['**Web** never sends this event; failures only show up as `State.Error` in `PlaybackState`.', FAILED_LOAD],
    ['no Android, iOS or web code emits it.', EVENTS_SENT],
    ['None of these events fire on the web.', EVENTS_SENT],
    ['Android and the web never send it.', EVENTS_SENT],
    ['and iOS and the web have no such event.', EVENTS_SENT],
    ['None of them is sent on the web.', EVENTS_SENT],
  ),
  ...statementsOf('4.1/api/constants/app-killed-playback-behavior.md', [
    'iOS and web do not read this option.',
    OPTIONS,
  ]),
  ...statementsOf('4.1/api/constants/capability.md', [
    'Capabilities have no effect on web, which has no system media controls in 4.1.',
    NO_CONTROLS,
  ]),
  ...statementsOf('4.1/api/constants/ios-category-mode.md', ['Android and web ignore this option.', SETUP_OPTIONS]),
  ...statementsOf('4.1/api/constants/ios-category-options.md', ['Android and web ignore this option.', SETUP_OPTIONS]),
  ...statementsOf('4.1/api/constants/ios-category.md', ['Android and web ignore this option.', SETUP_OPTIONS]),
  ...statementsOf('4.1/api/constants/pitch-algorithm.md', [
    'It only has an effect on iOS; Android and web ignore the field.',
    TRACK_URL,
  ]),
  ...statementsOf('4.1/api/constants/state.md', ['the web player does not report this state', NO_STOPPED]),
  ...statementsOf('4.1/api/hooks.md', [
    'On web, `setQueue()`, `reset()` and `stop()` do not send that event, so after them the hook keeps showing the track that was active before until another track is loaded.',
    SET_QUEUE,
  ]),
  ...statementsOf('4.1/api/objects/android-options.md', ['iOS and web ignore it.', OPTIONS]),
  ...statementsOf('4.1/api/objects/player-options.md', ['web ignores all of these fields.', SETUP_OPTIONS]),
  ...statementsOf('4.1/api/objects/progress.md', ['Always `0` on web in 4.1.', BUFFERED]),
  ...statementsOf('4.1/api/objects/resource.md', [
    'On web, 4.1 does not resolve asset numbers (its web resolver passes the value through unchanged), so a bundled file only plays when your web bundler turns `require()` into a URL string.',
    ASSETS,
  ]),
  ...statementsOf(
    '4.1/api/objects/track.md',
    ['iOS and web detect the format themselves.', TRACK_URL],
    [
      'The Android code reads the field but does not pass it to the player, and iOS and web do not read it, so it has no effect in 4.1.',
      TRACK_URL,
    ],
    ['Web only reads `url` of these fields to play a track; the others are kept on the object.', TRACK_URL],
  ),
  ...statementsOf(
    '4.1/api/objects/update-options.md',
    ['Web reads only `progressUpdateEventInterval`.', OPTIONS],
    [
      'The web player only reads `progressUpdateEventInterval` from these options; every other field, including `capabilities` and the jump intervals, has no effect on web, which has no system media controls the player drives.',
      OPTIONS,
    ],
  ),
  ...statementsOf('4.1/basics/background-mode.md', [
    'The player has no background mode on web, and there are no system media controls to drive;',
    NO_CONTROLS,
  ]),
  ...statementsOf('4.1/basics/installation.md', [
    'Web supports fewer features than the mobile platforms: there are no system media controls and no background mode.',
    NO_CONTROLS,
  ]),
  ...statementsOf(
    '4.1/basics/platform-support.md',
    [
      'On web, 4.1 does not resolve the asset numbers that `require()` returns (its web resolver passes them through unchanged), so a bundled file only plays when your web bundler turns `require()` into a URL string.',
      ASSETS,
    ],
    ['Browsers cannot read arbitrary device paths, so web has no file system source.', FILE_URL],
    ['iOS (AVPlayer) and web (Shaka Player) detect the format themselves.', TRACK_URL],
    ['¹ Web reads only `progressUpdateEventInterval`.', OPTIONS],
    ['² On web, `buffered` is always `0`.', BUFFERED],
    [
      "³ The web player resolves with the browser's `TimeRanges.end` function instead of a number.",
      'getBufferedPosition() resolves with the TimeRanges end function, not a number',
    ],
    ['⁴ The web player accepts the call and does nothing.', NOW_PLAYING],
    ['On web, failures only show as `State.Error` in `playback-state`.', FAILED_LOAD],
    ['The remote events need system media controls, which web does not have.', NO_CONTROLS],
  ),
  ...statementsOf('4.1/basics/playback-service.md', [
    "on iOS and web it simply runs once in your app's JavaScript context.",
    SERVICE,
  ]),
  ...statementsOf('4.1/guides/offline-playback.md', ['The web player cannot read files from the device;', FILE_URL]),
  ...statementsOf('4.1/troubleshooting.md', ['web does not send it).', FAILED_LOAD]),
  ...statementsOf(
    '4.1/v4-migration.md',
    [
      'On web the track changes only when the removed one was the last (playback then continues with the first track); otherwise the removed track stays loaded until you load another one.',
      REMOVE_LAST_QUEUE,
    ],
    [
      'Of the `updateOptions` fields, web only reads `progressUpdateEventInterval`; `capabilities` and the jump intervals have no effect there.',
      OPTIONS,
    ],
  ),
  ...statementsOf('next/api/constants/app-killed-playback-behavior.md', [
    'iOS and the web do not read this option.',
    OPTIONS,
  ]),
  ...statementsOf(
    'next/api/constants/capability.md',
    ['**Web**: there are no media controls, so `capabilities` has no effect.', NO_CONTROLS],
    ['and the web module defines its own numbers.', CONSTANTS],
  ),
  ...statementsOf('next/api/constants/ios-category-mode.md', [
    'Android and the web ignore this option.',
    SETUP_OPTIONS,
  ]),
  ...statementsOf('next/api/constants/ios-category-options.md', [
    'Android and the web ignore this option.',
    SETUP_OPTIONS,
  ]),
  ...statementsOf('next/api/constants/ios-category.md', ['Android and the web ignore it.', SETUP_OPTIONS]),
  ...statementsOf(
    'next/api/constants/pitch-algorithm.md',
    ['and it only has an effect on iOS; Android and the web ignore it.', TRACK_URL],
    ['strings on iOS, placeholder numbers on Android and the web, which ignore them.', CONSTANTS],
  ),
  ...statementsOf(
    'next/api/constants/rating.md',
    ['iOS and the web have no rating support at all.', OPTIONS],
    ['The web module numbers them from `0`.', CONSTANTS],
  ),
  ...statementsOf(
    'next/api/constants/state.md',
    ['Android and iOS only: the web player never reports this state.', NO_STOPPED],
    [
      'On the web, `setupPlayer()` also sets it, with the code `not_supported`, when the browser lacks the required media APIs.',
      NO_MEDIA_APIS,
    ],
  ),
  ...statementsOf('next/api/objects/android-options.md', ['iOS and the web ignore it.', OPTIONS]),
  ...statementsOf('next/api/objects/feedback.md', [
    'Android and the web have no such buttons and ignore these options.',
    OPTIONS,
  ]),
  ...statementsOf('next/api/objects/metadata.md', ['The web player sends none of these events.', EVENTS_SENT]),
  ...statementsOf('next/api/objects/player-options.md', ['The web player ignores all of them.', SETUP_OPTIONS]),
  ...statementsOf('next/api/objects/progress.md', ['Always `0` on the web in this release.', BUFFERED]),
  ...statementsOf('next/api/objects/resource.md', [
    'On the web, the asset resolver of this release passes the value through unchanged, so a bundled file only plays if your web bundler turns `require()` into a URL string.',
    ASSETS,
  ]),
  ...statementsOf('next/api/objects/track.md', ['The web player only reads `url`.', TRACK_URL]),
  ...statementsOf('next/api/objects/update-options.md', [
    'The web player only reads `progressUpdateEventInterval`.',
    OPTIONS,
  ]),
  ...statementsOf(
    'next/basics/platform-support.md',
    [
      'On the web the library does not resolve such files; they only play if your web bundler turns `require()` into a URL string.',
      ASSETS,
    ],
    ['The web player hands every URL to Shaka Player.', TRACK_URL],
    ['¹ The web player only reads `progressUpdateEventInterval`.', OPTIONS],
    ['² On the web, `buffered` is always `0`.', BUFFERED],
    ['(for example `load()` on the web, which does not put the track into the queue)', LOAD],
  ),
  ...statementsOf('next/basics/playback-service.md', [
    '**Web**: the function runs in the page right away, like any other code.',
    SERVICE,
  ]),
  ...statementsOf(
    'next/troubleshooting.md',
    [
      'On every platform, including the web, `getPlaybackState()` then returns `State.Error` with an `error` object;',
      FAILED_LOAD,
    ],
    ["iOS and the web don't read `type`.", TRACK_URL],
  ),
  ...statementsOf(
    'next/v4-migration.md',
    [
      '(so does `stop()` on Android and iOS, not on the web)',
      'stop() forgets the active track and leaves playWhenReady as it was',
    ],
    [
      'On the web the track changes only when the removed one was the last, and playback wraps around to the start; otherwise the removed track stays loaded until you load another one.',
      REMOVE_LAST_QUEUE,
    ],
    ['On the web, `updateOptions()` only reads `progressUpdateEventInterval`.', OPTIONS],
  ),
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
  ...mentionsOf('4.1/api/constants/ios-category-options.md', ['such as an embedded YouTube player', WEB_VIEW]),
  ...mentionsOf(
    '4.1/api/objects/update-options.md',
    ['Web support', HEADING],
    ['In 4.1 the third platform column is web (it used to be Windows).', PLATFORMS],
  ),
  ...mentionsOf(
    '4.1/basics/installation.md',
    ['and the extra package for web.', INSTALL],
    ['Web setup', HEADING],
    ['To use the player in a web app, add Shaka Player.', INSTALL],
    [
      'On web, the player is built on [Shaka Player](https://github.com/shaka-project/shaka-player), which is an optional peer dependency (`shaka-player` `^4.7.9`).',
      INSTALL,
    ],
    ['Install it only if your app runs on web (for example with React Native Web):', INSTALL],
  ),
  ...mentionsOf(
    '4.1/basics/platform-support.md',
    ['React Native Track Player runs on Android, iOS and web, but not every feature exists everywhere.', PLATFORMS],
    ['In 4.1 the third platform is web; the tables of earlier versions listed Windows in that column.', PLATFORMS],
  ),
  ...mentionsOf(
    '4.1/intro.md',
    ['the same JavaScript API runs on Android, iOS and web', PLATFORMS],
    ['HLS plays on all platforms, and DASH on Android and web.', FORMATS],
  ),
  ...mentionsOf(
    '4.1/playground.md',
    ['This page runs the web implementation that ships in the published package of 4.1', PLAYGROUND],
    [
      'Use it to see what a call does on the web and in which order the events arrive, without building an app first.',
      PLAYGROUND,
    ],
    ['Every button calls one function of the web module', PLAYGROUND],
    ['The panel drives the web module directly', PLAYGROUND],
  ),
  ...mentionsOf('4.1/troubleshooting.md', [
    'browsers decide themselves whether background tabs keep playing; there is no background mode on web.',
    BROWSER,
  ]),
  ...mentionsOf(
    '4.1/v4-migration.md',
    ['4.1 keeps the 4.0 API (the same functions, events and hooks) and adds web as a platform.', PLATFORMS],
    ['To run on web, install the optional `shaka-player` peer dependency;', INSTALL],
    [
      'The [Platform Support](./basics/platform-support.md) tables now show web in the column that used to show Windows.',
      PLATFORMS,
    ],
  ),
  ...mentionsOf('next/basics/background-mode.md', [
    'Background playback is not available on the web, where audio stops when the browser suspends the page.',
    BROWSER,
  ]),
  ...mentionsOf('next/basics/platform-support.md', [
    'React Native Track Player runs on Android, iOS and the web, but not every feature exists on every platform.',
    PLATFORMS,
  ]),
  ...mentionsOf('next/guides/offline-playback.md', ['it does not exist on iOS or the web.', NATIVE_CACHE]),
  ...mentionsOf('next/api/objects/track.md', ['or the URL of a web page', WEB_VIEW]),
  ...mentionsOf(
    'next/intro.md',
    ['a web implementation', PLATFORMS],
    ['one API for Android, iOS and the web', PLATFORMS],
    ['play HLS on all three platforms and DASH on Android and the web.', FORMATS],
  ),
  ...mentionsOf(
    'next/playground.md',
    ['This page runs the web implementation that ships in the published package of the next release', PLAYGROUND],
    [
      'Use it to see what a call does on the web and in which order the events arrive, without building an app first.',
      PLAYGROUND,
    ],
    ['Every button calls one function of the web module', PLAYGROUND],
    ['The panel drives the web module directly', PLAYGROUND],
  ),
  ...mentionsOf(
    'next/v4-migration.md',
    ['4.1 added a web implementation of the player.', PLATFORMS],
    ['which supports Android, iOS and the web.', PLATFORMS],
    ['this release supports Android, iOS and the web.', PLATFORMS],
  ),
];
