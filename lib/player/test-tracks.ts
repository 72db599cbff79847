import { toneWav, toneWavSize, type ToneSpec } from './tone-wav';

/** One track of the playground's queue: its file, what the panel shows, and the tone it holds. */
export interface TestTrack extends ToneSpec {
  /** File name under TEST_TRACKS_PATH. */
  file: string;
  title: string;
  artist: string;
}

/** Where the site serves the test tracks (app/player-tracks/[file]/route.ts). */
export const TEST_TRACKS_PATH = '/player-tracks';

/** The most the tracks may weigh together: the player loads them only after the reader asks. */
export const TEST_TRACKS_BUDGET_BYTES = 300 * 1024;

/**
 * Three tones of a major chord, a few seconds each, short enough that a track
 * ends while the reader watches the events, and different in pitch and length
 * so that a skip is heard and seen (the duration changes).
 */
export const TEST_TRACKS: readonly TestTrack[] = [
  { file: 'tone-a4.wav', title: 'Tone A4', artist: 'Playground', frequency: 440, seconds: 4 },
  { file: 'tone-c5.wav', title: 'Tone C♯5', artist: 'Playground', frequency: 554.37, seconds: 3 },
  { file: 'tone-e5.wav', title: 'Tone E5', artist: 'Playground', frequency: 659.25, seconds: 5 },
];

/** A track that is never served: adding it shows how a load failure reaches the state and the log. */
export const MISSING_TRACK = { file: 'missing.wav', title: 'Missing file', artist: 'Playground' } as const;

/** The bytes of a test track's file, or undefined for a name that is not one. */
export function testTrackFile(file: string): Uint8Array | undefined {
  const track = TEST_TRACKS.find((t) => t.file === file);
  return track && toneWav(track);
}

/** The size of every test track together. */
export function testTracksBytes(tracks: readonly TestTrack[] = TEST_TRACKS): number {
  return tracks.reduce((sum, t) => sum + toneWavSize(t), 0);
}
