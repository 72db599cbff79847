import { describe, expect, it } from 'vitest';
import type { VersionManifest } from '../versions/version-manifest';
import { cmsFields, cmsVersions, editorUrlOfDoc, fieldLabel, type FieldDefinition } from './cms-model';

const releaseAndNext: VersionManifest = { current: { label: 'Next', path: 'next' }, versions: ['4.1', '3.2'] };
const releasesOnly: VersionManifest = { versions: ['2.0', '1.0'] };
const noRelease: VersionManifest = { current: { label: 'Next', path: 'next' }, versions: [] };

const frontMatterOfAPage: Record<string, FieldDefinition> = {
  title: { type: 'string', required: true, description: 'Page title.' },
  sidebar_position: { type: 'number', required: false, description: 'Place in the sidebar.' },
  draft: { type: 'boolean', required: false, description: 'Hidden from the site.', default: false },
};

describe('fieldLabel', () => {
  it('writes a front-matter key in words, capitalised', () => {
    expect(fieldLabel('sidebar_position')).toBe('Sidebar position');
    expect(fieldLabel('hide_table_of_contents')).toBe('Hide table of contents');
    expect(fieldLabel('title')).toBe('Title');
  });
});

describe('cmsFields', () => {
  it('maps each front-matter type to its editor field, in the definitions order', () => {
    expect(cmsFields(frontMatterOfAPage)).toEqual([
      { name: 'title', kind: 'text', label: 'Title', description: 'Page title.', required: true },
      {
        name: 'sidebar_position',
        kind: 'number',
        label: 'Sidebar position',
        description: 'Place in the sidebar.',
        required: false,
      },
      {
        name: 'draft',
        kind: 'checkbox',
        label: 'Draft',
        description: 'Hidden from the site.',
        required: false,
        defaultValue: false,
      },
    ]);
  });

  it('carries a boolean default, and only a boolean one', () => {
    const checkedByDefault: Record<string, FieldDefinition> = {
      hide_title: { type: 'boolean', required: false, description: 'No heading.', default: true },
      slug: { type: 'string', required: false, description: 'URL.', default: 'intro' },
      unlisted: { type: 'boolean', required: false, description: 'Not in the sidebar.' },
    };
    const [hideTitle, slug, unlisted] = cmsFields(checkedByDefault);
    expect(hideTitle?.defaultValue).toBe(true);
    expect(slug).not.toHaveProperty('defaultValue');
    expect(unlisted).not.toHaveProperty('defaultValue');
  });
});

describe('cmsVersions', () => {
  it('lists Next first, then releases newest first, each with its two collections', () => {
    expect(cmsVersions(releaseAndNext)).toEqual([
      {
        name: 'next',
        label: 'Next',
        docsKey: 'docs-next',
        categoriesKey: 'categories-next',
        docsPath: 'docs/next/**',
        categoriesPath: 'docs/next/**/_category_',
      },
      {
        name: '4.1',
        label: '4.1',
        docsKey: 'docs-4.1',
        categoriesKey: 'categories-4.1',
        docsPath: 'docs/4.1/**',
        categoriesPath: 'docs/4.1/**/_category_',
      },
      {
        name: '3.2',
        label: '3.2',
        docsKey: 'docs-3.2',
        categoriesKey: 'categories-3.2',
        docsPath: 'docs/3.2/**',
        categoriesPath: 'docs/3.2/**/_category_',
      },
    ]);
  });

  it('has no Next collections when the manifest has no unreleased docs', () => {
    expect(cmsVersions(releasesOnly).map((v) => v.docsKey)).toEqual(['docs-2.0', 'docs-1.0']);
  });

  it('refuses a malformed manifest, naming its source', () => {
    expect(() => cmsVersions(noRelease, 'content/versions.json')).toThrow(/content\/versions\.json.*no released/);
  });
});

describe('editorUrlOfDoc', () => {
  it('makes the nested slug one URL segment, without the extension', () => {
    expect(editorUrlOfDoc('', '3.2', 'api/events.md')).toBe('/keystatic/collection/docs-3.2/item/api%2Fevents');
    expect(editorUrlOfDoc('', 'next', 'guides/sleep-timers.mdx')).toBe(
      '/keystatic/collection/docs-next/item/guides%2Fsleep-timers',
    );
    expect(editorUrlOfDoc('', '4.1', 'intro.md')).toBe('/keystatic/collection/docs-4.1/item/intro');
  });

  it('keeps the site base path in front', () => {
    expect(editorUrlOfDoc('/player', '4.1', 'intro.md')).toBe('/player/keystatic/collection/docs-4.1/item/intro');
  });
});
