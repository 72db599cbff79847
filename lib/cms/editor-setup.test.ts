import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { VersionManifest } from '../versions/version-manifest';
import { readEditorSetup } from './editor-setup';

const localManifest: VersionManifest = { current: { label: 'Next', path: 'next' }, versions: ['4.1'] };
const fetchedManifest: VersionManifest = { versions: ['5.0', '4.1'] };
const derivedManifest: VersionManifest = { current: { label: 'Next', path: 'next' }, versions: ['2.0'] };

describe('readEditorSetup', () => {
  let root: string;
  const checkout = (files: Record<string, unknown>) => {
    root = mkdtempSync(path.join(os.tmpdir(), 'editor-setup-'));
    for (const [name, value] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), JSON.stringify(value));
    }
    return root;
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('works on the local content folder, and may save there, before the content step has run', () => {
    const dir = checkout({ 'content/versions.json': localManifest });
    expect(readEditorSetup(dir)).toEqual({
      contentDir: path.join(dir, 'content'),
      manifest: localManifest,
      source: 'local folder content',
      readOnly: null,
    });
  });

  it('uses the local folder it is given', () => {
    const dir = checkout({ 'writers/docs-src/versions.json': localManifest, 'content/versions.json': fetchedManifest });
    const setup = readEditorSetup(dir, 'writers/docs-src');
    expect(setup.contentDir).toBe(path.join(dir, 'writers/docs-src'));
    expect(setup.manifest).toEqual(localManifest);
    expect(setup.readOnly).toBeNull();
  });

  it('follows the content step to a local folder, still saving there', () => {
    const dir = checkout({
      '.generated/content.json': {
        contentDir: 'site-content',
        source: 'local folder site-content',
        manifest: localManifest,
      },
      'site-content/versions.json': localManifest,
    });
    const setup = readEditorSetup(dir);
    expect(setup.contentDir).toBe(path.join(dir, 'site-content'));
    expect(setup.source).toBe('local folder site-content');
    expect(setup.readOnly).toBeNull();
  });

  it('opens a fetched git copy under .cache read-only, saying where it comes from', () => {
    const dir = checkout({
      '.generated/content.json': {
        contentDir: '.cache/content/github.com-example-docs',
        source: 'git https://github.com/example/docs.git#main',
        manifest: fetchedManifest,
      },
      '.cache/content/github.com-example-docs/versions.json': fetchedManifest,
      'content/versions.json': localManifest,
    });
    const setup = readEditorSetup(dir);
    expect(setup.contentDir).toBe(path.join(dir, '.cache/content/github.com-example-docs'));
    expect(setup.manifest).toEqual(fetchedManifest);
    expect(setup.readOnly).toContain('git https://github.com/example/docs.git#main');
    expect(setup.readOnly).toContain('does not save here');
  });

  it('recognises the fetched copy when the content step wrote an absolute path', () => {
    const dir = checkout({ '.cache/git/docs/versions.json': fetchedManifest });
    mkdirSync(path.join(dir, '.generated'));
    writeFileSync(
      path.join(dir, '.generated/content.json'),
      JSON.stringify({
        contentDir: path.join(dir, '.cache/git/docs'),
        source: 'git example',
        manifest: fetchedManifest,
      }),
    );
    expect(readEditorSetup(dir).readOnly).not.toBeNull();
  });

  it('takes the version list the prepare step derived when the content folder has none (a Docusaurus source)', () => {
    const dir = checkout({
      '.generated/content.json': { contentDir: 'content', source: 'git example', manifest: derivedManifest },
      'content/docs/next/intro.md': 'x',
    });
    expect(readEditorSetup(dir).manifest).toEqual(derivedManifest);
  });

  it("prefers the content folder's own version list to the derived one", () => {
    const dir = checkout({
      'content/versions.json': localManifest,
      '.generated/content.json': { contentDir: 'content', source: 'local folder content', manifest: derivedManifest },
    });
    expect(readEditorSetup(dir).manifest).toEqual(localManifest);
  });

  it('names versions.json when there is no version list at all', () => {
    const dir = checkout({ 'content/docs/next/intro.md': 'x' });
    expect(() => readEditorSetup(dir)).toThrow(`${path.join(dir, 'content')}/versions.json is missing`);
  });
});
