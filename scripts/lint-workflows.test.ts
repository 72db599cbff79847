import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.resolve(__dirname, 'lint-workflows.mjs');
const run = (dir: string) =>
  spawnSync(process.execPath, [script, dir], { cwd: path.resolve(__dirname, '..'), encoding: 'utf8' });

describe('workflow lint', () => {
  it('passes the repository workflows (CI, deploy, previews)', () => {
    const result = run('.github/workflows');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('4 workflow files, no problems');
  });

  it('fails on a workflow with a misspelt context and a bad value, naming file and line', () => {
    const result = run('test/fixtures/bad-workflow');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('broken.yml:8:23: property "evnt" is not defined');
    expect(result.stderr).toContain('broken.yml:12:22');
  });
});
