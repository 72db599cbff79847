import { describe, expect, it } from 'vitest';
import { docPageOf } from '../api-model/doc-sections';
import { parsedDoc, queueModel } from '../api-model/fixtures/demo-package';
import type { ApiModel } from '../api-model/types';
import { versionsFromManifest } from '../versions/version-manifest';
import { registryMemo } from './check-registry';
import { CONTENT_CHECKS, contentCheck, runChecks, type CheckedBuiltDoc, type ContentCheckInput } from './content-checks';
import { formatProblem } from './content-problems';

/** The queue page, documenting `add`'s first parameter as `first`. */
const queuePage = (first: string) =>
  [
    '---',
    'title: Queue',
    '---',
    '',
    `## \`add(${first}, before)\``,
    '',
    '| Parameter | Type | Required |',
    '| --- | --- | --- |',
    `| \`${first}\` | \`Track[]\` | Yes |`,
    '| `before` | `number` | No |',
    '',
    '## `play()`',
    '',
    'Plays.',
    '',
  ].join('\n');

/** A doc as the content build makes it (`docs/<version>/<doc>.md`), keyed by its text. */
function doc(path: string, raw: string): CheckedBuiltDoc {
  const { tree, title } = parsedDoc(raw);
  const [, version = '', ...rest] = path.split('/');
  const docId = rest.join('/').replace(/\.mdx?$/, '');
  return {
    path,
    version,
    docId,
    title,
    tree,
    key: raw,
    ...(docId.startsWith('api/') ? { apiPage: docPageOf(tree, path, docId, title) } : {}),
  };
}

/** A site of `files` whose versions each document a package (`queueModel` unless `packages` says otherwise). */
function siteOf(
  files: { path: string; raw: string }[],
  { packages = { '1.0': queueModel }, releases }: Pick<ContentCheckInput, 'releases'> & { packages?: Record<string, ApiModel> } = {},
): ContentCheckInput {
  return {
    versions: versionsFromManifest({ versions: Object.keys(packages) }),
    files,
    categories: [],
    docs: files.map((f) => doc(f.path, f.raw)),
    packages: Object.fromEntries(
      Object.entries(packages).map(([v, model]) => [v, { model, platforms: {}, modules: [], exceptions: [] }]),
    ),
    packagesKey: 'demo@1.0.0',
    releases,
    assets: { exists: () => true, versionFolder: () => null, versionBase: (v) => `/docs/${v}` },
  };
}

const site = (queue: string) => siteOf([{ path: 'docs/1.0/api/functions/queue.md', raw: queue }]);

/** What one check of the registry finds in `input`, each problem as `file:line: message`. */
const found = (id: string, input: ContentCheckInput) => runChecks([contentCheck(id)], input).errors.map(formatProblem);

describe('the registry of content checks', () => {
  it('lists each check once, with what it checks', () => {
    const ids = CONTENT_CHECKS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const check of CONTENT_CHECKS) expect(check.checks.length, check.id).toBeGreaterThan(20);
    expect(() => contentCheck('no-such-check')).toThrow(/the registry has: files, doc-trees, api-drift/);
  });

  it('names a wrong signature on a reference page by its check, file and line, as npm run dev shows it', () => {
    const report = runChecks([contentCheck('api-drift')], site(queuePage('items')));
    expect(report.errors.map((p) => `${p.check}: ${formatProblem(p)}`)).toEqual([
      'api-drift: docs/1.0/api/functions/queue.md:7: parameters of `add` are documented as (items, before); demo@1.0.0 declares (tracks, before?).',
    ]);
  });

  it('finds nothing once the signature is right, checking again the version whose page changed', () => {
    const memo = registryMemo();
    const wrong = runChecks([contentCheck('api-drift')], site(queuePage('items')), memo);
    expect(wrong.errors).toHaveLength(1);
    expect(runChecks([contentCheck('api-drift')], site(queuePage('tracks')), memo).errors).toEqual(
      [],
    );
  });
});

describe('the checks the people\'s report (scripts/check-content.ts) lists, on small sites', () => {
  it('doc-trees: links to missing pages and headings, with file and line; code and other sites are not checked', () => {
    const input = siteOf([
      { path: 'docs/1.0/api/objects/track.md', raw: '---\ntitle: Track\n---\n## Fields\n```md\n## Not a heading\n```\n' },
      {
        path: 'docs/1.0/guides/queue.md',
        raw: [
          'See [Track](../api/objects/track.md#fields) and [here](#steps).',
          '## Steps',
          'Broken: [a](../api/objects/tracks.md) and [b](../api/objects/track.md#not-a-heading).',
          '`[code](nowhere.md)` and [site](https://example.com/x.md) are not checked.',
        ].join('\n'),
      },
    ]);
    expect(found('doc-trees', input).filter((p) => / broken /.test(p))).toEqual([
      'docs/1.0/guides/queue.md:3: broken link "../api/objects/tracks.md": no doc "api/objects/tracks" in version 1.0.',
      'docs/1.0/guides/queue.md:3: broken anchor "../api/objects/track.md#not-a-heading": no heading or element with id "not-a-heading" on /docs/api/objects/track.',
    ]);
  });

  it("foreign-api: names the file line of an unqualified mention of another version's API", () => {
    const fns = (names: string[]): ApiModel => ({
      ...queueModel,
      functions: names.map((name) => ({ name, signatures: [{ params: [], returns: 'void' }] })),
    });
    const raw = '---\ntitle: A\n---\n\nCall `getActiveTrack()` now.\n\n`getActiveTrack()` was added in 4.0.\n';
    const input = siteOf([{ path: 'docs/1.0/guides/a.md', raw }], {
      packages: { '1.0': fns(['play']), '2.0': fns(['play', 'getActiveTrack']) },
    });
    expect(found('foreign-api', input).map((p) => p.split(': ')[0])).toEqual(['docs/1.0/guides/a.md:5']);
  });

  describe('lifecycle-prose', () => {
    const fnModel = (names: [string, string?][]): ApiModel => ({
      ...queueModel,
      functions: names.map(([name, deprecated]) => ({
        name,
        signatures: [{ params: [], returns: 'void' }],
        ...(deprecated ? { deprecated } : {}),
      })),
    });
    const models = new Map([
      ['1.0', fnModel([['play'], ['getIndex']])],
      ['2.0', fnModel([['play'], ['getIndex', 'use `getActive()`'], ['getActive']])],
      ['3.0', fnModel([['play'], ['getIndex', 'use `getActive()`'], ['getActive']])],
    ]);
    const releases = { order: [...models.keys()].map((name) => ({ name, label: name })), models };
    const page = (body: string) =>
      siteOf([{ path: 'docs/3.0/api/functions/queue.md', raw: `---\ntitle: Queue\n---\n${body}` }], {
        packages: { '3.0': models.get('3.0')! },
        releases,
      });

    it('accepts claims that match the packages, including a release between two docs versions', () => {
      const ok = page(
        '## `getActive()`\n\nAdded in 2.0.\n\n## `getIndex()`\n\n`getIndex()` is deprecated since 1.5; use `getActive()`.\n',
      );
      expect(found('lifecycle-prose', ok)).toEqual([]);
    });

    it('names the file and line of a claim the packages contradict', () => {
      const bad = page(
        '## `getActive()`\n\nAdded in 3.0.\n\n## `play()`\n\nThe reset function was removed in 2.0, but `play()` is deprecated since 3.0.\n',
      );
      expect(found('lifecycle-prose', bad)).toEqual([
        'docs/3.0/api/functions/queue.md:6: "Added in 3.0" about `getActive` disagrees with the packages (added in: 2.0).',
        'docs/3.0/api/functions/queue.md:10: "deprecated since 3.0" about `play` disagrees with the packages (deprecated in: none of the docs versions).',
      ]);
    });
  });
});
