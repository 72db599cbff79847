/**
 * The old site's deployed files, to serve beside ours: the `gh-pages` branch
 * of a clone of the library's repository (OLD_SITE_REPO, a path), without its
 * `example/` audio folder, extracted once into a temporary folder. Or an
 * extracted copy already on disk (OLD_SITE_DIR).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** @returns {string | null} the folder of the old site's files, or null when neither variable is set */
export function oldSiteDir(env = process.env) {
  if (env.OLD_SITE_DIR) {
    const dir = path.resolve(env.OLD_SITE_DIR);
    if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`OLD_SITE_DIR=${dir} has no index.html`);
    return dir;
  }
  if (!env.OLD_SITE_REPO) return null;
  const repo = path.resolve(env.OLD_SITE_REPO);
  const git = (...args) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const top = git('ls-tree', '--name-only', 'gh-pages')
    .split('\n')
    .filter((name) => name && name !== 'example');
  const dir = mkdtempSync(path.join(tmpdir(), 'old-site-'));
  execFileSync('sh', ['-c', 'git -C "$0" archive gh-pages -- "$@" | tar -x -C "$DEST"', repo, ...top], {
    env: { ...process.env, DEST: dir },
  });
  return dir;
}
