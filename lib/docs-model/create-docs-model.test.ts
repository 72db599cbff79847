import { describe, expect, it } from 'vitest';
import { createDocsModel, type DocRecord, type DocsModelConfig } from './create-docs-model';
import { versionsFromManifest } from '../versions/version-manifest';
import { clientVersionLinks, frameData } from './frame';
import { twoVersions, threeReleases, unreleasedNamedCanary } from './fixtures';
import type { VersionManifest } from '../versions/version-manifest';

const config: DocsModelConfig = {
  title: 'Demo Player',
  sidebarId: 'docs',
  navbarItems: [{ type: 'doc', docId: 'intro', label: 'Docs' }],
  footerColumns: [{ title: 'Docs', items: [{ label: 'Start', to: '/docs/intro' }] }],
};

const doc = (version: string, docId: string, extra: Partial<DocRecord> = {}): DocRecord => {
  const slash = docId.lastIndexOf('/');
  return {
    version,
    docId,
    title: docId,
    fileName: `${docId.slice(slash + 1)}.md`,
    dir: slash === -1 ? '' : docId.slice(0, slash),
    ...extra,
  };
};

const build = (manifest: VersionManifest, docs: DocRecord[]) =>
  createDocsModel({
    versions: versionsFromManifest(manifest),
    manifest,
    docs,
    categories: [{ version: '1.0', dir: 'guides', label: 'Guides', collapsed: true }],
    config,
  });

describe('createDocsModel on a two-version manifest', () => {
  const model = build(twoVersions, [
    doc('next', 'intro', { sidebarPosition: 1 }),
    doc('next', 'guides/queue'),
    doc('1.0', 'intro', { sidebarPosition: 1 }),
    doc('1.0', 'guides/queue', { sidebarLabel: 'The queue' }),
    doc('1.0', 'guides/old-api'),
  ]);

  it('lists every static route: landing pages and docs', () => {
    expect(model.routes()).toEqual([
      '/docs/next',
      '/docs/next/guides/queue',
      '/docs/next/intro',
      '/docs',
      '/docs/guides/old-api',
      '/docs/guides/queue',
      '/docs/intro',
    ]);
  });

  it("lists a version's docs in one order whatever order they came in", () => {
    const shuffled = build(twoVersions, [
      doc('1.0', 'guides/old-api'),
      doc('next', 'guides/queue'),
      doc('1.0', 'intro', { sidebarPosition: 1 }),
      doc('next', 'intro', { sidebarPosition: 1 }),
      doc('1.0', 'guides/queue', { sidebarLabel: 'The queue' }),
    ]);
    const ids = (m: typeof model, name: string) => m.docs(m.version(name)).map((d) => d.docId);
    expect(ids(shuffled, '1.0')).toEqual(['guides/old-api', 'guides/queue', 'intro']);
    expect(ids(shuffled, '1.0')).toEqual(ids(model, '1.0'));
    expect(ids(shuffled, 'next')).toEqual(ids(model, 'next'));
    expect(shuffled.routes()).toEqual(model.routes());
  });

  it('gives sidebar items their URL, marks the active page and opens its category', () => {
    const sidebar = model.sidebar(model.version('1.0'), 'guides/queue');
    expect(sidebar).toEqual([
      { type: 'doc', id: 'intro', label: 'intro', href: '/docs/intro', active: false },
      {
        type: 'category',
        label: 'Guides',
        dir: 'guides',
        expanded: true,
        onActivePath: true,
        items: [
          { type: 'doc', id: 'guides/old-api', label: 'guides/old-api', href: '/docs/guides/old-api', active: false },
          { type: 'doc', id: 'guides/queue', label: 'The queue', href: '/docs/guides/queue', active: true },
        ],
      },
    ]);
    const closed = model.sidebar(model.version('1.0'), 'intro')[1]!;
    expect(closed).toMatchObject({ expanded: false, onActivePath: false });
  });

  it('page-missing-in-target-version: links to that version’s main doc and says so', () => {
    expect(model.versionLinks('guides/old-api')).toEqual([
      { name: 'next', label: 'Next', href: '/docs/next/intro', exists: false },
      { name: '1.0', label: '1.0', href: '/docs/guides/old-api', exists: true },
    ]);
    expect(model.versionLinks(null).map((l) => l.href)).toEqual(['/docs/next', '/docs']);
  });

  it('builds banners, breadcrumbs and the pager with URLs', () => {
    expect(model.banner(model.version('next'), 'guides/queue')).toMatchObject({
      kind: 'unreleased',
      href: '/docs/guides/queue',
      message: 'This is unreleased documentation for Demo Player Next version.',
    });
    expect(model.banner(model.version('1.0'), 'intro')).toBeNull();
    expect(model.breadcrumbs(model.version('1.0'), 'guides/queue')).toEqual([
      { label: 'Guides', href: '/docs/guides/old-api' },
    ]);
    expect(model.pager(model.version('1.0'), 'guides/old-api')).toEqual({
      previous: { label: 'intro', href: '/docs/intro' },
      next: { label: 'The queue', href: '/docs/guides/queue' },
    });
  });

  it('locates paths and fails with the spec’s messages', () => {
    expect(model.locate('/docs/next/guides/queue').doc?.docId).toBe('guides/queue');
    expect(model.locate('/docs').doc).toBeNull();
    expect(() => model.locate('/blog')).toThrow('Couldn\'t find docs data for path "/blog": it is not under /docs.');
    expect(() => model.locate('/docs/next/guides/old-api')).toThrow(
      'Couldn\'t find docs data for path "/docs/next/guides/old-api": version next has no doc "guides/old-api".',
    );
    expect(() => model.doc(model.version('next'), 'nope')).toThrow(
      /getDoc: couldn't find any doc or sidebar with id "nope" in version\(s\) next\.\nAvailable doc ids are:\n- guides\/queue\n- intro/,
    );
  });

  it('gives the frame the version links, navbar doc hrefs and the sidebar’s first doc', () => {
    const frame = frameData(model, model.version('next'), 'guides/queue', ['intro']);
    expect(frame.docHrefs).toEqual({ intro: '/docs/next/intro' });
    expect(frame.sidebarHref).toBe('/docs/next/intro');
    expect(frame.latest.name).toBe('1.0');
    const outside = frameData(model, null, null, ['intro']);
    expect(outside.versionLinks.map((l) => l.href)).toEqual(['/docs/next/intro', '/docs/intro']);
    expect(outside.docHrefs).toEqual({ intro: '/docs/intro' });
  });

  it('lets the browser compute the same version links from the manifest and the versions missing the page', () => {
    const versions = versionsFromManifest(model.manifest);
    for (const [version, docId] of [
      [model.version('next'), 'guides/queue'],
      [model.version('1.0'), 'guides/old-api'],
      [model.version('1.0'), null],
      [null, null],
    ] as const) {
      const frame = frameData(model, version, docId, []);
      const rebuilt = versions.find((v) => v.name === version?.name) ?? null;
      expect(clientVersionLinks(versions, { version: rebuilt, docId }, frame.missingIn)).toEqual(frame.versionLinks);
    }
    expect(frameData(model, model.version('1.0'), 'guides/old-api', []).missingIn).toEqual(['next']);
  });
});

describe('createDocsModel checks its input', () => {
  it('fails on a doc of a version the manifest does not list', () => {
    expect(() => build(twoVersions, [doc('next', 'intro'), doc('1.0', 'intro'), doc('0.9', 'intro')])).toThrow(
      'Unknown docs version "0.9". Known versions: next, 1.0.',
    );
  });

  it('fails when a version has no docs at all', () => {
    expect(() => build(threeReleases, [doc('next', 'intro'), doc('2.0', 'intro'), doc('1.0', 'intro')])).toThrow(
      /couldn't find any document for sidebar "docs" of version "1.1"/,
    );
  });

  it('fails when a navbar doc is missing in some version, listing the ids there', () => {
    expect(() => build(twoVersions, [doc('next', 'intro'), doc('1.0', 'start')])).toThrow(
      /Navbar item "Docs": couldn't find any doc or sidebar with id "intro" in version\(s\) 1\.0\.\nAvailable doc ids are:\n- start/,
    );
  });
});

describe('an unreleased version named other than next', () => {
  const model = build(unreleasedNamedCanary, [doc('next', 'intro'), doc('3.0', 'intro'), doc('2.9', 'intro')]);

  it('routes, labels and banners it from the manifest alone', () => {
    const canary = model.versions[0]!;
    expect(canary).toMatchObject({ label: 'Canary', path: '/docs/canary', status: 'unreleased' });
    expect(model.routes()).toContain('/docs/canary/intro');
    expect(model.locate('/docs/canary/intro').version.label).toBe('Canary');
    expect(model.banner(canary, 'intro')?.message).toBe(
      'This is unreleased documentation for Demo Player Canary version.',
    );
    expect(model.versionLinks('intro')[0]).toMatchObject({ label: 'Canary', href: '/docs/canary/intro' });
  });
});
