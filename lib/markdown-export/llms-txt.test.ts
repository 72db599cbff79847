import { describe, expect, it } from 'vitest';
import { llmsTxt, parseLlmsTxt, sidebarDocIds, sidebarSections, type LlmsFile } from './llms-txt';
import type { SidebarViewItem } from '../docs-model/create-docs-model';

const file: LlmsFile = {
  title: 'Example Player',
  summary: 'Docs of a player.\nOn two lines.',
  details: ['Version 1.0.'],
  sections: [
    {
      title: 'Start here',
      links: [
        { title: 'Intro [draft]', url: 'https://docs.example/docs/intro.md', description: 'What it is.' },
        { title: 'Setup', url: 'https://docs.example/docs/setup.md' },
      ],
    },
    { title: 'Empty', links: [] },
    { title: 'Optional', links: [{ title: 'All', url: 'https://docs.example/llms-full.txt', description: 'x' }] },
  ],
};

describe('llmsTxt', () => {
  it('writes the H1, the blockquote, the details and one H2 per non-empty section of link lines', () => {
    expect(llmsTxt(file)).toBe(
      [
        '# Example Player',
        '',
        '> Docs of a player. On two lines.',
        '',
        'Version 1.0.',
        '',
        '## Start here',
        '',
        '- [Intro \\[draft\\]](https://docs.example/docs/intro.md): What it is.',
        '- [Setup](https://docs.example/docs/setup.md)',
        '',
        '## Optional',
        '',
        '- [All](https://docs.example/llms-full.txt): x',
        '',
      ].join('\n'),
    );
  });

  it('reads back what it writes', () => {
    const parsed = parseLlmsTxt(llmsTxt(file));
    expect(parsed.title).toBe('Example Player');
    expect(parsed.summary).toBe('Docs of a player. On two lines.');
    expect(parsed.details).toEqual(['Version 1.0.']);
    expect(parsed.sections.map((s) => s.title)).toEqual(['Start here', 'Optional']);
    expect(parsed.sections[0]!.links[0]).toEqual({
      title: 'Intro [draft]',
      url: 'https://docs.example/docs/intro.md',
      description: 'What it is.',
    });
  });
});

describe('parseLlmsTxt', () => {
  it.each([
    ['no H1 first', '## Section\n', /line 1: the file must start with an H1/],
    ['no summary', '# Site\n\nText\n', /line 3: the H1 must be followed by a blockquote summary/],
    ['an H3', '# Site\n> Sum\n\n### Deep\n', /line 4: only H2 headings/],
    ['a second H1', '# Site\n> Sum\n\n# Again\n', /line 4: only H2 headings/],
    ['prose in a section', '# Site\n> Sum\n\n## S\n\nsome text\n', /line 6: a section holds only/],
    ['a link without URL', '# Site\n> Sum\n\n## S\n- [x]()\n', /line 5: a section holds only/],
    ['an empty section', '# Site\n> Sum\n\n## S\n', /section "S" is empty/],
  ])('rejects %s', (_, text, message) => {
    expect(() => parseLlmsTxt(text)).toThrow(message);
  });
});

const sidebar: SidebarViewItem[] = [
  { type: 'doc', id: 'intro', label: 'Intro', href: '/docs/intro', active: false },
  {
    type: 'category',
    label: 'API',
    dir: 'api',
    expanded: false,
    onActivePath: false,
    items: [
      { type: 'doc', id: 'api/events', label: 'Events', href: '', active: false },
      {
        type: 'category',
        label: 'Functions',
        dir: 'api/functions',
        expanded: false,
        onActivePath: false,
        items: [{ type: 'doc', id: 'api/functions/player', label: 'Player', href: '', active: false }],
      },
    ],
  },
  { type: 'doc', id: 'v2-migration', label: 'Migrating', href: '', active: false },
  { type: 'doc', id: 'troubleshooting', label: 'Troubleshooting', href: '', active: false },
];

describe('sidebarSections', () => {
  it('makes a section per top-level category and per run of top-level pages, naming nested pages by category', () => {
    const sections = sidebarSections(sidebar, (id, prefix) => ({ title: `${prefix}${id}`, url: `u:${id}` }), {
      leading: 'Start',
      trailing: 'More',
    });
    expect(sections).toEqual([
      { title: 'Start', links: [{ title: 'intro', url: 'u:intro' }] },
      {
        title: 'API',
        links: [
          { title: 'api/events', url: 'u:api/events' },
          { title: 'Functions: api/functions/player', url: 'u:api/functions/player' },
        ],
      },
      {
        title: 'More',
        links: [
          { title: 'v2-migration', url: 'u:v2-migration' },
          { title: 'troubleshooting', url: 'u:troubleshooting' },
        ],
      },
    ]);
  });

  it('lists the doc ids in sidebar order', () => {
    expect(sidebarDocIds(sidebar)).toEqual([
      'intro',
      'api/events',
      'api/functions/player',
      'v2-migration',
      'troubleshooting',
    ]);
  });
});
