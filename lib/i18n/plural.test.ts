import { describe, expect, it, vi } from 'vitest';
import { pluralCategory, pluralize } from './plural';

describe('plural rules', () => {
  it('follows the locale', () => {
    expect(pluralCategory(1, 'en')).toBe('one');
    expect(pluralCategory(2, 'en')).toBe('other');
    expect(pluralize(3, { one: '{count} result', other: '{count} results' }, 'en')).toBe('3 results');
    expect(pluralize(1, { one: '{count} result', other: '{count} results' }, 'en')).toBe('1 result');
  });

  it('logs one error for a locale without plural rules and falls back to English', () => {
    const error = vi.fn();
    expect(pluralize(1, { one: 'one', other: 'many' }, 'qaa-x-made-up', { error })).toBe('one');
    expect(pluralize(5, { one: 'one', other: 'many' }, 'qaa-x-made-up', { error })).toBe('many');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toBe(
      'Plural rules are not supported for locale "qaa-x-made-up"; falling back to "en".',
    );
  });
});
