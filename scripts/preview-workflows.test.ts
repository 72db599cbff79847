/**
 * The preview workflows are split so that pull requests from forks get a
 * preview without their code ever running with a write token or a secret:
 * preview.yml builds with a read-only token, preview-deploy.yml publishes the
 * artifact and must never check out or run the pull request's code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, { permissions?: unknown; steps: Step[] }>;
}

const dir = path.resolve(__dirname, '../.github/workflows');
const text = (file: string) => readFileSync(path.join(dir, file), 'utf8');
const workflow = (file: string) => parse(text(file)) as Workflow;
const steps = (w: Workflow) => Object.values(w.jobs).flatMap((job) => job.steps);

/** Expressions that name the pull request's code: its head commit, branch, repository or merge ref. */
const HEAD_REF = /head_sha|head_branch|head_repository|head\.ref|head\.sha|head\.repo|refs\/pull|merge_commit_sha/;

describe('preview.yml: builds the pull request with no secrets and a read-only token', () => {
  const build = workflow('preview.yml');

  it('runs on pull_request only, never with the base repository’s privileges', () => {
    expect(Object.keys(build.on)).toEqual(['pull_request']);
  });

  it('asks for a read-only token and no job widens it', () => {
    expect(build.permissions).toEqual({ contents: 'read' });
    for (const job of Object.values(build.jobs)) expect(job.permissions).toBeUndefined();
  });

  it('uses no secrets and keeps no credentials in the checkout', () => {
    expect(text('preview.yml')).not.toMatch(/secrets\./);
    for (const step of steps(build).filter((s) => s.uses?.startsWith('actions/checkout')))
      expect(step.with?.['persist-credentials']).toBe(false);
  });

  it('uploads the export and a note of the pull request for the deploying workflow', () => {
    const uploads = steps(build).filter((s) => s.uses?.startsWith('actions/upload-artifact'));
    expect(uploads.map((s) => [s.with?.name, s.with?.path])).toEqual([
      ['preview-site', 'out'],
      ['preview-meta', 'preview-meta'],
      ['preview-meta', 'preview-meta'],
    ]);
  });
});

describe('preview-deploy.yml: publishes without checking out or running the pull request', () => {
  const deploy = workflow('preview-deploy.yml');

  it('runs on workflow_run of the build workflow only', () => {
    expect(Object.keys(deploy.on)).toEqual(['workflow_run']);
    expect(deploy.on.workflow_run).toEqual({ workflows: [workflow('preview.yml').name], types: ['completed'] });
  });

  it('checks out only the gh-pages branch, never the head ref', () => {
    const checkouts = steps(deploy).filter((s) => s.uses?.startsWith('actions/checkout'));
    expect(checkouts.length).toBeGreaterThan(0);
    for (const step of checkouts) {
      expect(step.with?.ref).toBe('gh-pages');
      expect(step.with?.repository).toBeUndefined();
    }
    for (const step of steps(deploy)) {
      for (const key of ['ref', 'repository']) expect(String(step.with?.[key] ?? '')).not.toMatch(HEAD_REF);
    }
  });

  it('installs and runs nothing it downloaded: no package manager, no node, no scripts of the artifact', () => {
    for (const step of steps(deploy).filter((s) => s.run)) {
      expect(step.run).not.toMatch(/\b(npm|npx|yarn|pnpm|node|make|bash|sh|source)\b|\.\/|site\/\S+\.(sh|js|mjs)/);
    }
    const actions = steps(deploy).flatMap((s) => (s.uses ? [s.uses.split('@')[0]] : []));
    expect([...new Set(actions)].sort()).toEqual([
      'actions/checkout',
      'actions/download-artifact',
      'actions/github-script',
    ]);
  });

  it('downloads the artifacts of the run that triggered it', () => {
    for (const step of steps(deploy).filter((s) => s.uses?.startsWith('actions/download-artifact')))
      expect(step.with?.['run-id']).toBe('${{ github.event.workflow_run.id }}');
  });

  it('checks the pull request number the artifact names against the built commit', () => {
    expect(text('preview-deploy.yml')).toMatch(/pr\.head\.sha !== headSha/);
  });

  it('shares the gh-pages concurrency group with the main deploy, which keeps previews/', () => {
    expect(text('preview-deploy.yml')).toMatch(/group: gh-pages/);
    expect(text('deploy.yml')).toMatch(/group: gh-pages/);
    expect(text('deploy.yml')).toMatch(/clean-exclude: \|\n\s+previews\//);
  });
});
