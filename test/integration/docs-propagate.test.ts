/**
 * `npm run docs:propagate` end to end, in a scratch copy of the repository
 * whose content folder is a small one of our own, committed in a git
 * repository of its own: one version's page is edited, the command carries
 * the edit to the versions with the same passage, lists the similar one, skips
 * the one whose package lacks the function the new code calls, and fails
 * clearly on a file outside the versions, an unchanged file and a folder that
 * is not a git checkout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scratchSite } from './scratch-site.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PAGE = 'content/docs/4.1/guides/queue.md';

const prose = (verb: string) => `---
title: Reading the queue
---

The queue ${verb} every track added so far, and the
index of the one that plays. Ask for it at any time.

\`\`\`ts
import TrackPlayer from 'react-native-track-player';

const track = await TrackPlayer.getTrack(0);
\`\`\`
`;
const ORIGINAL = prose('holds');
/** The same text, its first paragraph wrapped at another place. */
const REWRAPPED = ORIGINAL.replace('and the\nindex of', 'and\nthe index of');
/** The same page with another verb: similar, not the same. */
const REWORDED = prose('keeps');

let scratch: string;
let site: string;

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  writeFileSync(path.join(site, file), text);
}
const read = (file: string) => readFileSync(path.join(site, file), 'utf8');
const git = (...args: string[]) => {
  const result = spawnSync('git', ['-c', 'user.email=fixture@example.com', '-c', 'user.name=Fixture', ...args], {
    cwd: site,
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
};

/** `npm run docs:propagate -- <file>` in the copy: its exit status and output. */
function propagate(file: string): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      'npm',
      ['run', '--silent', 'docs:propagate', '--', file],
      { cwd: site, env: { ...process.env, INIT_CWD: site }, encoding: 'utf8' },
      (_error, stdout, stderr) => resolve({ status: child.exitCode, output: `${stdout}${stderr}` }),
    );
  });
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), 'rntp-propagate-'));
  site = scratchSite(ROOT, scratch);
  rmSync(path.join(site, 'content'), { recursive: true });
  write(
    'content/versions.json',
    JSON.stringify({ current: { label: 'Next', path: 'next' }, versions: ['4.1', '4.0', '3.2', '3.1'] }),
  );
  write(
    'content/api-packages.json',
    JSON.stringify({ next: 'rntp-next', '4.1': 'rntp-4.1', '4.0': 'rntp-4.0', '3.2': 'rntp-3.2', '3.1': 'rntp-3.1' }),
  );
  write(PAGE, ORIGINAL);
  write('content/docs/next/guides/queue.md', REWRAPPED);
  write('content/docs/4.0/guides/queue.md', REWORDED);
  write('content/docs/3.2/guides/queue.md', ORIGINAL);
  write('content/docs/3.1/intro.md', '---\ntitle: Intro\n---\n\nA page of its own.\n');
  git('init', '-q', '-b', 'main');
  git('add', 'content');
  git('commit', '-qm', 'content');
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('npm run docs:propagate', () => {
  it('carries the edit where the passage is the same, lists the similar one and skips code the package lacks', async () => {
    const edited = ORIGINAL.replace('Ask for it at any time.', 'Ask for it whenever you need it.').replace(
      'TrackPlayer.getTrack(0)',
      'TrackPlayer.getActiveTrack()',
    );
    write(PAGE, edited);
    const { status, output } = await propagate(PAGE);
    expect(status, output).toBe(0);

    // next: the same passages, wrapped otherwise: both edits, its own wrapping kept.
    expect(read('content/docs/next/guides/queue.md')).toBe(
      REWRAPPED.replace('Ask for it at any time.', 'Ask for it whenever you need it.').replace(
        'TrackPlayer.getTrack(0)',
        'TrackPlayer.getActiveTrack()',
      ),
    );
    // 4.0: the paragraph is only similar and stays; the code is the same and its package has the function.
    expect(read('content/docs/4.0/guides/queue.md')).toBe(
      REWORDED.replace('TrackPlayer.getTrack(0)', 'TrackPlayer.getActiveTrack()'),
    );
    expect(output).toMatch(
      /4\.0: content\/docs\/4\.0\/guides\/queue\.md\n {2}1\. similar \(\d+ %\) at line 5.*\[-keeps-\]\{\+holds\+\}/,
    );
    // 3.2: the paragraph is the same; the code calls what 3.2's package does not have.
    expect(read('content/docs/3.2/guides/queue.md')).toBe(
      ORIGINAL.replace('Ask for it at any time.', 'Ask for it whenever you need it.'),
    );
    expect(output).toContain("skipped (line 8): TrackPlayer.getActiveTrack not in 3.2's package");
    expect(output).toContain('3.1: no guides/queue.md');
    expect(output).toContain(
      'Changed 3 file(s): content/docs/next/guides/queue.md, content/docs/4.0/guides/queue.md, content/docs/3.2/guides/queue.md',
    );
    // Nothing else in the content changed.
    const changed = spawnSync('git', ['status', '--porcelain', 'content'], { cwd: site, encoding: 'utf8' }).stdout;
    expect(changed.split('\n').filter(Boolean).sort()).toEqual([
      ' M content/docs/3.2/guides/queue.md',
      ' M content/docs/4.0/guides/queue.md',
      ' M content/docs/4.1/guides/queue.md',
      ' M content/docs/next/guides/queue.md',
    ]);
  });

  it('fails in one line on a file outside the version folders', async () => {
    const { status, output } = await propagate('content/versions.json');
    expect(status).toBe(1);
    expect(output.trim()).toBe(
      'docs:propagate: content/versions.json is not inside a version folder (content/docs/<version>/…, versions: next, 4.1, 4.0, 3.2, 3.1).',
    );
  });

  it('fails in one line on a file without an uncommitted change', async () => {
    const { status, output } = await propagate('content/docs/3.1/intro.md');
    expect(status).toBe(1);
    expect(output.trim()).toBe('docs:propagate: content/docs/3.1/intro.md has no uncommitted change.');
  });

  it('fails in one line outside a git checkout', async () => {
    renameSync(path.join(site, '.git'), path.join(site, '.git-aside'));
    try {
      const { status, output } = await propagate(PAGE);
      expect(status).toBe(1);
      expect(output.trim()).toBe(
        `docs:propagate: ${PAGE} is not in a git checkout: the edit is read against git HEAD.`,
      );
    } finally {
      renameSync(path.join(site, '.git-aside'), path.join(site, '.git'));
    }
  });
});
