import { describe, expect, it } from 'vitest';
import {
  VERSIONS,
  docRoute,
  getLatestVersion,
  getVersion,
  parseDocPath,
  switchVersionPath,
  versionBanner,
  versionPath,
  type DocsVersion,
} from './versions';

const has = (ids: Record<string, string[]>) => (version: DocsVersion, docId: string) =>
  (ids[version.name] ?? []).includes(docId);

describe('version list', () => {
  it('is Next, 4.1, 4.0, 3.2, 3.1, 2.1 in dropdown order with exactly one latest', () => {
    expect(VERSIONS.map((v) => v.label)).toEqual(['Next', '4.1', '4.0', '3.2', '3.1', '2.1']);
    expect(getLatestVersion().name).toBe('4.1');
  });

  it('refuses a list without exactly one latest version', () => {
    const twoLatest = VERSIONS.map((v) => ({ ...v, status: 'latest' as const }));
    expect(() => getLatestVersion(twoLatest)).toThrow(/Exactly one docs version must be "latest"; found 6/);
  });

  it('names the known versions when asked for an unknown one', () => {
    expect(() => getVersion('5.0')).toThrow(
      'Unknown docs version "5.0". Known versions: next, 4.1, 4.0, 3.2, 3.1, 2.1.',
    );
  });
});

describe('routes', () => {
  it('leaves the latest version unprefixed and prefixes the others', () => {
    expect(docRoute(getVersion('4.1'), 'intro')).toBe('/docs/intro');
    expect(docRoute(getVersion('3.2'), 'api/events')).toBe('/docs/3.2/api/events');
    expect(docRoute(getVersion('next'), 'guides/with-expo')).toBe('/docs/next/guides/with-expo');
    expect(versionPath(getVersion('4.1'))).toBe('/docs');
    expect(versionPath(getVersion('2.1'))).toBe('/docs/2.1');
  });

  it('rejects ids that would make malformed routes', () => {
    expect(() => docRoute(getVersion('4.1'), '/intro')).toThrow(/Invalid doc id/);
    expect(() => docRoute(getVersion('4.1'), '')).toThrow(/Invalid doc id/);
  });

  it('parses prefixed, unprefixed and landing paths', () => {
    expect(parseDocPath('/docs/3.2/api/events')).toMatchObject({ version: { name: '3.2' }, docId: 'api/events' });
    expect(parseDocPath('/docs/api/events')).toMatchObject({ version: { name: '4.1' }, docId: 'api/events' });
    expect(parseDocPath('/docs/next')).toMatchObject({ version: { name: 'next' }, docId: null });
    expect(parseDocPath('/docs')).toMatchObject({ version: { name: '4.1' }, docId: null });
    expect(parseDocPath('/docs/4.0/')).toMatchObject({ version: { name: '4.0' }, docId: null });
    expect(parseDocPath('/docs/intro.html')).toMatchObject({ docId: 'intro' });
  });

  it('returns null outside the docs, including look-alike prefixes', () => {
    expect(parseDocPath('/')).toBeNull();
    expect(parseDocPath('/search')).toBeNull();
    expect(parseDocPath('/docsearch')).toBeNull();
  });
});

describe('switching versions', () => {
  const ids = { '4.1': ['intro', 'guides/play-button'], '2.1': ['intro', 'basics/build-preferences'], next: ['intro'] };

  it('keeps the page when the target version has it', () => {
    expect(switchVersionPath('intro', getVersion('2.1'), has(ids))).toBe('/docs/2.1/intro');
  });

  it('page-missing-in-target-version: falls back to the main doc', () => {
    expect(switchVersionPath('guides/play-button', getVersion('2.1'), has(ids))).toBe('/docs/2.1/intro');
    expect(switchVersionPath('basics/build-preferences', getVersion('4.1'), has(ids))).toBe('/docs/intro');
  });

  it('goes landing page to landing page', () => {
    expect(switchVersionPath(null, getVersion('next'), has(ids))).toBe('/docs/next');
  });
});

describe('banners', () => {
  const ids = {
    '4.1': ['intro', 'api/events'],
    '4.0': ['intro', 'api/events'],
    '2.1': ['intro', 'basics/build-preferences'],
    next: ['intro', 'api/events'],
  };
  const title = 'React Native Track Player';

  it('shows none on the latest version', () => {
    expect(versionBanner(getVersion('4.1'), 'intro', has(ids), title)).toBeNull();
  });

  it('marks next as unreleased and links to the same page in 4.1', () => {
    const banner = versionBanner(getVersion('next'), 'api/events', has(ids), title);
    expect(banner).toMatchObject({ kind: 'unreleased', href: '/docs/api/events' });
    expect(banner?.message).toBe('This is unreleased documentation for React Native Track Player Next version.');
  });

  it('marks older versions unmaintained, falling back to the latest main doc', () => {
    const sameExists = versionBanner(getVersion('4.0'), 'api/events', has(ids), title);
    expect(sameExists).toMatchObject({ kind: 'unmaintained', href: '/docs/api/events' });
    expect(sameExists?.message).toBe(
      'This is documentation for React Native Track Player 4.0, which is no longer actively maintained.',
    );
    const missing = versionBanner(getVersion('2.1'), 'basics/build-preferences', has(ids), title);
    expect(missing?.href).toBe('/docs/intro');
    expect(missing?.linkLabel).toBe('latest version (4.1)');
  });
});
