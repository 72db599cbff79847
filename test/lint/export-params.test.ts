/**
 * Every route's `generateStaticParams` goes through `exportParams`
 * (app/export-params.ts): a list given to `next dev` makes it rewrite its
 * prerender manifest in place after each content change, and a request
 * reading it meanwhile answers 500.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportParams } from '../../app/export-params';

const app = path.resolve(__dirname, '../../app');

describe('static params', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('are listed for the export and not under next dev', () => {
    const params = exportParams(() => [{ file: '4.1.json' }]);
    vi.stubEnv('NODE_ENV', 'production');
    expect(params()).toEqual([{ file: '4.1.json' }]);
    vi.stubEnv('NODE_ENV', 'development');
    expect(params()).toEqual([]);
  });

  it('are given by every route through exportParams', () => {
    const routes = readdirSync(app, { recursive: true, encoding: 'utf8' })
      .filter((file) => /(^|\/)(page|route)(\.dev)?\.tsx?$/.test(file))
      .map((file) => ({ file, text: readFileSync(path.join(app, file), 'utf8') }))
      .filter(({ text }) => text.includes('generateStaticParams'));
    expect(routes.map((r) => r.file).sort()).toEqual(
      expect.arrayContaining(['docs/[[...slug]]/page.tsx', 'search-index/[file]/route.ts']),
    );
    for (const { file, text } of routes)
      expect(text, file).toMatch(/export const generateStaticParams = exportParams(<[^>]+>)?\(/);
  });
});
