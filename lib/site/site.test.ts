import nextConfig from '../../next.config.js';

// Next's phase names (next/constants, which lib/ does not import).
const PHASE_PRODUCTION_BUILD = 'phase-production-build';
import { describe, expect, it } from 'vitest';
import { normalizeBaseUrl, siteConfig } from '../site-config';
import { pageTitle } from './page-title';
import { absoluteUrl, sitemapEntries } from './sitemap';
import { isExternalHref, withBasePath, withVersion } from './links';
import { getVersion } from '../versions/versions';
import { versionsFromManifest } from '../versions/version-manifest';
import { threeReleases } from '../docs-model/fixtures';

const versions = versionsFromManifest(threeReleases);
const v = (name: string) => getVersion(name, versions);

describe('site configuration', () => {
  it('normalises base URLs and agrees with next.config.js on the base path', () => {
    expect(normalizeBaseUrl(undefined)).toBe('/');
    expect(normalizeBaseUrl('')).toBe('/');
    expect(normalizeBaseUrl('preview/pr-3')).toBe('/preview/pr-3/');
    expect(normalizeBaseUrl('/pr-3/')).toBe('/pr-3/');
    const basePath = nextConfig(PHASE_PRODUCTION_BUILD).basePath ?? '';
    expect(basePath === '' ? '/' : `${basePath}/`).toBe(siteConfig.baseUrl);
  });
});

describe('page helpers', () => {
  it('titles pages "<title> | site", the home page with the site title twice', () => {
    expect(pageTitle('Events', 'React Native Track Player')).toBe('Events | React Native Track Player');
    expect(pageTitle(null, 'React Native Track Player')).toBe('React Native Track Player | React Native Track Player');
  });

  it('builds absolute URLs under the base URL', () => {
    expect(absoluteUrl('/docs/intro', 'https://rntp.dev', '/')).toBe('https://rntp.dev/docs/intro');
    expect(absoluteUrl('/', 'https://rntp.dev/', '/pr-1/')).toBe('https://rntp.dev/pr-1/');
    expect(absoluteUrl('/docs', 'https://rntp.dev', '/pr-1/')).toBe('https://rntp.dev/pr-1/docs');
  });

  it('lists each route once, weekly at priority 0.5', () => {
    expect(sitemapEntries(['/b', '/a', '/b'], 'https://rntp.dev', '/')).toEqual([
      { url: 'https://rntp.dev/a', changeFrequency: 'weekly', priority: 0.5 },
      { url: 'https://rntp.dev/b', changeFrequency: 'weekly', priority: 0.5 },
    ]);
  });

  it('tells external links from internal ones', () => {
    expect(isExternalHref('https://github.com')).toBe(true);
    expect(isExternalHref('//cdn.example.com/x')).toBe(true);
    expect(isExternalHref('mailto:a@b.c')).toBe(true);
    expect(isExternalHref('/docs/intro')).toBe(false);
  });

  it('points version-less doc links at a version', () => {
    expect(withVersion('/docs/intro', v('1.1'), versions)).toBe('/docs/1.1/intro');
    expect(withVersion('/docs/api/events#playbackstate', v('next'), versions)).toBe(
      '/docs/next/api/events#playbackstate',
    );
    expect(withVersion('/docs/intro', v('2.0'), versions)).toBe('/docs/intro');
    expect(withVersion('/docs/intro', undefined, versions)).toBe('/docs/intro');
    expect(withVersion('/search', v('1.1'), versions)).toBe('/search');
  });
});

describe('internal links under a base path', () => {
  it('prefixes site paths with the base path', () => {
    expect(withBasePath('/docs/intro', '/preview')).toBe('/preview/docs/intro');
    expect(withBasePath('/docs/api/events#playbackerror', '/preview')).toBe('/preview/docs/api/events#playbackerror');
    expect(withBasePath('/', '/preview')).toBe('/preview');
    expect(withBasePath('/#features', '/preview')).toBe('/preview#features');
    expect(withBasePath('/search?q=play', '/pr-3')).toBe('/pr-3/search?q=play');
  });
  it('leaves hrefs alone without a base path, and hashes, relative and external hrefs always', () => {
    expect(withBasePath('/docs/intro', '')).toBe('/docs/intro');
    expect(withBasePath('#setup', '/preview')).toBe('#setup');
    expect(withBasePath('getting-started', '/preview')).toBe('getting-started');
    expect(withBasePath('//cdn.example.com/x.js', '/preview')).toBe('//cdn.example.com/x.js');
    expect(withBasePath('https://github.com', '/preview')).toBe('https://github.com');
  });
});
