import { describe, expect, it } from 'vitest';
import { basePathOf, normalizeBaseUrl, readBuildEnv } from './env.mjs';

describe('build-time settings', () => {
  it('normalises the base URL and derives the base path from it', () => {
    expect([undefined, '', '/', ' / '].map(normalizeBaseUrl)).toEqual(['/', '/', '/', '/']);
    expect(normalizeBaseUrl('preview/pr-3')).toBe('/preview/pr-3/');
    expect(basePathOf('/preview/pr-3/')).toBe('/preview/pr-3');
    expect(basePathOf(undefined)).toBe('');
  });

  it('reads every setting from the environment handed in', () => {
    expect(readBuildEnv({})).toEqual({
      baseUrl: '/',
      basePath: '',
      searchProvider: undefined,
      docsearch: { apiKey: undefined, appId: undefined, indexName: undefined },
      respectPrefersColorScheme: false,
      navbarHideOnScroll: false,
      exportDir: undefined,
      turbopackRoot: undefined,
    });
    expect(
      readBuildEnv({
        BASE_URL: 'x',
        SEARCH_PROVIDER: 'docsearch',
        DOCSEARCH_API_KEY: 'k',
        RESPECT_PREFERS_COLOR_SCHEME: 'true',
        NAVBAR_HIDE_ON_SCROLL: 'true',
      }),
    ).toMatchObject({
      basePath: '/x',
      searchProvider: 'docsearch',
      docsearch: { apiKey: 'k' },
      navbarHideOnScroll: true,
    });
    expect(readBuildEnv({ SEARCH_PROVIDER: 'algolia' }).searchProvider).toBeUndefined();
  });
});
