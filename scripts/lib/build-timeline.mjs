/**
 * The last line of a successful scripts/build.ts: when each of
 * its steps ended, in seconds from its start. `next build` starts once the API data is
 * written; bench/build.mjs reads the line back to report the overlapping steps.
 */

/**
 * @typedef {object} BuildTimeline
 * @property {number} check the content check done
 * @property {number} api the API data written (and `next build` started)
 * @property {number} contentlayer contentlayer2 done
 * @property {number} nextEnd `next build` done
 */

/** @param {BuildTimeline} t */
export function formatTimeline(t) {
  const s = (n) => n.toFixed(1);
  return `build: content check done at ${s(t.check)} s, API data at ${s(t.api)} s, contentlayer2 done at ${s(t.contentlayer)} s, next build ${s(t.api)}–${s(t.nextEnd)} s`;
}

/**
 * @param {string} output what scripts/build.ts printed
 * @returns {BuildTimeline}
 * @throws when it printed no timeline line
 */
export function parseTimeline(output) {
  const m =
    /build: content check done at ([\d.]+) s, API data at ([\d.]+) s, contentlayer2 done at ([\d.]+) s, next build [\d.]+–([\d.]+) s/.exec(
      output,
    );
  if (!m) throw new Error('scripts/build.ts printed no timeline line.');
  return {
    check: Number(m[1]),
    api: Number(m[2]),
    contentlayer: Number(m[3]),
    nextEnd: Number(m[4]),
  };
}
