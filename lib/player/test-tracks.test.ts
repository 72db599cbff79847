import { describe, expect, it } from 'vitest';
import { MISSING_TRACK, TEST_TRACKS, TEST_TRACKS_BUDGET_BYTES, testTrackFile, testTracksBytes } from './test-tracks';

describe('the playground test tracks', () => {
  it('are at least three, each a few seconds long, with distinct files and pitches', () => {
    expect(TEST_TRACKS.length).toBeGreaterThanOrEqual(3);
    for (const t of TEST_TRACKS) {
      expect(t.seconds).toBeGreaterThanOrEqual(2);
      expect(t.seconds).toBeLessThanOrEqual(8);
    }
    expect(new Set(TEST_TRACKS.map((t) => t.file)).size).toBe(TEST_TRACKS.length);
    expect(new Set(TEST_TRACKS.map((t) => t.frequency)).size).toBe(TEST_TRACKS.length);
  });

  it('weigh at most the budget together, counted from the files as served', () => {
    const served = TEST_TRACKS.reduce((sum, t) => sum + (testTrackFile(t.file)?.length ?? Infinity), 0);
    expect(served).toBe(testTracksBytes());
    expect(served).toBeLessThanOrEqual(TEST_TRACKS_BUDGET_BYTES);
  });

  it('serve no file for a name that is not a test track, the missing one included', () => {
    expect(testTrackFile(MISSING_TRACK.file)).toBeUndefined();
    expect(testTrackFile('../package.json')).toBeUndefined();
  });
});
