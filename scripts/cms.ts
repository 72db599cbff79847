/**
 * `npm run cms`: the editor with Keystatic's GitHub storage, a Node server of its own (never in the export): each
 * save is a commit on a `docs-edit/…` branch of the repository the content source names (lib/cms/cms-storage.ts).
 * Without the GitHub App's secrets (WRITING.md, "Editing on GitHub") it stops at once with one line naming them; then it
 * prepares the content, builds the editor into .next-cms/ and serves it (`npm run cms -- --port 4000 --hostname
 * 0.0.0.0`; default 127.0.0.1:3000).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteConfig } from '../lib/site-config';
import { resolveContentSource } from '../lib/content-source/source-config';
import { githubTarget, missingSecrets } from '../lib/cms/cms-storage';
import { devServerArgs } from '../lib/dev/dev-server-args';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message: string): never {
  console.error(`cms: ${message}`);
  process.exit(1);
}

const missing = missingSecrets(process.env);
if (missing.length > 0) {
  fail(`set ${missing.join(', ')} (your Keystatic GitHub App's; WRITING.md, "Editing on GitHub") and run again.`);
}

let target;
try {
  const origin = spawnSync('git', ['remote', 'get-url', 'origin'], { cwd: ROOT, encoding: 'utf8' });
  target = githubTarget(
    resolveContentSource(siteConfig.contentSource, process.env),
    process.env,
    origin.status === 0 ? origin.stdout.trim() : undefined,
  );
} catch (error) {
  fail((error as Error).message);
}

const env = {
  ...process.env,
  CMS_SERVER: '1',
  CMS_STORAGE: 'github',
  CMS_GITHUB_REPO: target.repo,
  CMS_PATH_PREFIX: target.pathPrefix,
  NEXT_TELEMETRY_DISABLED: '1',
};
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);
const step = (what: string, cmd: string, args: string[]) => {
  const result = spawnSync(cmd, args, { cwd: ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) fail(`${what} failed (exit code ${result.status ?? result.signal}).`);
};

console.log(`cms: saving to github.com/${target.repo}, folder ${target.pathPrefix || '(root)'}`);
step('preparing the content', process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--content-only']);
step('building the editor', bin('next'), ['build']);
step('serving the editor', bin('next'), ['start', ...devServerArgs(process.argv.slice(2))]);
