import { describe, expect, it } from 'vitest';
import { nocheckReason, visibleCode, withoutNocheck } from './code-meta';

describe('nocheckReason', () => {
  it('reads the quoted reason, either quote', () => {
    expect(nocheckReason('nocheck="fragment of a class"')).toBe('fragment of a class');
    expect(nocheckReason('title="a.ts" nocheck=\'pseudo-code\'')).toBe('pseudo-code');
  });
  it('tells a bare flag (empty reason) from no flag', () => {
    expect(nocheckReason('nocheck')).toBe('');
    expect(nocheckReason('title="nocheck.ts"')).toBeUndefined();
    expect(nocheckReason('')).toBeUndefined();
  });
});

describe('withoutNocheck', () => {
  it('keeps the rest of the meta', () => {
    expect(withoutNocheck('title="App.tsx" nocheck="fragment" {1,3}')).toBe('title="App.tsx" {1,3}');
    expect(withoutNocheck('nocheck')).toBe('');
  });
});

describe('visibleCode', () => {
  it('drops everything up to the last cut line', () => {
    expect(visibleCode('declare const a: number;\n// ---cut---\nconsole.log(a);')).toBe('console.log(a);');
    expect(visibleCode('a\n  //---cut---  \nb\n// ---cut---\nc')).toBe('c');
  });
  it('leaves a block without a cut alone', () => {
    expect(visibleCode('const cut = "// ---cut--- in a string";')).toBe('const cut = "// ---cut--- in a string";');
  });
});
