import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import path from 'node:path';

const keystatic = path.resolve(__dirname, 'node_modules/@keystatic/core/dist');

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
    include: ['lib/**/*.test.ts', 'scripts/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // One worker per core, not Vitest's default of one fewer: the slowest files spend most of their time waiting on
    // the builds they start, and on CI's 2 cores one worker ran the files one after another (unit tests 116 s
    // against 75 s with two, same machine, one run after the other).
    maxWorkers: availableParallelism(),
    minWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
