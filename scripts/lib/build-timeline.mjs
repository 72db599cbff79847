/**
 * The last line of a successful scripts/build.ts: how long each of its steps
 * took, in order. bench/build.mjs reads the line back to report the steps.
 */

/** @typedef {{ step: string, seconds: number }} StepTime */

const PREFIX = 'build: steps: ';

/** @param {readonly StepTime[]} steps */
export function formatTimeline(steps) {
  return `${PREFIX}${steps.map((s) => `${s.step} ${s.seconds.toFixed(1)} s`).join(', ')}`;
}

/**
 * @param {string} output what scripts/build.ts printed
 * @returns {StepTime[]}
 * @throws when it printed no timeline line
 */
export function parseTimeline(output) {
  const line = output.split('\n').find((l) => l.startsWith(PREFIX));
  if (!line) throw new Error('scripts/build.ts printed no timeline line.');
  return line
    .slice(PREFIX.length)
    .split(', ')
    .map((part) => {
      const m = /^(.+) ([\d.]+) s$/.exec(part);
      if (!m) throw new Error(`scripts/build.ts printed an unreadable step: "${part}".`);
      return { step: m[1] ?? part, seconds: Number(m[2]) };
    });
}
