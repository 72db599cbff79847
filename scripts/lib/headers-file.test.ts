import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile } from './headers-file.mjs';

const file = [
  '# comment',
  '/*',
  '  X-Frame-Options: DENY',
  '  Content-Security-Policy: default-src self',
  '',
  '/*.md',
  '  Content-Type: text/markdown; charset=utf-8',
  '/docs/:version/llms.txt',
  '  Content-Type: text/plain; charset=utf-8',
].join('\n');

describe('_headers rules', () => {
  const rules = parseHeadersFile(file);

  it('reads each path with its headers', () => {
    expect(rules.map((r) => [r.pattern, Object.keys(r.headers)])).toEqual([
      ['/*', ['X-Frame-Options', 'Content-Security-Policy']],
      ['/*.md', ['Content-Type']],
      ['/docs/:version/llms.txt', ['Content-Type']],
    ]);
  });

  it('gives a path the headers of every rule that matches it', () => {
    expect(headersFor(rules, '/docs/3.2/api/events.md')).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': 'default-src self',
      'Content-Type': 'text/markdown; charset=utf-8',
    });
    expect(headersFor(rules, '/docs/3.2/llms.txt')['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(headersFor(rules, '/docs/3.2/api/llms.txt')['Content-Type']).toBeUndefined();
    expect(headersFor(rules, '/docs/intro')).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': 'default-src self',
    });
  });

  it('takes a dot in a pattern literally', () => {
    expect(headersFor(rules, '/docs/intro-md')['Content-Type']).toBeUndefined();
  });

  it('fails on a header line before any path', () => {
    expect(() => parseHeadersFile('  X-A: b')).toThrow('before any path');
  });

  it('serves the text forms of the docs with their types (public/_headers)', () => {
    const rules = parseHeadersFile(readFileSync(path.resolve(__dirname, '../../public/_headers'), 'utf8'));
    expect(headersFor(rules, '/docs/basics/installation.md')['Content-Type']).toBe('text/markdown; charset=utf-8');
    expect(headersFor(rules, '/llms.txt')['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(headersFor(rules, '/llms-full.txt')['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(headersFor(rules, '/docs/3.2/llms.txt')['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(headersFor(rules, '/docs/next/llms-full.txt')['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(headersFor(rules, '/docs/intro')['Content-Type']).toBeUndefined();
    expect(headersFor(rules, '/docs/intro')['X-Content-Type-Options']).toBe('nosniff');
  });

  it('gives every page the same security headers, and scripts, styles and images only nosniff (public/_headers)', () => {
    const rules = parseHeadersFile(readFileSync(path.resolve(__dirname, '../../public/_headers'), 'utf8'));
    const pages = ['/', '/search', '/docs', '/docs/3.2', '/docs/basics/installation', '/docs/changes/3.2-to-4.0'];
    const [first, ...others] = [...pages, '/404.html'].map((page) => headersFor(rules, page));
    expect(Object.keys(first ?? {}).sort()).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ]);
    for (const headers of others) expect(headers).toEqual(first);
    for (const asset of ['/_next/static/chunks/0abc.js', '/_next/static/chunks/0abc.css', '/img/logo.svg'])
      expect(headersFor(rules, asset)).toEqual({ 'X-Content-Type-Options': 'nosniff' });
  });
});
