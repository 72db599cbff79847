/**
 * The old site's deployed files, to serve beside ours: the `gh-pages` branch
 * of a clone of the library's repository (OLD_SITE_REPO, a path), without its
 * `example/` audio folder, extracted once into a temporary folder. Or an
 * extracted copy already on disk (OLD_SITE_DIR).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
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
  const dir = mkdtempSync(path.join(tmpdir(), 'old-site-'));
  // Each top-level entry from its own object: an archive of the branch with pathspecs still reads the skipped
  // folder's files, which a partial mirror may lack.
  for (const line of git('ls-tree', 'gh-pages').split('\n').filter(Boolean)) {
    // "<mode> <type> <object>\t<name>"
    const [, , type = '', , name = ''] = line.match(/^(\d+) (\w+) (\w+)\t(.+)$/) ?? [];
    if (!name || name === 'example') continue;
    if (type === 'tree')
      execFileSync('sh', ['-c', 'git -C "$0" archive --prefix="$1/" "gh-pages:$1" | tar -x -C "$DEST"', repo, name], {
        env: { ...process.env, DEST: dir },
      });
    else writeFileSync(path.join(dir, name), execFileSync('git', ['-C', repo, 'show', `gh-pages:${name}`]));
  }
  return dir;
}
