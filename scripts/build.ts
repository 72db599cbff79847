/**
 * `npm run build`'s first command, before scripts/postbuild.mjs: the content
 * check and API data, contentlayer2 and `next build`, overlapping where each
 * can (scripts/lib/build-handoff.ts):
 *
 *   scripts/prepare.ts  ── check ─┬─ API data ─┐
 *   contentlayer2                 └─ start ··· waits for the badges ─ docs ─┐
 *   next build                                 └─ compile ··· waits for the docs ─ pages
 *
 * The check and API data run in their own process, which frees their memory
 * when it ends. The first failure stops the rest, and its exit code is the
 * build's. A last line gives when each step ended (scripts/lib/build-timeline.mjs,
 * read by bench/build.mjs). With --content-only (`npm run content`) it stops
 * after contentlayer2.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { startContentBuild, startPageBuild, startPrepareSteps } from './lib/build-handoff';
import { formatTimeline } from './lib/build-timeline.mjs';

const require = createRequire(import.meta.url);
const cli = (pkg: string, bin: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), bin);
/** Seconds since this process started. */
const seconds = () => performance.now() / 1000;

async function build(): Promise<number> {
  const prepare = startPrepareSteps(process.execPath, [
    '--import',
    import.meta.resolve('tsx'),
    path.join(import.meta.dirname, 'prepare.ts'),
  ]);
  if (!(await prepare.checked)) return (await prepare.exited) || 1;
  const checked = seconds();
  const content = startContentBuild(process.execPath, [cli('contentlayer2', 'bin/cli.cjs'), 'build']);
  const prepared = await prepare.exited;
  if (prepared !== 0) {
    content.child.kill();
    return prepared;
  }
  const apiWritten = seconds();
  content.apiReady();
  if (process.argv.includes('--content-only')) return content.exited;
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
    console.error(`build: next build failed (exit code ${first.code}) before the content build ended; stopped that.`);
    return first.code || 1;
  }
  if (first.code !== 0) {
    pages.contentBuilt(first.code);
    console.error(`build: the content build (contentlayer2) failed (exit code ${first.code}); stopped next build.`);
    await pages.exited;
    return first.code;
  }
  const contentDone = seconds();
  pages.contentBuilt(0);
  const code = await pages.exited;
  if (code === 0)
    console.log(formatTimeline({ check: checked, api: apiWritten, contentlayer: contentDone, nextEnd: seconds() }));
  return code;
}

process.exitCode = await build();
