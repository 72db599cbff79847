import { describe, expect, it } from 'vitest';
import { parseDocFilePath } from './doc-path';
import { assertDocExists } from './assert-doc-exists';
import { editUrl } from './edit-url';
import { validateSiteLinks } from './validate-site';
import { versionsFromManifest } from '../versions/version-manifest';
import { twoVersions } from '../docs-model/fixtures';

const versions = versionsFromManifest(twoVersions);

describe('parseDocFilePath', () => {
  it('reads version, doc id, file name and folder from the content path', () => {
    expect(parseDocFilePath('docs/3.2/api/objects/metadata-options.md')).toEqual({
      version: '3.2',
      docId: 'api/objects/metadata-options',
      fileName: 'metadata-options.md',
      dir: 'api/objects',
    });
    expect(parseDocFilePath('docs/next/intro.md')).toMatchObject({ version: 'next', docId: 'intro', dir: '' });
    expect(parseDocFilePath('docs\\4.1\\basics\\installation.mdx')).toMatchObject({
      docId: 'basics/installation',
      fileName: 'installation.mdx',
    });
  });

  it('rejects files outside docs/<version>/ or with other extensions', () => {
    expect(() => parseDocFilePath('docs/intro.md')).toThrow(/not under docs\/<version>\//);
    expect(() => parseDocFilePath('docs/4.1/intro.txt')).toThrow(/docs\/4.1\/intro.txt/);
  });
});

describe('assertDocExists', () => {
  const versions = [
    { version: '4.1', ids: ['intro', 'api/events'] },
    { version: '2.1', ids: ['intro', 'basics/build-preferences'] },
  ];

  it('passes when every listed version has the doc', () => {
    expect(() => assertDocExists('intro', versions, 'Navbar item "Intro"')).not.toThrow();
  });

  it('names the id, the versions that lack it and the ids available there', () => {
    expect(() => assertDocExists('api/events', versions, 'Navbar item "API"')).toThrow(
      'Navbar item "API": couldn\'t find any doc or sidebar with id "api/events" in version(s) 2.1.\nAvailable doc ids are:\n- basics/build-preferences\n- intro',
    );
  });
});

describe('validateSiteLinks', () => {
  const perVersion = [{ version: '1.0', ids: ['intro', 'basics/installation', 'api/events'] }];

  it('accepts the real navbar and footer shapes', () => {
    expect(() =>
      validateSiteLinks(
        [
          { type: 'docsVersionDropdown', position: 'left' },
          { type: 'doc', docId: 'intro', label: 'Intro' },
        ],
        [
          {
            title: 'Docs',
            items: [
              { label: 'API', to: '/docs/api/events' },
              { label: 'GitHub', href: 'https://github.com' },
            ],
          },
        ],
        perVersion,
        versions,
      ),
    ).not.toThrow();
  });

  it('fails on a navbar doc item naming a missing doc', () => {
    expect(() =>
      validateSiteLinks([{ type: 'doc', docId: 'nope', label: 'Broken' }], [], perVersion, versions),
    ).toThrow(/Navbar item "Broken": couldn't find any doc or sidebar with id "nope" in version\(s\) 1.0/);
  });

  it('fails on a footer link to a missing doc', () => {
    expect(() =>
      validateSiteLinks([], [{ title: 'Docs', items: [{ label: 'Gone', to: '/docs/gone' }] }], perVersion, versions),
    ).toThrow(/Footer link "Gone": couldn't find any doc or sidebar with id "gone"/);
  });

  it('fails on an unknown navbar item type', () => {
    // A config read from JSON could hold any type; the type system alone does not stop it.
    const items = [{ type: 'carousel' }] as unknown as Parameters<typeof validateSiteLinks>[0];
    expect(() => validateSiteLinks(items, [], perVersion, versions)).toThrow(
      'No NavbarItem component found for type "carousel".',
    );
  });
});

describe('editUrl', () => {
  const base = 'https://github.com/doublesymmetry/react-native-track-player/tree/main/docs/';
  it("joins the base, the version record's edit folder and the file", () => {
    const [next, release] = versions;
    expect(editUrl(base, next!.editFolder, 'intro.md')).toBe(`${base}docs/intro.md`);
    expect(editUrl(base, release!.editFolder, 'basics/installation.mdx')).toBe(
      `${base}versioned_docs/version-1.0/basics/installation.mdx`,
    );
    expect(editUrl(base.slice(0, -1), release!.editFolder, 'intro.md')).toBe(
      `${base}versioned_docs/version-1.0/intro.md`,
    );
  });
});
