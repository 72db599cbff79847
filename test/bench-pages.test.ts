import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docRoutesBySize, htmlFile, pagesToMeasure } from '../bench/pages.mjs';

/** An export with the given HTML files (path → size in bytes). */
function site(files: Record<string, number>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pages-'));
  for (const [file, size] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), 'x'.repeat(size));
  }
  return dir;
}

describe('the pages the paired page bench measures', () => {
  const ours = site({
    'docs/api/events.html': 500,
    'docs/changes/3.2-to-4.0.html': 900,
    'docs/api/functions/player.html': 300,
    'docs/guides/big/index.html': 400,
    'docs/basics/installation.html': 100,
    'docs/intro.html': 50,
  });
  const old = site({
    'docs/api/events.html': 10,
    'docs/api/functions/player.html': 10,
    'docs/guides/big.html': 10,
    'docs/basics/installation.html': 10,
    'docs/intro.html': 10,
  });

  it('finds a route as a .html file or a folder index', () => {
    expect(htmlFile(ours, '/docs/guides/big')).toBe(path.join(ours, 'docs/guides/big/index.html'));
    expect(htmlFile(old, '/docs/guides/big')).toBe(path.join(old, 'docs/guides/big.html'));
    expect(htmlFile(old, '/docs/nowhere')).toBeNull();
  });

  it('orders doc routes by HTML size, heaviest first', () => {
    expect(docRoutesBySize(ours).map((r: { route: string }) => r.route)).toEqual([
      '/docs/changes/3.2-to-4.0',
      '/docs/api/events',
      '/docs/guides/big',
      '/docs/api/functions/player',
      '/docs/basics/installation',
      '/docs/intro',
    ]);
  });

  it('takes the heaviest pages both sites have, then the named ones, then the installation page, once each', () => {
    expect(pagesToMeasure(ours, old, 2, ['/docs/api/functions/player', '/docs/api/events', '/docs/gone'])).toEqual([
      '/docs/api/events',
      '/docs/guides/big',
      '/docs/api/functions/player',
      '/docs/basics/installation',
    ]);
  });
});
