/**
 * A release cut with `npm run docs:version` (the script, run on a scratch content folder) appears in the writers'
 * editor with no change to its configuration (keystatic.config.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { keystaticConfig } from '@/keystatic.config';
import { roundTrip, type AnyCollection } from '../cms/round-trip';
import { versionsFromManifest, type VersionManifest } from '@/lib/versions/version-manifest';

const ROOT = path.resolve(__dirname, '../..');

describe('a release cut with npm run docs:version', () => {
  let scratch: string | undefined;
  afterEach(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('appears in the editor with no change to its configuration', () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'cms-release-'));
    const content = path.join(scratch, 'content');
    const page = '---\ntitle: Intro\n---\nWelcome.\n';
    for (const version of ['next', '1.0']) {
      mkdirSync(path.join(content, 'docs', version), { recursive: true });
      writeFileSync(path.join(content, 'docs', version, 'intro.md'), page);
    }
    writeFileSync(
      path.join(content, 'versions.json'),
      JSON.stringify({ current: { label: 'Next', path: 'next' }, versions: ['1.0'] }),
    );
    const configBefore = readFileSync(path.join(ROOT, 'keystatic.config.ts'), 'utf8');
    const cut = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/docs-version.ts', '2.0'], {
      cwd: ROOT,
      env: { ...process.env, CONTENT_LOCAL_DIR: content },
      encoding: 'utf8',
    });
    expect(cut.status, cut.stderr).toBe(0);

    const manifest = JSON.parse(readFileSync(path.join(content, 'versions.json'), 'utf8')) as VersionManifest;
    const afterCut = keystaticConfig({ versions: versionsFromManifest(manifest), storage: { kind: 'local' } });
    const cutCollections = afterCut.collections as Record<string, AnyCollection>;
    expect(Object.keys(afterCut.ui?.navigation ?? {})).toEqual(['Next', '2.0', '1.0']);
    expect(cutCollections['docs-2.0']).toBeDefined();
    expect(roundTrip(cutCollections['docs-2.0']!, 'intro', page)).toBe(page);
    expect(readFileSync(path.join(ROOT, 'keystatic.config.ts'), 'utf8')).toBe(configBefore);
  });
});
