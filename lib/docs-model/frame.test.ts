import { describe, expect, it } from 'vitest';
import type { SidebarViewItem } from './create-docs-model';
import { sidebarLinks } from './frame';

describe('the sidebar as the browser draws it', () => {
  const sidebar: SidebarViewItem[] = [
    { type: 'doc', id: 'intro', label: 'Intro', href: '/docs/3.2/intro', active: false },
    {
      type: 'category',
      label: 'API',
      dir: 'api',
      expanded: true,
      onActivePath: true,
      items: [
        { type: 'doc', id: 'api/events', label: 'Events', href: '/docs/3.2/api/events', active: true },
        {
          type: 'category',
          label: 'Objects',
          dir: 'api/objects',
          expanded: false,
          onActivePath: false,
          items: [
            {
              type: 'doc',
              id: 'api/objects/track',
              label: 'Track',
              href: '/docs/3.2/api/objects/track',
              active: false,
            },
          ],
        },
      ],
    },
  ];

  it('keeps labels, URLs, nesting and which categories start open, nothing else', () => {
    expect(sidebarLinks(sidebar)).toEqual([
      { label: 'Intro', href: '/docs/3.2/intro' },
      {
        label: 'API',
        expanded: true,
        items: [
          { label: 'Events', href: '/docs/3.2/api/events' },
          { label: 'Objects', items: [{ label: 'Track', href: '/docs/3.2/api/objects/track' }] },
        ],
      },
    ]);
  });
});
