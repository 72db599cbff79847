/**
 * `npm run build`: the build's steps, one after the other, each in its own
 * process (its memory is gone when it ends). The first that fails stops the
 * build, and its exit code is the build's. See ARCHITECTURE.md.
 *
 *   1. scripts/prepare-content.ts  where the docs come from; files and front matter checked
 *   2. contentlayer2 build          each doc parsed once, compiled, its tree kept (contentlayer.config.ts)
 *   3. scripts/check-docs.ts        links, anchors, admonitions, images, on those trees
 *   4. scripts/prepare-api.ts       each version's API model; changes, badges, locations
 *   5. next build                   the pages, exported to out/
 *   6. scripts/postbuild.ts         Markdown and llms.txt, search data, share cards, CSP, link check
 *
 * `npm run content` (--content-only) stops after step 4. A last line gives
 * each step's time (scripts/lib/build-timeline.mjs, read by bench/build.mjs).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { formatTimeline } from './lib/build-timeline.mjs';

const require = createRequire(import.meta.url);
const bin = (pkg: string, file: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
const tsx = (script: string) =>
  [process.execPath, ['--import', import.meta.resolve('tsx'), ...script.split(' ')]] as const;

/** The cap on each JS heap of `next build`, in MB (see its step). */
const NEXT_BUILD_HEAP_MB = Number(process.env.NEXT_BUILD_HEAP_MB) || 512;

interface Step {
  name: string;
  command: readonly [string, readonly string[]];
  /** Part of `npm run content`. */
  content?: true;
  /** Run when the step fails, to say what failed better than the step did; its output replaces the step's. */
  explain?: readonly [string, readonly string[]];
}

const steps: Step[] = [
  { name: 'prepare', command: tsx('scripts/prepare-content.ts'), content: true },
  {
    name: 'content build',
    command: [process.execPath, [bin('contentlayer2', 'bin/cli.cjs'), 'build']],
    content: true,
    // contentlayer2 names a doc that does not parse by an internal bundler file: name it by file and line.
    explain: tsx('scripts/check-docs.ts --syntax'),
  },
  { name: 'check', command: tsx('scripts/check-docs.ts'), content: true },
  { name: 'API data', command: tsx('scripts/prepare-api.ts'), content: true },
  {
    name: 'next build',
    // Each JS heap of `next build` (its main thread and the static-generation threads, next.config.js) is capped
    // at NEXT_BUILD_HEAP_MB. Uncapped, V8 let each thread's heap grow to about 400 MB while it rendered pages it no
    // longer needed; capped, it collects them, and the step's peak went from 1301 to about 1100 MB. The pages
    // built with a 300 MB cap too: if the cap is ever reached, the build stops with "heap out of memory" and the
    // variable raises it.
    command: [process.execPath, [`--max-old-space-size=${NEXT_BUILD_HEAP_MB}`, bin('next', 'dist/bin/next'), 'build']],
  },
  { name: 'postbuild', command: tsx('scripts/postbuild.ts') },
];

const contentOnly = process.argv.includes('--content-only');
const times: { step: string; seconds: number }[] = [];
for (const { name, command, content, explain } of steps) {
  if (contentOnly && !content) break;
  const started = performance.now();
  const [file, args] = command;
  const result = spawnSync(file, args, { stdio: explain ? 'pipe' : 'inherit', encoding: 'utf8' });
  if (explain) {
    const explained = result.status !== 0 && spawnSync(explain[0], explain[1], { stdio: 'inherit' }).status !== 0;
    if (!explained) process.stdout.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  if (result.status !== 0) {
    console.error(
      `build: step "${name}" failed (${result.error?.message ?? `exit code ${result.status ?? result.signal}`}).`,
    );
    process.exit(result.status || 1);
  }
  times.push({ step: name, seconds: (performance.now() - started) / 1000 });
}
console.log(formatTimeline(times));
