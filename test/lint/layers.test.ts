/**
 * The layer bans survive ESLint's flat-config merging: every folder keeps
 * every ban that applies to it (a later block replaces a rule's options, it
 * does not add to them).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { IMPURE } from '../../eslint.config.mjs';

const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function bannedGroups(file: string): Promise<string[]> {
  const config = (await eslint.calculateConfigForFile(path.join(root, file))) as {
    rules?: Record<string, [unknown, { patterns?: { group: string[] }[] }?]>;
  };
  const rule = config.rules?.['no-restricted-imports'];
  return (rule?.[1]?.patterns ?? []).flatMap((p) => p.group);
}

describe('import layers', () => {
  it('components/ui keeps the bans of components/ and adds its own', async () => {
    const groups = await bannedGroups('components/ui/dialog.tsx');
    expect(groups).toEqual(expect.arrayContaining(['contentlayer/generated', '@/app/*', '@/lib/versions/*']));
  });

  it('lib/ bans React, components, routes and generated data; only built-docs may read the generated docs', async () => {
    expect(await bannedGroups('lib/versions/versions.ts')).toEqual(
      expect.arrayContaining([
        'react',
        'next/*',
        '@/components/*',
        '@/app/*',
        'contentlayer/generated',
        '**/.generated/*',
      ]),
    );
    const reader = await bannedGroups('lib/docs/built-docs.ts');
    expect(reader).toEqual(expect.arrayContaining(['react', '@/components/*']));
    expect(reader).not.toContain('contentlayer/generated');
    expect(await bannedGroups('lib/docs/doc-index.ts')).toContain('contentlayer/generated');
  });

  it('components/ and app/ may not read generated data', async () => {
    expect(await bannedGroups('components/docs/doc-page.tsx')).toEqual(
      expect.arrayContaining(['contentlayer/generated', '@/app/*']),
    );
    expect(await bannedGroups('app/sitemap.ts')).toContain('contentlayer/generated');
  });

  it('the pure folders of lib/ may not import Node built-ins; the impure folders and tests may', async () => {
    const pureFolders = readdirSync(path.join(root, 'lib'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !IMPURE.includes(`lib/${entry.name}/**`))
      .map((entry) => entry.name);
    expect(pureFolders).toEqual(expect.arrayContaining(['content', 'api-model', 'cms', 'share', 'versions']));
    for (const folder of pureFolders) {
      const groups = await bannedGroups(`lib/${folder}/any-module.ts`);
      expect(groups, folder).toEqual(
        expect.arrayContaining(['node:*', 'fs', 'fs/*', 'path', 'crypto', 'react', '@/components/*']),
      );
    }
    expect(await bannedGroups('lib/site-config.ts')).toContain('node:*');
    for (const file of ['lib/docs/site-files.ts', 'lib/generated/generated-file.ts', 'lib/node/git-blob.ts']) {
      const groups = await bannedGroups(file);
      expect(groups, file).not.toContain('node:*');
      expect(groups, file).toEqual(expect.arrayContaining(['react', '@/components/*']));
    }
    expect(await bannedGroups('lib/content/content.test.ts')).not.toContain('node:*');
    expect(await bannedGroups('lib/docs/built-docs.ts')).not.toContain('node:*');
  });

  it('the site and the steps of its build import nothing from test/', async () => {
    for (const file of [
      'lib/content/assets.ts',
      'lib/docs/site-files.ts',
      'lib/docs/built-docs.ts',
      'app/sitemap.ts',
      'components/docs/doc-page.tsx',
      'scripts/prepare-content.ts',
      'scripts/lib/content-check.ts',
    ])
      expect(await bannedGroups(file), file).toContain('**/test/**');
    expect(await bannedGroups('scripts/lib/content-check.test.ts')).not.toContain('**/test/**');
  });
});
