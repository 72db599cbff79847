import { describe, expect, it } from 'vitest';
import { assistantData, assistantOutputs } from './assistant-data';
import { dataInput } from './fixtures';

const data = assistantData(dataInput());
const fact = (version: string, key: string) => data.api[version]!.entries.find((e) => e.key === key);

describe('the manifest', () => {
  it('lists every version in dropdown order, with its package, files and absolute page URLs under the base URL', () => {
    const { manifest } = data;
    expect(manifest.site.url).toBe('https://example.org/preview/');
    expect(manifest.library).toBe('react-native-track-player');
    expect(manifest.server).toBe('demo-docs-mcp');
    expect(manifest.versions.map((v) => v.name)).toEqual(['next', '2.0', '1.0', '0.9']);
    const latest = manifest.versions[1]!;
    expect(latest).toMatchObject({
      status: 'latest',
      url: 'https://example.org/preview/docs',
      llms: 'https://example.org/preview/llms.txt',
      package: { alias: 'demo-2.0', version: '2.0.1', types: 'lib/index.d.ts' },
      files: {
        search: '/search-index/2.0.json',
        api: '/mcp/2.0/api.json',
        changes: '/mcp/2.0/changes.json',
        agents: '/mcp/2.0/AGENTS.md',
      },
    });
    expect(latest.pages[1]).toEqual({
      docId: 'basics/installation',
      title: 'Installation',
      url: 'https://example.org/preview/docs/basics/installation',
      markdown: '/docs/basics/installation.md',
    });
    expect(manifest.versions[2]!.pages[0]!.markdown).toBe('/docs/1.0/intro.md');
  });

  it('gives a version without a package no API files, but its pages and AGENTS.md', () => {
    const old = data.manifest.versions.find((v) => v.name === '0.9')!;
    expect(old.package).toBeNull();
    expect(old.files).toMatchObject({ api: null, changes: null, agents: '/mcp/0.9/AGENTS.md' });
    expect(data.api['0.9']).toBeUndefined();
    expect(assistantOutputs(data).map((o) => o.route)).toEqual([
      '/mcp/manifest.json',
      ...['next', '2.0', '1.0'].flatMap((v) => [`/mcp/${v}/api.json`, `/mcp/${v}/changes.json`, `/mcp/${v}/AGENTS.md`]),
      '/mcp/0.9/AGENTS.md',
    ]);
  });
});

describe('API facts', () => {
  it('gives each entry its signature, its section URL and, for functions, the platforms the package has', () => {
    expect(fact('1.0', 'function:skip')).toMatchObject({
      signature: 'skip(index: number): Promise<void>',
      platforms: ['android', 'ios'],
      url: 'https://example.org/preview/docs/1.0/api/functions/queue#skip',
    });
    expect(fact('1.0', 'function:play')!.url).toBeNull();
    expect(fact('1.0', 'member:State.Playing')).toMatchObject({
      signature: 'State.Playing = "playing"',
      platforms: null,
    });
    expect(fact('2.0', 'event:PlaybackState')!.signature).toBe(
      'Event.PlaybackState = "playback-state" (payload: { state: State })',
    );
    expect(fact('2.0', 'field:Track.url')!.signature).toBe('Track.url: string');
  });

  it('carries the lifecycle from the one record, by release, and the replacements that exist in the version', () => {
    const release = (name: string, extra: object = {}) => ({
      release: name,
      label: name === 'next' ? 'Next' : name,
      documented: true,
      orEarlier: false,
      docs: name,
      ...extra,
    });
    expect(fact('2.0', 'function:getCurrentTrack')).toMatchObject({
      lifecycle: {
        added: release('1.0', { orEarlier: true }),
        deprecated: release('2.0'),
        removed: release('next'),
      },
      replacements: ['getActiveTrackIndex'],
      deprecation: 'use `getActiveTrackIndex()` instead.',
    });
    expect(fact('1.0', 'function:destroy')!.lifecycle).toEqual({
      added: release('1.0', { orEarlier: true }),
      deprecated: null,
      removed: release('2.0'),
    });
    expect(fact('next', 'function:getActiveTrack')!.lifecycle).toEqual({
      added: release('2.0'),
      deprecated: null,
      removed: null,
    });
  });
});

describe('changes', () => {
  it('lists every change from each older version, with the guides on the way', () => {
    const step = data.changes.next!.from['2.0']!;
    expect(step.guides).toEqual([]);
    expect(step.changes).toContainEqual({
      change: 'changed',
      kind: 'function',
      name: 'skip',
      url: 'https://example.org/preview/docs/next/api/functions/queue#skip',
      details: ['parameter `initialPosition` added'],
    });
    const all = data.changes.next!.from['1.0']!;
    expect(all.guides).toEqual(['https://example.org/preview/docs/v2-migration']);
    expect(all.changes.filter((c) => c.kind === 'function').map((c) => `${c.change} ${c.name}`)).toEqual([
      'removed destroy',
      'added getActiveTrack',
      'added getActiveTrackIndex',
      'removed getCurrentTrack',
      'changed skip',
    ]);
    // A removal points at the older version's section.
    expect(all.changes.find((c) => c.name === 'destroy')!.url).toBe(
      'https://example.org/preview/docs/1.0/api/functions/queue#destroy',
    );
    expect(data.changes['1.0']!.from).toEqual({});
  });
});
