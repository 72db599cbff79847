/** Types of player-kits.js: what a version's web module gives the playground. */

/** A track as the web module takes it: only `url` is read, the rest is kept on the object. */
export interface KitTrack {
  url: string;
  title?: string;
  artist?: string;
  [key: string]: unknown;
}

/**
 * The web player's methods the playground and the statement tests call. 4.1 returns some values directly and next
 * returns promises (its TurboModule spec), so every result is awaited.
 */
export interface WebPlayer {
  setupPlayer(): Promise<void>;
  add(tracks: KitTrack[], insertBeforeIndex?: number): Promise<unknown>;
  load(track: KitTrack): Promise<unknown>;
  remove(indexes: number[]): Promise<unknown>;
  skip(index: number, initialPosition?: number): Promise<unknown>;
  skipToNext(initialPosition?: number): Promise<unknown>;
  skipToPrevious(initialPosition?: number): Promise<unknown>;
  reset(): Promise<unknown>;
  play(): unknown;
  pause(): unknown;
  seekTo(seconds: number): unknown;
  setRepeatMode(mode: unknown): unknown;
  getRepeatMode(): unknown;
  getQueue(): unknown;
  getActiveTrack(): unknown;
  getActiveTrackIndex(): unknown;
  getPlaybackState(): unknown;
  getProgress(): unknown;
  updateOptions(options: Record<string, unknown>): Promise<unknown>;
  updateMetadataForTrack(index: number, metadata: Record<string, unknown>): unknown;
  getBufferedPosition?(): unknown;
}

/** One version's web module, loaded. */
export interface PlayerKit {
  /** The module's own instance (its `web/index.ts`), the one an app's calls reach. */
  player: WebPlayer;
  /** The module's class, for a fresh player (the statement tests start each from nothing). */
  TrackPlayerModule: new () => WebPlayer;
  /** The web module's repeat modes (`Off`, `Track`, `Playlist`). */
  RepeatMode: Readonly<Record<string, string | number>>;
  /** The package's `Event` enum: member name to the string emitted. */
  Event: Readonly<Record<string, string>>;
  /** The package's `State` enum. */
  State: Readonly<Record<string, string>>;
  /** The library's own JavaScript functions (`registerPlaybackService`, …), as an app's web bundle runs them. */
  library: Readonly<Record<string, (...args: never[]) => unknown>>;
  /** The asset resolver the package's web build picks (`resolveAssetSource.web`). */
  resolveWebAsset: (source: unknown) => unknown;
}

/** Each version with a web module, and its loader. */
export declare const PLAYER_KITS: Readonly<Record<string, () => Promise<PlayerKit>>>;
