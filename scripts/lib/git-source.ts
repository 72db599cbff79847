/**
 * Fetch one folder of a git repository at a ref into a cache folder: shallow
 * and sparse, reused while the ref points at the same commit, replaced
 * atomically so a failed fetch never leaves a half-filled tree.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface GitFetchResult {
  /** Folder holding the fetched `dir` (the repository's folder itself). */
  path: string;
  commit: string;
  reused: boolean;
}

export class GitSourceError extends Error {}

function git(args: string[], cwd: string | undefined, what: string, url: string, ref: string): string {
  const result = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_ASKPASS: 'echo' },
  });
  if (result.error)
    throw new GitSourceError(`Could not run git to ${what} (${url} at ${ref}): ${result.error.message}`);
  if (result.status !== 0) {
    throw new GitSourceError(
      `Could not ${what} from ${url} at ref "${ref}": git says: ${(result.stderr || result.stdout).trim()}`,
    );
  }
  return result.stdout;
}

/** The commit a ref points at in the remote (a full commit id is taken as is). */
export function resolveRef(url: string, ref: string): string {
  if (/^[0-9a-f]{40}$/i.test(ref)) return ref.toLowerCase();
  const out = git(
    ['ls-remote', url, ref, `refs/heads/${ref}`, `refs/tags/${ref}`, `refs/tags/${ref}^{}`],
    undefined,
    'look up the ref',
    url,
    ref,
  );
  const lines = out.trim().split('\n').filter(Boolean);
  const peeled = lines.find((l) => l.endsWith('^{}'));
  const line = peeled ?? lines[0];
  if (!line)
    throw new GitSourceError(
      `Could not fetch ${url} at ref "${ref}": git says: no branch or tag named "${ref}" in the repository.`,
    );
  return line.split(/\s+/)[0]!;
}

export function fetchGitFolder(options: { url: string; ref: string; dir: string; cacheRoot: string }): GitFetchResult {
  const { url, ref, dir, cacheRoot } = options;
  const key = createHash('sha1').update(`${url}\n${dir}`).digest('hex').slice(0, 16);
  const target = path.join(cacheRoot, key);
  const stamp = path.join(target, '.source.json');
  const commit = resolveRef(url, ref);
  if (existsSync(stamp)) {
    const previous = JSON.parse(readFileSync(stamp, 'utf8')) as { commit: string };
    if (previous.commit === commit) return { path: path.join(target, 'repo', dir), commit, reused: true };
  }
  mkdirSync(cacheRoot, { recursive: true });
  const work = mkdtempSync(path.join(cacheRoot, `.fetch-${key}-`));
  try {
    const repo = path.join(work, 'repo');
    mkdirSync(repo);
    git(['init', '-q'], repo, 'prepare a checkout', url, ref);
    git(['remote', 'add', 'origin', url], repo, 'prepare a checkout', url, ref);
    if (dir)
      git(['sparse-checkout', 'set', '--no-cone', `/${dir}/`], repo, 'limit the checkout to the docs folder', url, ref);
    git(['fetch', '-q', '--depth', '1', 'origin', commit], repo, 'fetch the docs', url, ref);
    git(['checkout', '-q', 'FETCH_HEAD'], repo, 'check out the docs', url, ref);
    if (dir && !existsSync(path.join(repo, dir))) {
      throw new GitSourceError(
        `Could not fetch ${url} at ref "${ref}": the repository has no folder "${dir}" at ${commit.slice(0, 12)}.`,
      );
    }
    writeFileSync(
      path.join(work, '.source.json'),
      `${JSON.stringify({ url, ref, dir, commit, fetchedAt: new Date().toISOString() }, null, 2)}\n`,
    );
    rmSync(target, { recursive: true, force: true });
    renameSync(work, target);
  } catch (error) {
    rmSync(work, { recursive: true, force: true });
    throw error;
  }
  return { path: path.join(target, 'repo', dir), commit, reused: false };
}
