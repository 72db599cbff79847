import { describe, expect, it } from 'vitest';
import { threeReleases, unreleasedNamedCanary } from '../docs-model/fixtures';
import { versionsFromManifest } from './version-manifest';
import {
  docRoute,
  getLatestVersion,
  getVersion,
  parseDocPath,
  switchVersionPath,
  versionBanner,
  versionPath,
  type DocsVersion,
} from './versions';

const VERSIONS = versionsFromManifest(threeReleases);
const v = (name: string) => getVersion(name, VERSIONS);
const has = (ids: Record<string, string[]>) => (version: DocsVersion, docId: string) =>
  (ids[version.name] ?? []).includes(docId);

describe('version list', () => {
  it('puts the unreleased version first, then releases newest first, with exactly one latest', () => {
    expect(VERSIONS.map((x) => x.label)).toEqual(['Next', '2.0', '1.1', '1.0']);
    expect(getLatestVersion(VERSIONS).name).toBe('2.0');
    expect(VERSIONS.map((x) => x.status)).toEqual(['unreleased', 'latest', 'unmaintained', 'unmaintained']);
  });

  it('derives every fact of a version in its record', () => {
    expect(v('next')).toMatchObject({
      path: '/docs/next',
      editFolder: 'docs',
      searchTag: 'docs-default-current',
      landingHeading: 'Unreleased documentation (Next)',
      landingTitle: 'Next documentation',
    });
    expect(v('1.1')).toMatchObject({
      path: '/docs/1.1',
      editFolder: 'versioned_docs/version-1.1',
      searchTag: 'docs-default-1.1',
      landingHeading: 'Documentation for version 1.1',
      landingTitle: 'Version 1.1 documentation',
    });
  });

  it('takes the unreleased label and path from the manifest alone', () => {
    const canary = versionsFromManifest(unreleasedNamedCanary);
    expect(canary[0]).toMatchObject({ label: 'Canary', prefix: 'canary', path: '/docs/canary', status: 'unreleased' });
    expect(canary[0]!.landingHeading).toBe('Unreleased documentation (Canary)');
    expect(docRoute(canary[0]!, 'intro')).toBe('/docs/canary/intro');
    expect(parseDocPath('/docs/canary/api/events', canary)).toMatchObject({ version: { label: 'Canary' } });
  });

  it('lets a site without unreleased docs publish its only folder, and refuses two versions in one folder', () => {
    expect(versionsFromManifest({ versions: ['next'] })[0]).toMatchObject({
      name: 'next',
      status: 'latest',
      path: '/docs',
    });
    expect(() => versionsFromManifest({ current: { label: 'Next', path: 'next' }, versions: ['next'] })).toThrow(
      /"next" is the unreleased docs' folder/,
    );
  });

  it('refuses a list without exactly one latest version', () => {
    const twoLatest = VERSIONS.map((x) => ({ ...x, status: 'latest' as const }));
    expect(() => getLatestVersion(twoLatest)).toThrow(/Exactly one docs version must be "latest"; found 4/);
  });

  it('names the known versions when asked for an unknown one', () => {
    expect(() => v('5.0')).toThrow('Unknown docs version "5.0". Known versions: next, 2.0, 1.1, 1.0.');
  });
});

describe('routes', () => {
  it('leaves the latest version unprefixed and prefixes the others', () => {
    expect(docRoute(v('2.0'), 'intro')).toBe('/docs/intro');
    expect(docRoute(v('1.1'), 'api/events')).toBe('/docs/1.1/api/events');
    expect(docRoute(v('next'), 'guides/with-expo')).toBe('/docs/next/guides/with-expo');
    expect(versionPath(v('2.0'))).toBe('/docs');
    expect(versionPath(v('1.0'))).toBe('/docs/1.0');
  });

  it('rejects ids that would make malformed routes', () => {
    expect(() => docRoute(v('2.0'), '/intro')).toThrow(/Invalid doc id/);
    expect(() => docRoute(v('2.0'), '')).toThrow(/Invalid doc id/);
  });

  it('parses prefixed, unprefixed and landing paths', () => {
    expect(parseDocPath('/docs/1.1/api/events', VERSIONS)).toMatchObject({
      version: { name: '1.1' },
      docId: 'api/events',
    });
    expect(parseDocPath('/docs/api/events', VERSIONS)).toMatchObject({ version: { name: '2.0' }, docId: 'api/events' });
    expect(parseDocPath('/docs/next', VERSIONS)).toMatchObject({ version: { name: 'next' }, docId: null });
    expect(parseDocPath('/docs', VERSIONS)).toMatchObject({ version: { name: '2.0' }, docId: null });
    expect(parseDocPath('/docs/1.0/', VERSIONS)).toMatchObject({ version: { name: '1.0' }, docId: null });
    expect(parseDocPath('/docs/intro.html', VERSIONS)).toMatchObject({ docId: 'intro' });
  });

  it('returns null outside the docs, including look-alike prefixes', () => {
    expect(parseDocPath('/', VERSIONS)).toBeNull();
    expect(parseDocPath('/search', VERSIONS)).toBeNull();
    expect(parseDocPath('/docsearch', VERSIONS)).toBeNull();
  });
});

describe('switching versions', () => {
  const ids = { '2.0': ['intro', 'guides/play-button'], '1.0': ['intro', 'basics/build-preferences'], next: ['intro'] };

  it('keeps the page when the target version has it', () => {
    expect(switchVersionPath('intro', v('1.0'), has(ids))).toBe('/docs/1.0/intro');
  });

  it('page-missing-in-target-version: falls back to the main doc', () => {
    expect(switchVersionPath('guides/play-button', v('1.0'), has(ids))).toBe('/docs/1.0/intro');
    expect(switchVersionPath('basics/build-preferences', v('2.0'), has(ids))).toBe('/docs/intro');
  });

  it('goes landing page to landing page', () => {
    expect(switchVersionPath(null, v('next'), has(ids))).toBe('/docs/next');
  });
});

describe('banners', () => {
  const ids = {
    '2.0': ['intro', 'api/events'],
    '1.1': ['intro', 'api/events'],
    '1.0': ['intro', 'basics/build-preferences'],
    next: ['intro', 'api/events'],
  };
  const title = 'React Native Track Player';

  it('shows none on the latest version', () => {
    expect(versionBanner(v('2.0'), 'intro', has(ids), title, VERSIONS)).toBeNull();
  });

  it('marks the unreleased version and links to the same page in the latest', () => {
    const banner = versionBanner(v('next'), 'api/events', has(ids), title, VERSIONS);
    expect(banner).toMatchObject({ kind: 'unreleased', href: '/docs/api/events' });
    expect(banner?.message).toBe('This is unreleased documentation for React Native Track Player Next version.');
  });

  it('marks older versions unmaintained, falling back to the latest main doc', () => {
    const sameExists = versionBanner(v('1.1'), 'api/events', has(ids), title, VERSIONS);
    expect(sameExists).toMatchObject({ kind: 'unmaintained', href: '/docs/api/events' });
    expect(sameExists?.message).toBe(
      'This is documentation for React Native Track Player 1.1, which is no longer actively maintained.',
    );
    const missing = versionBanner(v('1.0'), 'basics/build-preferences', has(ids), title, VERSIONS);
    expect(missing?.href).toBe('/docs/intro');
    expect(missing?.linkLabel).toBe('latest version (2.0)');
  });
});
