import { describe, expect, it } from 'vitest';
import { toneWav, toneWavSize } from './tone-wav';

const text = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

describe('toneWav', () => {
  it('writes a RIFF/WAVE header for 16-bit mono PCM at the given rate', () => {
    const wav = toneWav({ frequency: 440, seconds: 0.5, sampleRate: 8000 });
    const view = new DataView(wav.buffer);
    expect(text(wav, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(wav.length - 8);
    expect(text(wav, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(wav, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(4000 * 2);
    expect(wav.length).toBe(toneWavSize({ frequency: 440, seconds: 0.5, sampleRate: 8000 }));
  });

  it('holds a tone of the given pitch: one zero crossing upwards per period', () => {
    const wav = toneWav({ frequency: 400, seconds: 1, sampleRate: 8000 });
    const view = new DataView(wav.buffer);
    let rising = 0;
    for (let i = 1; i < 8000; i++) {
      const before = view.getInt16(44 + 2 * (i - 1), true);
      const now = view.getInt16(44 + 2 * i, true);
      if (before < 0 && now >= 0) rising++;
    }
    expect(rising).toBeGreaterThanOrEqual(398);
    expect(rising).toBeLessThanOrEqual(400);
  });

  it('fades in and out, so the first and last samples are silent and the middle is at the amplitude', () => {
    const wav = toneWav({ frequency: 440, seconds: 1, sampleRate: 8000, amplitude: 0.5 });
    const view = new DataView(wav.buffer);
    const sample = (i: number) => view.getInt16(44 + 2 * i, true);
    expect(sample(0)).toBe(0);
    expect(sample(7999)).toBe(0);
    let peak = 0;
    for (let i = 3000; i < 5000; i++) peak = Math.max(peak, Math.abs(sample(i)));
    expect(peak).toBeGreaterThan(0.49 * 32767);
    expect(peak).toBeLessThanOrEqual(Math.round(0.5 * 32767));
  });

  it('refuses a pitch at or above half the sample rate, naming the limit', () => {
    expect(() => toneWav({ frequency: 4000, seconds: 1, sampleRate: 8000 })).toThrow(
      /below half the sample rate \(4000 Hz\)/,
    );
  });

  it('refuses a length or amplitude that makes no sound', () => {
    expect(() => toneWav({ frequency: 440, seconds: 0 })).toThrow(/seconds must be above 0/);
    expect(() => toneWav({ frequency: 440, seconds: 1, amplitude: 2 })).toThrow(/amplitude/);
  });
});
