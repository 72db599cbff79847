// The next package's own web module, through its npm alias (rntp-next), never a copy. Its package.json exports
// only its root, so next.config.js maps these subpaths to the package's files. See kit-4.1.js.
export { default as player } from 'rntp-next/web';
export { TrackPlayerModule } from 'rntp-next/web/TrackPlayerModule';
export { RepeatMode } from 'rntp-next/web/TrackPlayer/RepeatMode';
export { Event } from 'rntp-next/src/constants/Event';
export { State } from 'rntp-next/src/constants/State';
// The library's own JavaScript as published (lib/module), and the asset resolver its web build picks: the statement
// tests run what they do on web.
export * as library from 'rntp-next/lib/module/trackPlayer';
export { default as resolveWebAsset } from 'rntp-next/lib/module/resolveAssetSource.web';
