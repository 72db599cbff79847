/**
 * The playground's test tracks are tones we synthesise ourselves: a WAV file
 * (16-bit PCM, mono) holding a sine at one pitch, faded in and out so that a
 * track starts and ends without a click. No recording, no third-party audio.
 */

/** What one tone is made of. */
export interface ToneSpec {
  /** Pitch in hertz. */
  frequency: number;
  /** Length in seconds (rounded down to whole samples). */
  seconds: number;
  /**
   * Samples per second.
   * @defaultValue 8000
   */
  sampleRate?: number;
  /**
   * Peak amplitude, 0 to 1.
   * @defaultValue 0.3
   */
  amplitude?: number;
}

const HEADER_BYTES = 44;
/** Length of the fade at each end, in seconds. */
const FADE_SECONDS = 0.05;

/** Bytes of the WAV file `toneWav(spec)` returns. */
export function toneWavSize(spec: ToneSpec): number {
  return HEADER_BYTES + 2 * Math.floor(spec.seconds * (spec.sampleRate ?? 8000));
}

/** A WAV file of a sine tone. Throws on a spec that cannot make a playable file. */
export function toneWav(spec: ToneSpec): Uint8Array {
  const { frequency, seconds, sampleRate = 8000, amplitude = 0.3 } = spec;
  if (!(frequency > 0 && frequency < sampleRate / 2))
    throw new Error(
      `toneWav: frequency ${frequency} Hz must be above 0 and below half the sample rate (${sampleRate / 2} Hz)`,
    );
  if (!(seconds > 0)) throw new Error(`toneWav: seconds must be above 0, got ${seconds}`);
  if (!(amplitude > 0 && amplitude <= 1)) throw new Error(`toneWav: amplitude must be in (0, 1], got ${amplitude}`);
  const samples = Math.floor(seconds * sampleRate);
  const bytes = new Uint8Array(toneWavSize(spec));
  const view = new DataView(bytes.buffer);
  const ascii = (at: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(at + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples * 2, true);
  const fade = Math.max(1, Math.floor(FADE_SECONDS * sampleRate));
  for (let i = 0; i < samples; i++) {
    const envelope = Math.min(1, i / fade, (samples - 1 - i) / fade);
    const value = Math.sin((2 * Math.PI * frequency * i) / sampleRate) * amplitude * envelope;
    view.setInt16(HEADER_BYTES + 2 * i, Math.round(value * 32767), true);
  }
  return bytes;
}
