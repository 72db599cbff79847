/**
 * The built content against the facts about the published site: every page of
 * every version exists with its title, and each version's sidebar has the
 * published order. Needs `contentlayer2 build` to have run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERSIONS, getVersion, docRoute } from '@/lib/versions/versions';
import { getDocsOfVersion, getSidebar, getDocsDataForPath, getDoc, validateSite } from '@/lib/docs/doc-index';
import type { SidebarItem } from '@/lib/sidebar/build-sidebar';

// A copy of ../shared/facts, so a clone tests without the shared folder beside it.
const factsDir = path.resolve(__dirname, '../facts');
const pages = JSON.parse(readFileSync(path.join(factsDir, 'pages.json'), 'utf8')) as {
  docs: { version: string; id: string; route: string; title: string }[];
};
const siteMd = readFileSync(path.join(factsDir, 'site.md'), 'utf8');

/** The "Built sidebars per version" blocks of site.md as indented lines: `- id` or `- [category] Label`. */
function publishedSidebar(version: string): string[] {
  const match = new RegExp(`#### ${version.replace('.', '\\.')}\\n\`\`\`\\n([\\s\\S]*?)\`\`\``).exec(siteMd);
  if (!match) throw new Error(`site.md has no built sidebar for ${version}`);
  return match[1]!
    .trimEnd()
    .split('\n')
    .map((line) => line.replace(/ -> .*$/, '').replace(/ \(collapsible=true, collapsed=true\)$/, ''));
}

function render(items: readonly SidebarItem[], depth = 0): string[] {
  return items.flatMap((item) =>
    item.type === 'doc'
      ? [`${'  '.repeat(depth)}- ${item.id}`]
      : [`${'  '.repeat(depth)}- [category] ${item.label}`, ...render(item.items, depth + 1)],
  );
}

describe('content matches the published site', () => {
  it('has all 221 doc pages with their published titles and routes', () => {
    expect(pages.docs).toHaveLength(221);
    const built = VERSIONS.flatMap((v) => getDocsOfVersion(v).map((d) => `${d.version} ${d.route} ${d.title}`)).sort();
    const expected = pages.docs.map((d) => `${d.version} ${d.route} ${d.title}`).sort();
    expect(built).toEqual(expected);
  });

  for (const version of VERSIONS) {
    it(`orders the ${version.name} sidebar as published`, () => {
      expect(render(getSidebar(version))).toEqual(publishedSidebar(version.name));
    });
  }

  it('passes the build-time site validation', () => {
    expect(() => validateSite()).not.toThrow();
  });
});

describe('docs data lookups', () => {
  it('finds the version and doc of a path', () => {
    const data = getDocsDataForPath('/docs/3.2/api/objects/metadata-options');
    expect(data.version.name).toBe('3.2');
    expect(data.doc?.title).toBe('MetadataOptions');
    expect(getDocsDataForPath('/docs/next').doc).toBeNull();
  });

  it('throws for a path without docs data', () => {
    expect(() => getDocsDataForPath('/blog/post')).toThrow('Couldn\'t find docs data for path "/blog/post": it is not under /docs.');
    expect(() => getDocsDataForPath('/docs/2.1/guides/play-button')).toThrow(
      'Couldn\'t find docs data for path "/docs/2.1/guides/play-button": version 2.1 has no doc "guides/play-button".',
    );
  });

  it('names the available ids when a doc id is missing', () => {
    expect(() => getDoc(getVersion('2.1'), 'guides/with-expo')).toThrow(/couldn't find any doc or sidebar with id "guides\/with-expo" in version\(s\) 2\.1\.\nAvailable doc ids are:\n- api\/constants\/capability/);
  });

  it('computes routes and TOCs for every doc', () => {
    for (const version of VERSIONS) {
      for (const doc of getDocsOfVersion(version)) {
        expect(doc.route).toBe(docRoute(version, doc.docId));
        for (const entry of doc.toc) expect([2, 3]).toContain(entry.level);
      }
    }
  });
});
