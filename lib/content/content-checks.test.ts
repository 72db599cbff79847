import { describe, expect, it } from 'vitest';
import { docPageOf } from '../api-model/doc-sections';
import { parsedDoc, queueModel } from '../api-model/fixtures/demo-package';
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

/** A doc as the content build makes it, keyed by its text. */
function doc(path: string, raw: string): CheckedBuiltDoc {
  const { tree, title } = parsedDoc(raw);
  const docId = path.split('/').slice(2).join('/').replace(/\.mdx?$/, '');
  return {
    path,
    version: '1.0',
    docId,
    title,
    tree,
    key: raw,
    ...(docId.startsWith('api/') ? { apiPage: docPageOf(tree, path, docId, title) } : {}),
  };
}

function site(queue: string): ContentCheckInput {
  const files = [{ path: 'docs/1.0/api/functions/queue.md', raw: queue }];
  return {
    versions: versionsFromManifest({ versions: ['1.0'] }),
    files,
    categories: [],
    docs: files.map((f) => doc(f.path, f.raw)),
    packages: { '1.0': { model: queueModel, platforms: {}, modules: [], exceptions: [] } },
    packagesKey: 'demo@1.0.0',
    assets: { exists: () => true, versionFolder: () => null, versionBase: (v) => `/docs/${v}` },
  };
}

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
