import { describe, expect, it } from 'vitest';
import { refuseStaleSave, rememberTree, type KnownVersions } from './disk-changes';

describe('rememberTree', () => {
  it('replaces what was known with the tree the editor was told of', () => {
    const known: KnownVersions = new Map([['docs/next/removed.md', 'aaa']]);
    rememberTree(known, [
      { path: 'docs/next/intro.md', sha: 'bbb' },
      { path: 'docs/4.1/intro.md', sha: 'ccc' },
    ]);
    expect([...known]).toEqual([
      ['docs/next/intro.md', 'bbb'],
      ['docs/4.1/intro.md', 'ccc'],
    ]);
  });

  it('skips malformed entries', () => {
    const known: KnownVersions = new Map();
    rememberTree(known, [
      null,
      7,
      { path: 'no-sha.md' },
      { sha: 'no-path' },
      { path: 1, sha: 'x' },
      { path: 'ok.md', sha: 'ddd' },
    ]);
    expect([...known]).toEqual([['ok.md', 'ddd']]);
  });

  it('keeps what it knew when the answer is not a tree', () => {
    const known: KnownVersions = new Map([['docs/next/intro.md', 'aaa']]);
    rememberTree(known, { error: 'not found' });
    expect([...known]).toEqual([['docs/next/intro.md', 'aaa']]);
  });
});

describe('refuseStaleSave', () => {
  const toldIntroAtV1: KnownVersions = new Map([['docs/next/intro.md', 'v1']]);
  const disk =
    (files: Record<string, string>) =>
    (p: string): string | null =>
      files[p] ?? null;

  it('lets a new file through', () => {
    expect(refuseStaleSave(['docs/next/new.md'], toldIntroAtV1, disk({}))).toBeNull();
  });

  it('lets an unchanged file through', () => {
    expect(refuseStaleSave(['docs/next/intro.md'], toldIntroAtV1, disk({ 'docs/next/intro.md': 'v1' }))).toBeNull();
  });

  it('refuses with 409 when the file changed on disk, naming it', () => {
    const refusal = refuseStaleSave(
      ['docs/next/new.md', 'docs/next/intro.md'],
      toldIntroAtV1,
      disk({ 'docs/next/intro.md': 'v2' }),
    );
    expect(refusal?.status).toBe(409);
    expect(refusal?.message).toContain('docs/next/intro.md changed on disk');
  });

  it('says the file was deleted when it is gone from disk', () => {
    const refusal = refuseStaleSave(['docs/next/intro.md'], toldIntroAtV1, disk({}));
    expect(refusal?.status).toBe(409);
    expect(refusal?.message).toContain('docs/next/intro.md was deleted');
  });
});
