import { describe, expect, it } from 'vitest';
import { exportFile, llmsFullRoute, llmsRoute, markdownRoute } from './routes';

describe('text routes', () => {
  it('serves a page as Markdown at its route plus .md', () => {
    expect(markdownRoute('/docs/basics/installation')).toBe('/docs/basics/installation.md');
    expect(markdownRoute('/docs/3.2/api/events')).toBe('/docs/3.2/api/events.md');
  });

  it('puts the latest version’s llms files at the root and the others under their path', () => {
    expect(llmsRoute({ status: 'latest', path: '/docs' })).toBe('/llms.txt');
    expect(llmsFullRoute({ status: 'latest', path: '/docs' })).toBe('/llms-full.txt');
    expect(llmsRoute({ status: 'unmaintained', path: '/docs/3.2' })).toBe('/docs/3.2/llms.txt');
    expect(llmsFullRoute({ status: 'unreleased', path: '/docs/next' })).toBe('/docs/next/llms-full.txt');
  });

  it('maps a route to its file in the export', () => {
    expect(exportFile('/docs/intro.md')).toBe('docs/intro.md');
  });
});
