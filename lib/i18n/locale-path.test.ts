import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath } from './locale-path';

// A second, fictitious locale to exercise the prefix rule.
const locales = [{ code: 'en' }, { code: 'fr' }];

describe('locale paths', () => {
  it('adds the prefix of a non-default locale', () => {
    expect(localizedPath('/docs/3.2/intro', 'fr', locales, 'en')).toBe('/fr/docs/3.2/intro');
    expect(localizedPath('/', 'fr', locales, 'en')).toBe('/fr');
  });

  it('removes it for the default locale, keeping query and hash', () => {
    expect(localizedPath('/fr/docs/intro#setup', 'en', locales, 'en')).toBe('/docs/intro#setup');
    expect(localizedPath('/fr', 'en', locales, 'en')).toBe('/');
    expect(localizedPath('/fr/search?q=play', 'en', locales, 'en')).toBe('/search?q=play');
  });

  it('keeps the page when the locale does not change', () => {
    expect(localizedPath('/docs/intro', 'en', locales, 'en')).toBe('/docs/intro');
    expect(localizedPath('/fr/docs/intro', 'fr', locales, 'en')).toBe('/fr/docs/intro');
  });

  it('reads the locale from the first segment only when it is a configured non-default locale', () => {
    expect(localeOfPath('/fr/docs', locales, 'en')).toBe('fr');
    expect(localeOfPath('/docs/fr', locales, 'en')).toBe('en');
    expect(localeOfPath('/en/docs', locales, 'en')).toBe('en');
  });

  it('rejects an unknown locale', () => {
    expect(() => localizedPath('/docs', 'de', locales, 'en')).toThrow('Unknown locale "de". Configured: en, fr.');
  });
});
