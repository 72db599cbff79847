import { describe, expect, it } from 'vitest';
import {
  buildSidebar,
  flattenSidebar,
  getBreadcrumbs,
  getPagerLinks,
  firstDocOf,
  type SidebarDocInput,
} from './build-sidebar';
import { collapseDurationMs } from './collapse-animation';

const doc = (id: string, position?: number, extra: Partial<SidebarDocInput> = {}): SidebarDocInput => {
  const slash = id.lastIndexOf('/');
  return {
    id,
    title: id,
    sidebarPosition: position,
    fileName: `${id.slice(slash + 1)}.md`,
    dir: slash === -1 ? '' : id.slice(0, slash),
    ...extra,
  };
};

describe('buildSidebar', () => {
  it('orders positioned items first, then by file name; categories by their position', () => {
    const sidebar = buildSidebar(
      [
        doc('troubleshooting', 10),
        doc('intro', 1),
        doc('basics/installation', 1),
        doc('v2-migration', 5),
        doc('zz-unpositioned'),
      ],
      [{ dir: 'basics', label: 'The Basics', position: 2 }],
    );
    expect(sidebar.map((i) => (i.type === 'doc' ? i.id : i.label))).toEqual([
      'intro',
      'The Basics',
      'v2-migration',
      'troubleshooting',
      'zz-unpositioned',
    ]);
  });

  it('breaks position ties by file name, as the published site does', () => {
    const sidebar = buildSidebar(
      [
        doc('api/events', 1),
        doc('api/functions/queue'),
        doc('api/functions/lifecycle'),
        doc('api/functions/player'),
        doc('api/constants/ios-category', 6),
        doc('api/constants/app-killed-playback-behavior', 6),
        doc('api/objects/metadata'),
        doc('api/objects/metadata-options'),
        doc('api/objects/track', 1),
        doc('api/objects/android-options'),
      ],
      [
        { dir: 'api', label: 'API Reference', position: 3 },
        { dir: 'api/functions', label: 'Functions', position: 1 },
        { dir: 'api/constants', label: 'Constants', position: 4 },
        { dir: 'api/objects', label: 'Objects', position: 5 },
      ],
    );
    const api = sidebar[0];
    expect(api?.type).toBe('category');
    if (api?.type !== 'category') return;
    // Events (1) and the Functions category (1) tie: events.md < functions.
    expect(api.items.map((i) => (i.type === 'doc' ? i.id : i.label))).toEqual([
      'api/events',
      'Functions',
      'Constants',
      'Objects',
    ]);
    const [, functions, constants, objects] = api.items;
    expect(functions?.type === 'category' && functions.items.map((i) => i.type === 'doc' && i.id)).toEqual([
      'api/functions/lifecycle',
      'api/functions/player',
      'api/functions/queue',
    ]);
    expect(constants?.type === 'category' && constants.items.map((i) => i.type === 'doc' && i.id)).toEqual([
      'api/constants/app-killed-playback-behavior',
      'api/constants/ios-category',
    ]);
    // metadata-options.md sorts before metadata.md ('-' < '.').
    expect(objects?.type === 'category' && objects.items.map((i) => i.type === 'doc' && i.id)).toEqual([
      'api/objects/track',
      'api/objects/android-options',
      'api/objects/metadata-options',
      'api/objects/metadata',
    ]);
  });

  it('uses sidebar_label over the title, and the folder name for a category without _category_.json', () => {
    const sidebar = buildSidebar(
      [doc('intro', 1, { title: 'Intro', sidebarLabel: 'Welcome' }), doc('extras/notes')],
      [],
    );
    expect(sidebar[0]).toEqual({ type: 'doc', id: 'intro', label: 'Welcome' });
    expect(sidebar[1]).toMatchObject({ type: 'category', label: 'extras', collapsed: true });
  });

  it('fails with "couldn\'t find any document for sidebar" when a version has no docs', () => {
    expect(() => buildSidebar([], [], 'app', '9.9')).toThrow(
      /couldn't find any document for sidebar "app" of version "9.9"/,
    );
  });
});

describe('navigation helpers', () => {
  const sidebar = buildSidebar(
    [doc('intro', 1), doc('basics/installation', 1), doc('basics/getting-started', 2), doc('troubleshooting', 10)],
    [{ dir: 'basics', label: 'The Basics', position: 2 }],
  );

  it('flattens in reading order', () => {
    expect(flattenSidebar(sidebar).map((d) => d.id)).toEqual([
      'intro',
      'basics/installation',
      'basics/getting-started',
      'troubleshooting',
    ]);
  });

  it('gives previous and next across category boundaries', () => {
    expect(getPagerLinks(sidebar, 'basics/installation')).toMatchObject({
      previous: { id: 'intro' },
      next: { id: 'basics/getting-started' },
    });
    expect(getPagerLinks(sidebar, 'intro').previous).toBeNull();
    expect(getPagerLinks(sidebar, 'troubleshooting').next).toBeNull();
    expect(getPagerLinks(sidebar, 'missing')).toEqual({ previous: null, next: null });
  });

  it('gives the categories leading to a doc', () => {
    expect(getBreadcrumbs(sidebar, 'basics/getting-started').map((c) => c.label)).toEqual(['The Basics']);
    expect(getBreadcrumbs(sidebar, 'intro')).toEqual([]);
    const basics = sidebar[1];
    expect(basics?.type === 'category' && firstDocOf(basics)?.id).toBe('basics/installation');
  });
});

describe('collapse animation', () => {
  it('lasts longer for taller content and nothing for empty content', () => {
    expect(collapseDurationMs(0)).toBe(0);
    const short = collapseDurationMs(100);
    const tall = collapseDurationMs(1000);
    expect(short).toBeGreaterThan(0);
    expect(tall).toBeGreaterThan(short);
    expect(tall).toBeLessThan(1000);
  });
});
