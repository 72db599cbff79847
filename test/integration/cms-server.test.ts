/** `npm run cms` (the editor with GitHub storage) started without its secrets: one line naming them, nothing else. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GITHUB_SECRETS } from '@/lib/cms/cms-storage';

const ROOT = path.resolve(__dirname, '../..');

describe('npm run cms without its secrets', () => {
  it('exits at once with one line naming every missing secret', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, KEYSTATIC_SECRET: 'set-in-this-test' };
    for (const name of GITHUB_SECRETS) if (name !== 'KEYSTATIC_SECRET') delete env[name];
    const run = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/cms.ts'], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.match(/^cms: set (.+?) \(/)?.[1]?.split(', ')).toEqual(
      GITHUB_SECRETS.filter((n) => n !== 'KEYSTATIC_SECRET'),
    );
    expect(lines[0]).toMatch(/^cms: set .* and run again\.$/);
  });
});
