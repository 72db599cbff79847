import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { colorModeScript, resolveColorMode, type ColorModeDefault } from './color-mode';

const light: ColorModeDefault = { defaultMode: 'light', followSystem: false };
const system: ColorModeDefault = { defaultMode: 'light', followSystem: true };

describe('the colour mode shown', () => {
  it('is the stored choice, else the system’s when followed, else the default', () => {
    expect(resolveColorMode('dark', light, false)).toBe('dark');
    expect(resolveColorMode(null, light, true)).toBe('light');
    expect(resolveColorMode(null, { defaultMode: 'dark', followSystem: false }, false)).toBe('dark');
    expect(resolveColorMode(null, system, true)).toBe('dark');
    expect(resolveColorMode('light', system, true)).toBe('light');
    // Anything else stored (an old "system", a typo) counts as no choice.
    expect(resolveColorMode('system', system, false)).toBe('light');
    expect(resolveColorMode('purple', light, true)).toBe('light');
  });
});

describe('the script that applies it before the first paint', () => {
  /** Runs the script against a fake page; `stored` undefined means storage throws. */
  function run(settings: ColorModeDefault, stored: string | null | undefined, systemDark: boolean) {
    const attributes: Record<string, string> = {};
    const style: Record<string, string> = {};
    runInNewContext(colorModeScript('theme', settings), {
      localStorage: {
        getItem: (key: string) => {
          if (stored === undefined) throw new Error('SecurityError');
          return key === 'theme' ? stored : null;
        },
      },
      matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark }),
      document: {
        documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value), style },
      },
    });
    return { theme: attributes['data-theme'], colorScheme: style.colorScheme };
  }

  it('decides as resolveColorMode does, and sets the colour scheme with it', () => {
    for (const settings of [light, system, { defaultMode: 'dark', followSystem: false } as const])
      for (const stored of [null, 'light', 'dark', 'system'])
        for (const systemDark of [false, true]) {
          const expected = resolveColorMode(stored, settings, systemDark);
          expect(run(settings, stored, systemDark)).toEqual({ theme: expected, colorScheme: expected });
        }
  });

  it('falls back when storage throws', () => {
    expect(run(system, undefined, true).theme).toBe('dark');
    expect(run(light, undefined, true).theme).toBe('light');
  });
});
