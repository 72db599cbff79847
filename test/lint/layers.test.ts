/**
 * The layer bans survive ESLint's flat-config merging: every folder keeps
 * every ban that applies to it (a later block replaces a rule's options, it
 * does not add to them).
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
});
