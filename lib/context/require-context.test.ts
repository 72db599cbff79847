import { describe, expect, it } from 'vitest';
import { requireContextValue } from './require-context';

describe('requireContextValue', () => {
  it('returns the value inside the provider', () => {
    expect(requireContextValue({ version: '4.1' }, 'useDocsLocation', 'DocsLocationProvider')).toEqual({
      version: '4.1',
    });
  });

  it('names the provider when used outside it', () => {
    expect(() => requireContextValue(null, 'useDocsLocation', 'DocsLocationProvider')).toThrow(
      'useDocsLocation must be used inside <DocsLocationProvider>: no DocsLocationProvider was found above this component.',
    );
  });
});
