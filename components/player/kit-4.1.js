// The 4.1 package's own web module, through its npm alias (rntp-4.1), never a copy. Plain JavaScript so that
// `npm run typecheck` does not check the package's sources as ours; player-kit.d.ts types what it exports.
export { default as player } from 'rntp-4.1/web';
export { TrackPlayerModule } from 'rntp-4.1/web/TrackPlayerModule';
export { RepeatMode } from 'rntp-4.1/web/TrackPlayer/RepeatMode';
export { Event } from 'rntp-4.1/src/constants/Event';
export { State } from 'rntp-4.1/src/constants/State';
// The library's own JavaScript, as an app's web bundle runs it (the web module above already loads src/), and the
// asset resolver its web build picks: the statement tests run what they do on web.
export * as library from 'rntp-4.1/src/trackPlayer';
export { default as resolveWebAsset } from 'rntp-4.1/src/resolveAssetSource.web';
