/**
 * `npm run build`: the build's steps, one after the other, each in its own
 * process (its memory is gone when it ends). The first that fails stops the
 * build, and its exit code is the build's. See ARCHITECTURE.md.
 *
 *   1. scripts/prepare-content.ts  where the docs come from, the version records, each version's API
 *                                   model; files and front matter checked
 *   2. contentlayer2 build          each doc parsed once, compiled, its tree kept (contentlayer.config.ts)
 *   3. scripts/check-docs.ts        links, anchors, admonitions, images, on those trees
 *   4. next build                   every page and every other file of the site (search data, Markdown,
 *                                   llms.txt, share cards, robots.txt, sitemap), exported to out/ (after a
 *                                   change to the docs alone, rendered from the app already compiled:
 *                                   scripts/lib/compiled-app.ts)
 *   5. scripts/postbuild.ts         the export as a whole: files into place, CSP, link check
 *
 * `npm run content` (--content-only) stops after step 3. A last line gives
 * each step's time (scripts/lib/build-timeline.mjs, read by bench/build.mjs).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { formatTimeline } from './lib/build-timeline.mjs';
import { appDigest, compiledFrom, markCompiled } from './lib/compiled-app';
import { activeContentDir } from '../lib/generated/prepared-content';

const require = createRequire(import.meta.url);
const bin = (pkg: string, file: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
const tsx = (script: string) =>
  [process.execPath, ['--import', import.meta.resolve('tsx'), ...script.split(' ')]] as const;

/** The cap on each JS heap of `next build`, in MB (see its step). */
const NEXT_BUILD_HEAP_MB = Number(process.env.NEXT_BUILD_HEAP_MB) || 512;

type Command = readonly [string, readonly string[]];

interface Step {
  name: string;
  /** What to run, or a function that decides it when the step starts. */
  command: Command | (() => Command);
  /** Run after the step succeeded. */
  done?: () => void;
  /** Said after the step's failure, when there is more to say. */
  hint?: () => string | undefined;
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
  {
    name: 'next build',
    // Each JS heap of `next build` (its main thread and the static-generation threads, next.config.js) is capped
    // at NEXT_BUILD_HEAP_MB. Uncapped, V8 let each thread's heap grow to about 400 MB while it rendered pages it no
    // longer needed; capped, it collects them, and the step's peak went from 1301 to about 1100 MB. The pages
    // built with a 300 MB cap too: if the cap is ever reached, the build stops with "heap out of memory" and the
    // variable raises it.
    command: () => {
      plan = planNextBuild();
      console.log(
        plan.why
          ? `build: compiling the app (${plan.why}), then rendering the pages.`
          : 'build: the code is as the last full build compiled it (only the docs may differ): rendering the pages without compiling.',
      );
      return [
        process.execPath,
        [
          `--max-old-space-size=${NEXT_BUILD_HEAP_MB}`,
          bin('next', 'dist/bin/next'),
          'build',
          ...(plan.why ? [] : ['--experimental-build-mode', 'generate']),
        ],
      ];
    },
    done: () => {
      if (NEXT_DIST_DIR && plan) markCompiled(NEXT_DIST_DIR, plan.digest);
    },
    hint: () =>
      plan && !plan.why
        ? 'build: the pages were rendered from the app compiled by an earlier build; if .next/ was changed since, `npm run build -- --full` compiles it again.'
        : undefined,
  },
  { name: 'postbuild', command: tsx('scripts/postbuild.ts') },
];

/**
 * Next's output folder, where a full build leaves the mark of what it compiled; none when NEXT_EXPORT_DIR moves
 * it (a second export, always compiled in full).
 */
const NEXT_DIST_DIR = process.env.NEXT_EXPORT_DIR ? undefined : '.next';
/** What the next build step decided as it started: the digest of the code then, and why it compiles (none: it only renders). */
let plan: { digest: string; why: string | undefined } | undefined;
function planNextBuild(): NonNullable<typeof plan> {
  // Taken as the step starts: an edit during the build makes the next one compile again.
  const digest = appDigest(process.cwd(), process.env, activeContentDir());
  const compiled = NEXT_DIST_DIR && compiledFrom(NEXT_DIST_DIR);
  const why = !NEXT_DIST_DIR
    ? 'a second export, in NEXT_EXPORT_DIR'
    : process.argv.includes('--full')
      ? '--full'
      : compiled === undefined
        ? 'no full build has succeeded in .next/'
        : compiled !== digest
          ? 'the code changed since the last full build'
          : undefined;
  return { digest, why };
}

const contentOnly = process.argv.includes('--content-only');
const times: { step: string; seconds: number }[] = [];
for (const { name, command, content, explain, done, hint } of steps) {
  if (contentOnly && !content) break;
  const started = performance.now();
  const [file, args] = typeof command === 'function' ? command() : command;
  const result = spawnSync(file, args, { stdio: explain ? 'pipe' : 'inherit', encoding: 'utf8' });
  if (explain) {
    const explained = result.status !== 0 && spawnSync(explain[0], explain[1], { stdio: 'inherit' }).status !== 0;
    if (!explained) process.stdout.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  if (result.status !== 0) {
    console.error(
      `build: step "${name}" failed (${result.error?.message ?? `exit code ${result.status ?? result.signal}`}).`,
    );
    const more = hint?.();
    if (more) console.error(more);
    process.exit(result.status || 1);
  }
  done?.();
  times.push({ step: name, seconds: (performance.now() - started) / 1000 });
}
console.log(formatTimeline(times));
