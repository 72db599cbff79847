import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const keystatic = path.resolve(__dirname, 'node_modules/@keystatic/core/dist');

/**
 * The live content checked against each version's package, with no build: `npm run test:content`. Kept apart from
 * the unit tests, which run on small fixtures and so stay green when a release is cut or a page changes.
 */
const CONTENT = ['test/content/**/*.test.ts'];
/**
 * Tests that need the content build (`npm run content`) or run builds and scripts of their own in scratch copies:
 * `npm run test:integration` (with the node:test files of test/integration/), after `npm run build`.
 */
/**
 * The benches' own code (bench/*.mjs) on small inline data: `npm run test:bench`. Apart from the unit tests, which
 * stay pure: one of them samples the memory of two child processes holding 300 MB. npm test runs them in the
 * integration stage's Vitest process (scripts/test-stages.mjs), which costs no start of its own.
 */
const BENCH = ['test/bench-*.test.ts'];
const INTEGRATION = [
  'test/integration/**/*.test.ts',
  'test/build-errors.test.ts',
  'test/one-parse.test.ts',
  'test/content/site-facts.test.ts',
];

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(__dirname) },
      { find: 'contentlayer/generated', replacement: path.resolve(__dirname, '.contentlayer/generated') },
      // Keystatic's browser build: its Node build has no MDX parser or serializer, and the tests open and save
      // pages as the editor does (test/cms/round-trip.ts).
      { find: /^@keystatic\/core$/, replacement: path.join(keystatic, 'keystatic-core.js') },
      {
        find: /^@keystatic\/core\/content-components$/,
        replacement: path.join(keystatic, 'keystatic-core-content-components.js'),
      },
    ],
  },
  test: {
    environment: 'node',
    // One worker per core, not Vitest's default of one fewer: on CI's 2 cores one worker ran the files one after
    // another.
    maxWorkers: availableParallelism(),
    minWorkers: 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // The files share each worker's loaded modules instead of loading them again per file: 23 CPU-seconds
          // instead of 44 here, and the tests keep no state between files (they pass either way).
          isolate: false,
          include: ['lib/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...CONTENT, ...INTEGRATION, ...BENCH],
          // The slowest unit tests take 4 s on a 2-core machine with a load average of 12; under npm test on a machine
          // others kept far busier (load average 30 to 40), up to 61 s.
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'content',
          isolate: false,
          include: CONTENT,
          setupFiles: ['test/content/turn-the-event-loop.ts'],
          exclude: INTEGRATION,
          // One TypeScript program per version, or every page through the editor's parser: up to 27 s each on a
          // 2-core machine with a load average of 12, several minutes on a machine far busier than that.
          testTimeout: 240_000,
          hookTimeout: 240_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'bench',
          include: BENCH,
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: INTEGRATION,
          // A content build of a fixture site in a scratch copy: up to 25 s on a 2-core machine with a load average
          // of 12, up to 217 s under npm test at a load average of 30. Each command a test runs is stopped after
          // COMMAND_LIMIT_MS (test/integration/scratch-site.mjs) and the test fails with its output; this limit is
          // above two of those, as one test runs two commands.
          testTimeout: 900_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
