/**
 * The build's first step in one process: scripts/prepare-content.ts (fetch,
 * check and stage the content), then scripts/prepare-api.ts (API changes,
 * lifecycle badges, where each symbol is documented), which reads what the
 * first wrote. One process loads the shared modules and tsx once. Each script
 * still runs alone.
 *
 * With --contentlayer (`npm run content`) it also runs `contentlayer2 build`,
 * started right after the content check so that its start-up overlaps the API
 * step; it waits for the API data only when its first doc needs the badges
 * (scripts/lib/build-handoff.ts). The exit code is the first failure's.
 * `npm run build` runs this script from scripts/build.ts, which it tells when
 * the check has passed.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { prepareContentCli } from './prepare-content';
import { reportChecked, startContentBuild } from './lib/build-handoff';

if (!prepareContentCli()) process.exit(1);
reportChecked();
const content = process.argv.includes('--contentlayer')
  ? startContentBuild(process.execPath, [
      path.join(path.dirname(createRequire(import.meta.url).resolve('contentlayer2/package.json')), 'bin/cli.cjs'),
      'build',
    ])
  : undefined;
await import('./prepare-api');
if (content) {
  content.apiReady();
  process.exitCode = await content.exited;
}
