import { describe, expect, it } from 'vitest';
import { documentedLifecycle } from '../api-model/lifecycle';
import { versionIntelligence, type VersionIntelligence } from '../api-model/version-intelligence';
import type { ApiModel } from '../api-model/types';
import { docRoute } from '../versions/versions';
import { createDocsModel } from './create-docs-model';
import { threeReleases } from './fixtures';
import { versionsFromManifest } from '../versions/version-manifest';
import { docsRoutes, pathSlug, routeData, sitemapData, slugPath, type RouteConfig, type RouteDoc } from './route-data';

const config: RouteConfig = {
  title: 'Demo Player',
  tagline: 'Audio for demos',
  url: 'https://demo.example',
  baseUrl: '/',
  editUrlBase: 'https://git.example/demo/tree/main/docs/',
  i18n: { defaultLocale: 'en' },
  navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Docs' }] },
  search: { searchPagePath: 'search' },
};

const doc = (version: string, docId: string, extra: Partial<RouteDoc> = {}): RouteDoc => {
  const slash = docId.lastIndexOf('/');
  const fileName = `${docId.slice(slash + 1)}.md`;
  return {
    version,
    docId,
    title: `${docId} (${version})`,
    fileName,
    dir: slash === -1 ? '' : docId.slice(0, slash),
    route: version === '2.0' ? `/docs/${docId}` : `/docs/${version}/${docId}`,
    description: undefined,
    summary: undefined,
    pathInVersion: `${docId}.md`,
    ...extra,
  };
};

/** Every version has intro, guides/queue and api/player; 1.0 alone has guides/old-api. 2.0 is the latest. */
const model = createDocsModel({
  versions: versionsFromManifest(threeReleases),
  manifest: threeReleases,
  docs: ['next', '2.0', '1.1', '1.0'].flatMap((v) => [
    doc(v, 'intro', { sidebarPosition: 1, description: v === '2.0' ? 'Start  here.' : undefined }),
    doc(v, 'guides/queue', { sidebarPosition: 1, summary: 'The queue holds tracks.' }),
    doc(v, 'api/player', { sidebarPosition: 1 }),
    ...(v === '1.0' ? [doc(v, 'guides/old-api', { sidebarPosition: 2 })] : []),
  ]),
  categories: ['next', '2.0', '1.1', '1.0'].flatMap((version) => [
    { version, dir: 'guides', label: 'Guides', position: 2 },
    { version, dir: 'api', label: 'API', position: 3 },
  ]),
  config: { title: config.title, sidebarId: 'docs', navbarItems: config.navbar.items, footerColumns: [] },
});

const api = (functions: string[]): ApiModel => ({
  package: { name: 'demo', version: '0' },
  functions: functions.map((name) => ({ name, signatures: [{ params: [], returns: 'void' }] })),
  events: [],
  hooks: [],
  enums: [],
  objects: [],
  exports: [],
});

/** `play` all along; `seek` arrives in 1.1; `stop` leaves in 2.0. */
const intelligenceVersions = (
  [
    ['1.0', ['play', 'stop']],
    ['1.1', ['play', 'stop', 'seek']],
    ['2.0', ['play', 'seek']],
    ['next', ['play', 'seek']],
  ] as const
).map(([name, functions]) => {
  const version = model.version(name);
  return {
    name,
    label: version.label,
    unreleased: version.status === 'unreleased',
    path: version.path,
    slug: name,
    model: api([...functions]),
    locations: functions.map((f) => ({
      key: `function:${f}`,
      docId: 'api/player',
      at: 'heading' as const,
      anchor: f,
    })),
  };
});
const intelligence = versionIntelligence({
  versions: intelligenceVersions,
  docHref: (name, docId) => docRoute(model.version(name), docId),
  lifecycle: documentedLifecycle(intelligenceVersions),
});

/** No package models were read: no changes pages, no comparisons. */
const noPackageModels: VersionIntelligence = { versions: [], pairs: [], badges: {}, compare: {} };

const input = { model, intelligence, config };

describe('slug and path', () => {
  it('turn into each other for the landing page and a doc', () => {
    expect(slugPath(undefined)).toBe('/docs');
    expect(slugPath([])).toBe('/docs');
    expect(slugPath(['1.1', 'api', 'player'])).toBe('/docs/1.1/api/player');
    expect(pathSlug('/docs')).toEqual([]);
    expect(pathSlug('/docs/1.1/api/player')).toEqual(['1.1', 'api', 'player']);
  });
});

describe('docsRoutes and sitemapData', () => {
  it('list every landing page and doc, then the changes pages when package models were read', () => {
    const routes = docsRoutes(input);
    expect(routes).toContain('/docs');
    expect(routes).toContain('/docs/1.0/guides/old-api');
    expect(routes.slice(-4)).toEqual([
      '/docs/changes',
      '/docs/changes/1.0-to-1.1',
      '/docs/changes/1.1-to-2.0',
      '/docs/changes/2.0-to-next',
    ]);
    expect(docsRoutes({ ...input, intelligence: noPackageModels })).toEqual(model.routes());
  });

  it('put the home and search pages in the sitemap with every docs URL, under the base URL', () => {
    const urls = sitemapData({ ...input, config: { ...config, baseUrl: '/pr-3/' } }).map((e) => e.url);
    expect(urls).toContain('https://demo.example/pr-3/');
    expect(urls).toContain('https://demo.example/pr-3/search');
    expect(urls).toContain('https://demo.example/pr-3/docs/changes/1.1-to-2.0');
    expect(urls).toHaveLength(docsRoutes(input).length + 2);
  });
});

describe('routeData of a doc', () => {
  it('gives the doc of the latest version with its sidebar, breadcrumbs and pager, and no banner', () => {
    const data = routeData(input, ['guides', 'queue']);
    if (data.kind !== 'doc') throw new Error(`expected a doc, got ${data.kind}`);
    expect(data.version.name).toBe('2.0');
    expect(data.doc.title).toBe('guides/queue (2.0)');
    expect(data.banner).toBeNull();
    expect(data.breadcrumbs).toEqual([{ label: 'Guides', href: '/docs/guides/queue' }]);
    expect(data.pager).toEqual({
      previous: { label: 'intro (2.0)', href: '/docs/intro' },
      next: { label: 'api/player (2.0)', href: '/docs/api/player' },
    });
    const guides = data.sidebar.find((i) => i.type === 'category' && i.dir === 'guides');
    expect(guides).toMatchObject({ expanded: true, onActivePath: true });
    expect(data.frame).toMatchObject({ docId: 'guides/queue', docHrefs: { intro: '/docs/intro' } });
  });

  it("warns on an older version's page and points the frame at that version", () => {
    const data = routeData(input, ['1.0', 'guides', 'old-api']);
    if (data.kind !== 'doc') throw new Error(`expected a doc, got ${data.kind}`);
    expect(data.banner).toMatchObject({ kind: 'unmaintained', href: '/docs/intro' });
    expect(data.frame.docHrefs).toEqual({ intro: '/docs/1.0/intro' });
    expect(data.frame.missingIn).toEqual(['next', '2.0', '1.1']);
  });

  it('links "Edit this page" to the file in the repository, or to the writers\' editor', () => {
    const onGitHub = routeData(input, ['1.1', 'api', 'player']);
    const inEditor = routeData({ ...input, config: { ...config, baseUrl: '/pr-3/' } }, ['1.1', 'api', 'player'], {
      editor: true,
    });
    if (onGitHub.kind !== 'doc' || inEditor.kind !== 'doc') throw new Error('expected two docs');
    expect(onGitHub.editHref).toBe('https://git.example/demo/tree/main/docs/versioned_docs/version-1.1/api/player.md');
    expect(onGitHub.editInEditor).toBe(false);
    expect(inEditor.editHref).toMatch(/^\/pr-3\/keystatic\/collection\/[^/]+\/item\/api%2Fplayer$/);
    expect(inEditor.editInEditor).toBe(true);
  });

  it("compares an API page with every other version, nearest first, linking adjacent steps' changes pages", () => {
    const data = routeData(input, ['1.1', 'api', 'player']);
    if (data.kind !== 'doc') throw new Error(`expected a doc, got ${data.kind}`);
    expect(data.intelligenceVersion?.name).toBe('1.1');
    expect(
      data.comparisons.map((c) => [c.other.name, c.changesHref, c.rows.map((r) => `${r.change} ${r.name}`)]),
    ).toEqual([
      ['2.0', '/docs/changes/1.1-to-2.0', ['removed stop']],
      ['1.0', '/docs/changes/1.0-to-1.1', ['added seek']],
      ['next', '/docs/changes', ['removed stop']],
    ]);
    expect(data.comparisons[2]!.changesLabel).toBe('API changes between every two adjacent versions');
  });

  it('compares nothing on a page that documents no API, or without package models', () => {
    const guide = routeData(input, ['guides', 'queue']);
    const withoutModels = routeData({ ...input, intelligence: noPackageModels }, ['api', 'player']);
    if (guide.kind !== 'doc' || withoutModels.kind !== 'doc') throw new Error('expected two docs');
    expect(guide.comparisons).toEqual([]);
    expect(withoutModels.comparisons).toEqual([]);
    expect(withoutModels.intelligenceVersion).toBeUndefined();
  });

  it("carries the lifecycle badges of the page's entries, at their headings, and none elsewhere", () => {
    const player = routeData(input, ['api', 'player']);
    const guide = routeData(input, ['guides', 'queue']);
    if (player.kind !== 'doc' || guide.kind !== 'doc') throw new Error('expected two docs');
    // In 2.0 `seek` arrived in 1.1; `play` has always been there.
    expect(player.badges.map((b) => [b.key, b.anchor, b.at, b.badges.map((x) => `${x.kind} ${x.label}`)])).toEqual([
      ['function:seek', 'seek', 'heading', ['added 1.1']],
    ]);
    expect(guide.badges).toEqual([]);
  });

  it('describes the page by its description, else its summary, and offers its Markdown form', () => {
    const described = routeData(input, ['intro']);
    const summarised = routeData(input, ['next', 'guides', 'queue']);
    if (described.kind !== 'doc' || summarised.kind !== 'doc') throw new Error('expected two docs');
    expect(described.metadata).toMatchObject({
      title: 'intro (2.0) | Demo Player',
      description: 'Start here.',
      openGraph: { type: 'article', url: 'docs/intro' },
      alternates: { canonical: 'docs/intro', types: { 'text/markdown': 'docs/intro.md' } },
      other: { 'docsearch:version': '2.0', 'docsearch:language': 'en' },
      robots: undefined,
    });
    expect(summarised.metadata).toMatchObject({
      description: 'The queue holds tracks.',
      robots: { index: true, follow: true },
      other: { 'docsearch:version': 'next' },
      alternates: { types: { 'text/markdown': 'docs/next/guides/queue.md' } },
    });
  });
});

describe('routeData of a landing page', () => {
  it("shows the version's sidebar and the changes pages it is part of", () => {
    const data = routeData(input, ['1.1']);
    if (data.kind !== 'landing') throw new Error(`expected a landing page, got ${data.kind}`);
    expect(data.version.name).toBe('1.1');
    expect(data.changes.map((p) => p.slug)).toEqual(['1.0-to-1.1', '1.1-to-2.0']);
    expect(data.sidebar.every((i) => i.type === 'doc' || !i.onActivePath)).toBe(true);
    expect(data.metadata).toMatchObject({
      title: 'Version 1.1 documentation | Demo Player',
      description: 'Demo Player 1.1 documentation: Audio for demos.',
      openGraph: { type: 'website', url: 'docs/1.1' },
    });
  });

  it('is the latest version at /docs', () => {
    expect(routeData(input, undefined)).toMatchObject({ kind: 'landing', version: { name: '2.0' } });
  });
});

describe('routeData of the changes pages', () => {
  it('gives the index every step, titled and described for the site', () => {
    const data = routeData(input, ['changes']);
    if (data.kind !== 'changes-index') throw new Error(`expected the changes index, got ${data.kind}`);
    expect(data.pairs).toHaveLength(3);
    expect(data.frame.version).toBeNull();
    expect(data.metadata).toMatchObject({
      title: 'API changes between versions | Demo Player',
      description: 'What each Demo Player release added, removed, deprecated or changed in its API.',
      openGraph: { type: 'website', url: 'docs/changes' },
    });
  });

  it("gives one step's page the newer version's frame and card", () => {
    const data = routeData(input, ['changes', '2.0-to-next']);
    if (data.kind !== 'changes-pair') throw new Error(`expected a changes page, got ${data.kind}`);
    expect(data.pair.slug).toBe('2.0-to-next');
    expect(data.frame.version?.name).toBe('next');
    expect(data.metadata.title).toBe('API changes from 2.0 to Next | Demo Player');
    expect(data.metadata.description).toBe(
      'Functions, events, hooks, constants and options added, removed, deprecated or changed from 2.0 to Next.',
    );
    expect(data.metadata.openGraph.images[0]!.url).toBe('og/next.png');
  });
});

describe('routeData of what is not there', () => {
  it('finds nothing for an unknown doc, a doc another version has, or an unknown step', () => {
    expect(routeData(input, ['missing'])).toEqual({ kind: 'not-found', path: '/docs/missing' });
    expect(routeData(input, ['guides', 'old-api'])).toMatchObject({ kind: 'not-found' });
    expect(routeData(input, ['changes', '1.0-to-2.0'])).toMatchObject({ kind: 'not-found' });
  });

  it('has no changes pages without package models', () => {
    expect(routeData({ ...input, intelligence: noPackageModels }, ['changes'])).toMatchObject({ kind: 'not-found' });
  });
});
