import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { metaPolicy } from './csp.mjs';

const headers = readFileSync(path.resolve(__dirname, '../../public/_headers'), 'utf8');
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

describe('Content-Security-Policy', () => {
  it('shows images from any https host, and nothing else beyond the site and data URLs', () => {
    expect(directive(metaPolicy('<html></html>'), 'img-src')).toBe("img-src 'self' data: https:");
    const headerPolicy = /Content-Security-Policy: (.+)/.exec(headers)?.[1] ?? '';
    expect(directive(headerPolicy, 'img-src')).toBe("img-src 'self' data: https:");
  });
});

describe('Content-Security-Policy for media', () => {
  it("plays media from the site itself and from blob: (Shaka Player's Media Source streams), from no other host", () => {
    expect(directive(metaPolicy('<html></html>'), 'media-src')).toBe("media-src 'self' blob:");
    for (const [, policy] of headers.matchAll(/Content-Security-Policy: (.+)/g))
      expect(directive(policy ?? '', 'media-src')).toBe("media-src 'self' blob:");
  });
});
