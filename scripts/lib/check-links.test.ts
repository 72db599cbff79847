import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { findBrokenLinks, loadSite, routeOfFile } from './check-links.mjs';

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
      { from: '/docs/bad', href: '/docs/nope', reason: 'no page /docs/nope' },
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

  it('maps exported files to routes', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('docs/4.0.html')).toBe('/docs/4.0');
    expect(routeOfFile(path.join('docs', 'intro.html'))).toBe('/docs/intro');
  });

  it('fails the build step on a fixture export with a broken link, naming it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rntp-out-'));
    mkdirSync(path.join(dir, 'docs'));
    writeFileSync(path.join(dir, 'index.html'), page('<a href="/docs/intro">ok</a>'));
    writeFileSync(path.join(dir, 'docs/intro.html'), page('<a href="/docs/missing-page">broken</a>'));
    writeFileSync(path.join(dir, '404.html'), page('Not found'));
    expect(loadSite(dir).size).toBe(3);
    expect(loadSite(dir).get('/docs/intro')?.links).toEqual(['/docs/missing-page']);
    const result = spawnSync(process.execPath, [path.resolve(__dirname, '../postbuild.mjs')], {
      encoding: 'utf8',
      env: { ...process.env, OUT_DIR: dir, BASE_URL: '/' },
    });
    rmSync(dir, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('/docs/intro: /docs/missing-page (no page /docs/missing-page)');
  });
});
