import { BASE_PATH } from '@/components/chrome/base-path';
import { withBasePath } from '@/lib/site/links';
import { MISSING_TRACK, TEST_TRACKS, TEST_TRACKS_PATH } from '@/lib/player/test-tracks';
import { errorMessage } from '@/lib/player/event-log';
import { PLAYER_KITS, type KitTrack, type PlayerKit } from './player-kits';
import { bindNativeModule, onAnyEvent } from './react-native-web';

/** A version's web module, loaded and set up once per page session (a second setupPlayer() would reject). */
export interface PlayerSession {
  version: string;
  kit: PlayerKit;
  /** The message of setupPlayer()'s failure (no Media Source support, for one), or undefined when it is ready. */
  setupError: string | undefined;
  /** Milliseconds from the request to a set-up player (or its failure). */
  readyAfterMs: number;
}

const sessions = new Map<string, Promise<PlayerSession>>();

/** The versions that have a web player to load. */
export const PLAYER_VERSIONS: readonly string[] = Object.keys(PLAYER_KITS);

/** Loads `version`'s web module (and, through its setupPlayer(), Shaka Player), once. */
export function playerSession(version: string, started = performance.now()): Promise<PlayerSession> {
  const existing = sessions.get(version);
  if (existing) return existing;
  const load = PLAYER_KITS[version];
  if (!load) return Promise.reject(new Error(`No web player for version ${version}.`));
  const session = load().then(async (kit) => {
    // The library's own functions (a page's examples call them) reach this player, as in an app's web bundle.
    bindNativeModule(kit.player);
    let setupError: string | undefined;
    try {
      await kit.player.setupPlayer();
    } catch (error) {
      setupError = errorMessage(error);
    }
    exposeForConsole(version, kit);
    return { version, kit, setupError, readyAfterMs: performance.now() - started };
  });
  sessions.set(version, session);
  // A failed load may be retried by the next click.
  session.catch(() => sessions.delete(version));
  return session;
}

/** The test tracks as the web module takes them, at the site's own address. */
export function playgroundTracks(): KitTrack[] {
  return TEST_TRACKS.map((t) => ({
    url: withBasePath(`${TEST_TRACKS_PATH}/${t.file}`, BASE_PATH),
    title: t.title,
    artist: t.artist,
    duration: t.seconds,
  }));
}

/** A track whose file does not exist: adding it shows a load failure. */
export function missingTrack(): KitTrack {
  return {
    url: withBasePath(`${TEST_TRACKS_PATH}/${MISSING_TRACK.file}`, BASE_PATH),
    title: MISSING_TRACK.title,
    artist: MISSING_TRACK.artist,
  };
}

/**
 * The loaded module, for the reader's console (and the statement tests): `TrackPlayerPlayground['4.1'].player`
 * is the instance the panel drives, `.TrackPlayerModule` makes a fresh one, `.onEvent(listener)` hears every event.
 */
function exposeForConsole(version: string, kit: PlayerKit) {
  const scope = window as typeof window & { TrackPlayerPlayground?: Record<string, unknown> };
  scope.TrackPlayerPlayground ??= {};
  scope.TrackPlayerPlayground[version] = {
    ...kit,
    onEvent: onAnyEvent,
    tracks: playgroundTracks(),
    missingTrack: missingTrack(),
  };
}
