/**
 * The built content against the facts about the published site: every page of
 * every version exists with its title, and each version's sidebar has the
 * published order. Needs `contentlayer2 build` to have run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docRoute } from '@/lib/versions/versions';
import { docsModel } from '@/lib/docs/doc-index';
import type { SidebarViewItem } from '@/lib/docs-model/create-docs-model';
import { contentVersions } from '@/scripts/lib/content-check';

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

/**
 * Pages this site adds to every version, which the published site does not have: the playground of the web player
 * (issue 55). Left out of the comparison, and required in every version instead.
 */
const ADDED_BY_THIS_SITE = ['playground'];

function render(items: readonly SidebarViewItem[], depth = 0): string[] {
  return items.flatMap((item) =>
    item.type === 'doc'
      ? ADDED_BY_THIS_SITE.includes(item.id)
        ? []
        : [`${'  '.repeat(depth)}- ${item.id}`]
      : [`${'  '.repeat(depth)}- [category] ${item.label}`, ...render(item.items, depth + 1)],
  );
}

describe('content matches the published site', () => {
  // Versions cut after the facts were gathered are not in them; routes move when a release is cut, ids do not.
  const published = [...new Set(pages.docs.map((d) => d.version))];

  it('has all 221 doc pages of the published versions with their published titles', () => {
    expect(pages.docs).toHaveLength(221);
    const built = docsModel.versions
      .filter((v) => published.includes(v.name))
      .flatMap((v) => docsModel.docs(v).filter((d) => !ADDED_BY_THIS_SITE.includes(d.docId)))
      .map((d) => `${d.version} ${d.docId} ${d.title}`)
      .sort();
    const expected = pages.docs.map((d) => `${d.version} ${d.id} ${d.title}`).sort();
    expect(built).toEqual(expected);
  });

  it('adds the pages of this site to every version', () => {
    for (const v of docsModel.versions)
      for (const id of ADDED_BY_THIS_SITE) expect(docsModel.docs(v).some((d) => d.docId === id), `${v.name} ${id}`).toBe(true);
  });

  it('builds every version of content/versions.json', () => {
    expect(docsModel.versions.map((v) => v.name)).toEqual(contentVersions());
  });

  for (const name of published) {
    it(`orders the ${name} sidebar as published`, () => {
      expect(render(docsModel.sidebar(docsModel.version(name), null))).toEqual(publishedSidebar(name));
    });
  }
});

describe('docs data lookups', () => {
  it('finds the version and doc of a path', () => {
    const data = docsModel.locate('/docs/3.2/api/objects/metadata-options');
    expect(data.version.name).toBe('3.2');
    expect(data.doc?.title).toBe('MetadataOptions');
    expect(docsModel.locate('/docs/next').doc).toBeNull();
  });

  it('throws for a path without docs data', () => {
    expect(() => docsModel.locate('/blog/post')).toThrow('Couldn\'t find docs data for path "/blog/post": it is not under /docs.');
    expect(() => docsModel.locate('/docs/2.1/guides/play-button')).toThrow(
      'Couldn\'t find docs data for path "/docs/2.1/guides/play-button": version 2.1 has no doc "guides/play-button".',
    );
  });

  it('names the available ids when a doc id is missing', () => {
    expect(() => docsModel.doc(docsModel.version('2.1'), 'guides/with-expo')).toThrow(/couldn't find any doc or sidebar with id "guides\/with-expo" in version\(s\) 2\.1\.\nAvailable doc ids are:\n- api\/constants\/capability/);
  });

  it('computes routes and TOCs for every doc', () => {
    for (const version of docsModel.versions) {
      for (const doc of docsModel.docs(version)) {
        expect(doc.route).toBe(docRoute(version, doc.docId));
        for (const entry of doc.toc) expect([2, 3]).toContain(entry.level);
      }
    }
  });
});

describe("each version's AGENTS.md", () => {
  it('fits, with room for the block header agents-md adds, in the 8 KB a project AGENTS.md block may take', async () => {
    const { assistantFiles } = await import('@/lib/docs/assistant-outputs');
    const { PROJECT_BLOCK_LIMIT } = await import('@/lib/assistants/project-block');
    const sizes = [...assistantFiles()].filter(([route]) => route.endsWith('/AGENTS.md'));
    expect(sizes.length).toBe(contentVersions().length);
    for (const [route, body] of sizes) expect(Buffer.byteLength(body), route).toBeLessThanOrEqual(PROJECT_BLOCK_LIMIT - 512);
  });
});
