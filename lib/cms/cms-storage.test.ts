import { describe, expect, it } from 'vitest';
import {
  githubRepoOf,
  githubTarget,
  missingSecrets,
  readOnlyReason,
  storageFromEnv,
  GITHUB_SECRETS,
} from './cms-storage';
import type { ResolvedContentSource } from '../content-source/source-config';

const localContent: ResolvedContentSource = { type: 'local', dir: 'content', onSoftProblems: 'throw' };
const nativeGitSource: ResolvedContentSource = {
  type: 'git',
  url: 'https://github.com/example/site-docs.git',
  ref: 'main',
  dir: 'site/content',
  layout: 'native',
  onSoftProblems: 'warn',
};
const docusaurusGitSource: ResolvedContentSource = { ...nativeGitSource, layout: 'docusaurus', dir: 'docs' };
const allSecrets = Object.fromEntries(GITHUB_SECRETS.map((name) => [name, 'set']));

describe('missingSecrets', () => {
  it('names every unset or empty secret of the GitHub mode, in order', () => {
    expect(missingSecrets({})).toEqual([...GITHUB_SECRETS]);
    expect(missingSecrets({ ...allSecrets, KEYSTATIC_SECRET: '' })).toEqual(['KEYSTATIC_SECRET']);
    expect(missingSecrets(allSecrets)).toEqual([]);
  });
});

describe('githubRepoOf', () => {
  it('reads owner/name from the URL forms git uses', () => {
    expect(githubRepoOf('https://github.com/example/site-docs')).toBe('example/site-docs');
    expect(githubRepoOf('https://github.com/example/site-docs.git')).toBe('example/site-docs');
    expect(githubRepoOf('git@github.com:example/site-docs.git')).toBe('example/site-docs');
    expect(githubRepoOf('ssh://git@github.com/example/site.docs')).toBe('example/site.docs');
  });
  it('refuses other hosts and paths that are not a repository', () => {
    expect(githubRepoOf('https://gitlab.com/example/site-docs')).toBeNull();
    expect(githubRepoOf('file:///srv/git/docs')).toBeNull();
    expect(githubRepoOf('https://github.com/example')).toBeNull();
  });
});

describe('githubTarget', () => {
  it('edits local content in the checkout’s own GitHub repository, in the content folder', () => {
    expect(githubTarget(localContent, {}, 'git@github.com:example/site.git')).toEqual({
      repo: 'example/site',
      pathPrefix: 'content',
    });
  });
  it('takes CMS_GITHUB_REPO over the origin remote', () => {
    expect(githubTarget(localContent, { CMS_GITHUB_REPO: 'other/docs' }, 'git@github.com:example/site.git')).toEqual({
      repo: 'other/docs',
      pathPrefix: 'content',
    });
  });
  it('says what to set when there is no GitHub repository to save to', () => {
    expect(() => githubTarget(localContent, {}, undefined)).toThrow(/CMS_GITHUB_REPO/);
    expect(() => githubTarget(localContent, {}, 'https://gitlab.com/example/site.git')).toThrow(/CMS_GITHUB_REPO/);
    expect(() => githubTarget(localContent, { CMS_GITHUB_REPO: 'not a repo' }, undefined)).toThrow(/owner\/name/);
  });
  it('edits a git source in its own repository and folder', () => {
    expect(githubTarget(nativeGitSource, {}, undefined)).toEqual({
      repo: 'example/site-docs',
      pathPrefix: 'site/content',
    });
  });
  it('refuses a Docusaurus-layout source, whose files are not where the editor writes', () => {
    expect(() => githubTarget(docusaurusGitSource, {}, undefined)).toThrow(/Docusaurus layout/);
  });
});

describe('storageFromEnv', () => {
  it('is local unless the CMS server asks for GitHub', () => {
    expect(storageFromEnv({})).toEqual({ kind: 'local' });
  });
  it('saves to branches of the named repository, under the named folder', () => {
    expect(
      storageFromEnv({ CMS_STORAGE: 'github', CMS_GITHUB_REPO: 'example/site', CMS_PATH_PREFIX: 'content' }),
    ).toEqual({ kind: 'github', repo: 'example/site', branchPrefix: 'docs-edit/', pathPrefix: 'content' });
  });
  it('fails without a repository', () => {
    expect(() => storageFromEnv({ CMS_STORAGE: 'github' })).toThrow(/CMS_GITHUB_REPO/);
  });
});

describe('readOnlyReason', () => {
  const root = '/checkout';
  it('lets the editor save into a local content folder, wherever it is', () => {
    for (const contentDir of ['/checkout/content', '/checkout/writers/docs-src', '/elsewhere/docs'])
      expect(readOnlyReason({ contentDir, source: 'local folder' }, root)).toBeNull();
  });

  it('refuses a copy fetched from a git source, saying where it came from and what to do instead', () => {
    const reason = readOnlyReason(
      {
        contentDir: '/checkout/.cache/content-sources/x/.prepared-docs',
        source: 'https://example.org/docs.git at main',
      },
      root,
    );
    expect(reason).toMatch(/copy fetched from a git source \(https:\/\/example\.org\/docs\.git at main\)/);
    expect(reason).toMatch(/npm run cms/);
  });
});
