import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkReport, moveInto } from './postbuild-steps';
import { findBrokenLinks, loadFiles, loadSite, routeOfFile } from './check-links.mjs';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

const page = (body: string) => `<html><body>${body}</body></html>`;

describe('link checker', () => {
  const pages = new Map([
    ['/', page('<a href="/docs/intro">Intro</a><a href="https://github.com">GH</a><a href="mailto:x@y.z">mail</a>')],
    [
      '/docs/intro',
      page(
        '<h2 id="setup">Setup</h2><a href="#setup">here</a><a href="/docs/api/events#playbackstate">ev</a><a href="./api/events">rel</a>',
      ),
    ],
    ['/docs/api/events', page('<h3 id="playbackstate">PlaybackState</h3><a href="/_next/static/x.js">asset</a>')],
  ]);

  it('accepts valid routes, anchors, relative links and external links', () => {
    expect(findBrokenLinks(pages)).toEqual([]);
  });

  it('reports a deliberately broken link and a missing anchor', () => {
    const broken = new Map(pages);
    broken.set(
      '/docs/bad',
      page('<a href="/docs/nope">gone</a><a href="/docs/intro#missing">anchor</a><a href="#also-missing">self</a>'),
    );
    expect(findBrokenLinks(broken)).toEqual([
      { from: '/docs/bad', href: '/docs/nope', reason: 'no page or file /docs/nope' },
      { from: '/docs/bad', href: '/docs/intro#missing', reason: 'no element with id "missing" on /docs/intro' },
      { from: '/docs/bad', href: '#also-missing', reason: 'no element with id "also-missing" on /docs/bad' },
    ]);
  });

  it('checks links under a base URL', () => {
    const based = new Map([
      ['/', page('<a href="/pr-1/docs">in</a><a href="/docs">out</a>')],
      ['/docs', page('')],
    ]);
    expect(findBrokenLinks(based, { basePath: '/pr-1' })).toEqual([
      { from: '/', href: '/docs', reason: 'outside the base URL /pr-1' },
    ]);
  });

  it('checks images and links to files against the files of the export', () => {
    const site = new Map([
      [
        '/docs/intro',
        page(
          '<img src="/img/wave.png" alt=""><img src="../img/gone.png" alt=""><img src="https://example.com/x.png" alt="">' +
            '<img src="data:image/png;base64,AAAA" alt=""><a href="/files/sample%20queue.json">json</a><a href="/files/none.zip">zip</a>',
        ),
      ],
    ]);
    const files = new Set(['/img/wave.png', '/files/sample queue.json']);
    expect(findBrokenLinks(site, { files })).toEqual([
      { from: '/docs/intro', href: '/files/none.zip', reason: 'no page or file /files/none.zip' },
      { from: '/docs/intro', href: '../img/gone.png', reason: 'no image file /img/gone.png' },
    ]);
    expect(findBrokenLinks(site, { files, basePath: '/pr-1' }).map((b) => b.reason)).toContain(
      'image outside the base URL /pr-1',
    );
  });

  it('lets pass exactly the broken anchors reported elsewhere as warnings', () => {
    const site = new Map([
      ['/docs/a', page('<a href="/docs/b#typo">typo</a><a href="/docs/b#other-typo">other</a>')],
      ['/docs/b', page('<h2 id="real">Real</h2>')],
    ]);
    expect(findBrokenLinks(site, { toleratedAnchors: ['/docs/b#typo'] })).toEqual([
      { from: '/docs/a', href: '/docs/b#other-typo', reason: 'no element with id "other-typo" on /docs/b' },
    ]);
  });

  it('maps exported files to routes', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('docs/4.0.html')).toBe('/docs/4.0');
    expect(routeOfFile(path.join('docs', 'intro.html'))).toBe('/docs/intro');
  });

  it('on a fixture export: moves the files app/raw/ made into place, then names each broken link or image', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rntp-out-'));
    const out = path.join(dir, 'out');
    mkdirSync(path.join(out, 'docs'), { recursive: true });
    mkdirSync(path.join(out, 'raw/files'), { recursive: true });
    writeFileSync(path.join(out, 'raw/files/notes.txt'), 'notes');
    mkdirSync(path.join(out, 'raw/img'), { recursive: true });
    writeFileSync(path.join(out, 'raw/img/logo.svg'), 'the content’s');
    writeFileSync(
      path.join(out, 'index.html'),
      page('<a href="/docs/intro#typo">ok</a><a href="/files/notes.txt">notes</a><img src="/img/missing.png" alt="">'),
    );
    writeFileSync(path.join(out, 'docs/intro.html'), page('<a href="/docs/missing-page">broken</a>'));
    writeFileSync(path.join(out, '404.html'), page('Not found'));
    // The site's own file (from public/) is already in the export: it wins over the content's, which is listed.
    mkdirSync(path.join(out, 'img'), { recursive: true });
    writeFileSync(path.join(out, 'img/logo.svg'), 'the site’s');
    try {
      expect(moveInto(path.join(out, 'raw'), out)).toEqual({ moved: 1, kept: ['img/logo.svg'] });
      expect(existsSync(path.join(out, 'raw'))).toBe(false);
      expect(readFileSync(path.join(out, 'img/logo.svg'), 'utf8')).toBe('the site’s');
      const report = linkReport(out, { basePath: '', toleratedAnchors: ['/docs/intro#typo'] });
      expect(report.ok).toBe(false);
      expect(report.lines[0]).toBe('postbuild: 2 broken link(s) or image(s):');
      expect(report.lines.slice(1).sort()).toEqual([
        '  /: /img/missing.png (no image file /img/missing.png)',
        '  /docs/intro: /docs/missing-page (no page or file /docs/missing-page)',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // A small export on disk (test/fixtures/export-broken-links): three pages and a file, with a broken link, a missing
  // image and a broken anchor that the content listed as a warning (postbuild passes those as toleratedAnchors).
  it('finds the broken link and image of a fixture export on disk, and only those', () => {
    const out = path.resolve(__dirname, '../../test/fixtures/export-broken-links');
    const site = loadSite(out);
    expect([...site.keys()].sort()).toEqual(['/', '/404', '/docs/intro']);
    expect(site.get('/docs/intro')?.links).toEqual(['/docs/missing-page', '/']);
    const files = loadFiles(out);
    expect([...files]).toEqual(['/files/notes.txt']);
    const broken = findBrokenLinks(site, { files, toleratedAnchors: ['/docs/intro#typo'] });
    expect(broken.sort((a, b) => a.from.localeCompare(b.from))).toEqual([
      { from: '/', href: '/img/missing.png', reason: 'no image file /img/missing.png' },
      { from: '/docs/intro', href: '/docs/missing-page', reason: 'no page or file /docs/missing-page' },
    ]);
    // Without the warning's tolerance the anchor is broken too.
    expect(findBrokenLinks(site, { files }).map((b) => b.href)).toContain('/docs/intro#typo');
  });
});
