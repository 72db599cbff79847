import { describe, expect, it } from 'vitest';
import { blobSha } from './git-blob';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('blobSha', () => {
  it("is git's blob hash of the bytes", () => {
    // `printf 'hello\n' | git hash-object --stdin` and `git hash-object /dev/null`
    expect(blobSha(bytes('hello\n'))).toBe('ce013625030ba8dba906f756967f9e9ca394464a');
    expect(blobSha(new Uint8Array())).toBe('e69de29bb2d1d6434b8b29ae775ad8c2e48c5391');
  });

  it('counts bytes, not characters', () => {
    // `printf 'é' | git hash-object --stdin` (two bytes in UTF-8)
    expect(blobSha(bytes('é'))).toBe('4b04fff51468d8ab5201ab02b725dc477bc7cb45');
  });
});
