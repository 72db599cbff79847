/**
 * A runnable example's steps (lib/player/runnable-example.ts finds them at compile time) and how the player's panel
 * turns them into arguments in the browser. Apart from the compiler-based finder, so the panel's chunk stays small.
 */

/** An argument of a step: JSON, or a member of one of the library's enums, or `undefined`. */
export type ExampleValue =
  | null
  | boolean
  | number
  | string
  | ExampleValue[]
  | { [key: string]: ExampleValue }
  | { $enum: [string, string] }
  | { $undefined: true };

/** One call of an example: `TrackPlayer.<call>(...args)`. */
export interface ExampleStep {
  call: string;
  args: ExampleValue[];
}

/** The library's calls whose tracks the player plays: their `url`s are replaced by the site's test tones. */
const TRACK_CALLS = new Set(['add', 'load', 'setQueue']);

/** How a run in the browser resolves what a step holds as data. */
export interface StepContext {
  /** The value of `Enum.Member` in the loaded version, as the library would read it on web. */
  enumValue: (name: string, member: string) => unknown;
  /** The test tones' URLs: an example's own URLs would not load from this site. */
  toneUrls: readonly string[];
}

/**
 * A step's arguments as the call takes them: enum members resolved, `undefined` restored, and in the tracks of
 * `add`, `load` and `setQueue` each `url` replaced by a test tone (in turn). `replaced` counts those.
 */
export function stepArguments(step: ExampleStep, context: StepContext): { args: unknown[]; replaced: number } {
  let replaced = 0;
  const tracks = TRACK_CALLS.has(step.call);
  const resolve = (value: ExampleValue, inTrack: boolean): unknown => {
    if (Array.isArray(value)) return value.map((v) => resolve(v, inTrack));
    if (value === null || typeof value !== 'object') return value;
    if ('$enum' in value && Array.isArray(value.$enum)) {
      const [name, member] = value.$enum as [string, string];
      return context.enumValue(name, member);
    }
    if ('$undefined' in value && value.$undefined === true) return undefined;
    const object = value as { [key: string]: ExampleValue };
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(object)) out[key] = resolve(v, false);
    if (inTrack && 'url' in object && context.toneUrls.length > 0) {
      out.url = context.toneUrls[replaced % context.toneUrls.length];
      replaced++;
    }
    return out;
  };
  const args = step.args.map((arg, index) => resolve(arg, tracks && index === 0));
  return { args, replaced };
}

/** `RepeatMode.Queue` → `REPEAT_QUEUE`: the native constant the library's enum member reads. */
export const nativeConstantName = (name: string, member: string) =>
  `${name === 'RepeatMode' ? 'REPEAT' : name.toUpperCase()}_${member.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '_').toUpperCase()}`;
