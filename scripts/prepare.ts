/**
 * The build's first step in one process: scripts/prepare-content.ts (fetch,
 * check and stage the content), then scripts/prepare-api.ts (API changes,
 * lifecycle badges, where each symbol is documented), which reads what the
 * first wrote. One process loads the shared modules and tsx once. Each script
 * still runs alone.
 *
 * With --contentlayer it also runs `contentlayer2 build`, started right after
 * the content check so that its start-up overlaps the API step; it waits for
 * the API data only when its first doc needs the badges.
 *
 * With --next-build (`npm run build`) it also runs `next build`, started once
 * the API data is written so that Turbopack's compile overlaps the content
 * build; its pages render once contentlayer2 is done. Both handoffs are in
 * scripts/lib/build-handoff.ts. A last line gives when each step ended, for
 * bench/build.mjs. The exit code is the first failure's.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { prepareContentCli } from './prepare-content';
import { startContentBuild, startPageBuild } from './lib/build-handoff';
import { formatTimeline } from './lib/build-timeline.mjs';

const withPageBuild = process.argv.includes('--next-build');
const withContentBuild = withPageBuild || process.argv.includes('--contentlayer');
/** Seconds since this process started (its module loading included). */
const seconds = () => performance.now() / 1000;
const cli = (pkg: string, bin: string) =>
  path.join(path.dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`)), bin);

if (!prepareContentCli()) process.exit(1);
const checked = seconds();
const content = withContentBuild
  ? startContentBuild(process.execPath, [cli('contentlayer2', 'bin/cli.cjs'), 'build'])
  : undefined;
await import('./prepare-api');
const apiWritten = seconds();
if (content && !withPageBuild) {
  content.apiReady();
  process.exitCode = await content.exited;
} else if (content) {
  content.apiReady();
  const pages = startPageBuild(
    process.execPath,
    [cli('next', 'dist/bin/next'), 'build'],
    path.resolve('.generated/content-built'),
  );
  const first = await Promise.race([
    content.exited.then((code) => ({ step: 'content', code })),
    pages.exited.then((code) => ({ step: 'pages', code })),
  ]);
  if (first.step === 'pages') {
    // `next build` ended before any page could render, so it failed: the content build is of no use now.
    content.child.kill();
    console.error(`prepare: next build failed (exit code ${first.code}) before the content build ended; stopped that.`);
    process.exitCode = first.code || 1;
  } else if (first.code !== 0) {
    pages.contentBuilt(first.code);
    console.error(`prepare: the content build (contentlayer2) failed (exit code ${first.code}); stopped next build.`);
    await pages.exited;
    process.exitCode = first.code;
  } else {
    const contentDone = seconds();
    pages.contentBuilt(0);
    process.exitCode = await pages.exited;
    if (process.exitCode === 0)
      console.log(formatTimeline({ check: checked, api: apiWritten, contentlayer: contentDone, nextEnd: seconds() }));
  }
}
