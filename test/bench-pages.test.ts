import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bytesByKind,
  docRoutesBySize,
  htmlFile,
  pagesTable,
  pagesToMeasure,
  scriptsBeforePaint,
} from '../bench/pages.mjs';
import { inlinePayload, payloadRows } from '../bench/inline-payload.mjs';

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

describe('what a page load transferred, by kind', () => {
  const page = 'http://127.0.0.1:4000/docs/api/functions/player';
  const requests = [
    { url: page, resourceType: 'Document', transferSize: 20_000 },
    { url: 'http://127.0.0.1:4000/_next/static/chunks/a.js', resourceType: 'Script', transferSize: 9_000 },
    { url: 'http://127.0.0.1:4000/_next/static/chunks/b.js', resourceType: 'Script', transferSize: 1_000 },
    { url: 'http://127.0.0.1:4000/_next/static/chunks/c.css', resourceType: 'Stylesheet', transferSize: 6_000 },
    { url: 'http://127.0.0.1:4000/img/logo.svg', resourceType: 'Image', transferSize: 400 },
    { url: 'http://127.0.0.1:4000/search-index/4.1.json', resourceType: 'Fetch', transferSize: 50_000 },
  ];

  it('adds each request to its kind and the total', () => {
    expect(bytesByKind(requests, page)).toEqual({
      html: 20_000,
      scripts: 10_000,
      styles: 6_000,
      fetches: 50_000,
      prefetches: 0,
      other: 400,
      total: 86_400,
      routeData: [],
    });
  });

  it('names the other routes whose data was fetched: route data files and other pages', () => {
    const prefetches = [
      {
        url: 'http://127.0.0.1:4000/docs/api/functions/queue/__next._tree.txt?_rsc=x1',
        resourceType: 'Fetch',
        transferSize: 300,
      },
      { url: 'http://127.0.0.1:4000/docs/api/events', resourceType: 'Fetch', transferSize: 800 },
    ];
    expect(bytesByKind([...requests, ...prefetches], page).routeData).toEqual([
      '/docs/api/functions/queue/__next._tree.txt?_rsc=x1',
      '/docs/api/events',
    ]);
  });

  it('counts another route\'s code prefetched during load (the old site\'s <link rel="prefetch">) as route data', () => {
    const prefetched = [
      { url: 'http://127.0.0.1:4000/assets/js/8e2f3fc5.a3ca6cca.js', resourceType: 'Other', transferSize: 2_800 },
      { url: 'http://127.0.0.1:4000/img/logo.png', resourceType: 'Other', transferSize: 1_500 },
      { url: 'https://cdn.example.com/lib.js', resourceType: 'Other', transferSize: 9_000 },
    ];
    const bytes = bytesByKind([...requests, ...prefetched], page);
    expect(bytes.prefetches).toBe(2_800);
    expect(bytes.other).toBe(400 + 1_500 + 9_000);
    expect(bytes.total).toBe(86_400 + 2_800 + 1_500 + 9_000);
    expect(bytes.routeData).toEqual(['/assets/js/8e2f3fc5.a3ca6cca.js']);
  });
});

describe('the scripts a page had received before its largest paint', () => {
  const requests = [
    { resourceType: 'Document', transferSize: 14_000, loadedAt: 27 },
    { resourceType: 'Stylesheet', transferSize: 5_000, loadedAt: 151 },
    { resourceType: 'Script', transferSize: 46_000, loadedAt: 174 },
    { resourceType: 'Script', transferSize: 73_000, loadedAt: 203 },
    { resourceType: 'Script', transferSize: 11_000, loadedAt: 218 },
    { resourceType: 'Script', transferSize: 600 },
  ];

  it('counts the scripts that had arrived by the paint, and their bytes, and nothing else', () => {
    expect(scriptsBeforePaint(requests, 210)).toEqual({ count: 2, bytes: 119_000 });
    expect(scriptsBeforePaint(requests, 218)).toEqual({ count: 3, bytes: 130_000 });
  });

  it('finds none when the text painted before any script arrived, as the framework floor does', () => {
    expect(scriptsBeforePaint(requests, 79)).toEqual({ count: 0, bytes: 0 });
  });

  it('finds none when the paint was not measured', () => {
    expect(scriptsBeforePaint(requests, NaN)).toEqual({ count: 0, bytes: 0 });
  });

  it('shows in the table beside the simulated LCP, and stays empty for a row measured before it was recorded', () => {
    const row = { route: '/docs/x', performance: 90, all: [90], tbtAll: [300], tbtMs: 300, lcpMs: 2400, load: [1, 2] };
    const table = pagesTable({
      loadAverage: { min: 1, max: 2 },
      rows: [
        { ...row, side: 'ours', observedLcpMs: 232, scriptsBeforeLcp: { count: 7, bytes: 151_552 } },
        { ...row, side: 'old' },
      ],
    });
    expect(table).toContain('| /docs/x | ours | 90 (90) | 300 ms (300) | 2400 ms | 232 ms, 7 (148.0 KB) | 1–2 |');
    expect(table).toContain('| /docs/x | old | 90 (90) | 300 ms (300) | 2400 ms |  | 1–2 |');
  });
});

describe('the inline React payload of a page', () => {
  const pushes = [
    'self.__next_f.push([0])',
    String.raw`self.__next_f.push([1,"1:\"$Sreact.fragment\"\n0:[\"$\",\"p\",null,{\"id\":\"intro\"}]\n"])`,
    String.raw`self.__next_f.push([1,"2:[\"$\",\"footer\",null,{\"children\":\"a long footer\"}]\n"])`,
  ];
  const html = `<html><body><p>Text</p><script>self.__next_f=self.__next_f||[]</script>${pushes.map((p) => `<script>${p}</script>`).join('')}<script src="/x.js"></script></body></html>`;

  it('is the push scripts, measured as sent, and the text they carry', () => {
    const payload = inlinePayload(html);
    expect(payload.scripts).toBe(3);
    expect(payload.bytes).toBe(pushes.join('').length);
    expect(payload.gzipBytes).toBeGreaterThan(0);
    expect(payload.text).toBe(
      '1:"$Sreact.fragment"\n0:["$","p",null,{"id":"intro"}]\n2:["$","footer",null,{"children":"a long footer"}]\n',
    );
  });

  it('lists its rows, largest first', () => {
    expect(payloadRows(inlinePayload(html).text).map((r: { id: string }) => r.id)).toEqual(['2', '0', '1']);
  });
});
