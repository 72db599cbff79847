import { describe, expect, it } from 'vitest';
import { relativeToBase, shareMetadata } from './share-meta';

describe('shareMetadata', () => {
  const input = {
    title: 'Events',
    description: 'Every event the player emits.',
    route: '/docs/3.2/api/events',
    site: { title: 'Example Player', url: 'https://docs.example' },
    version: { name: '3.2', landingTitle: 'Version 3.2 documentation', status: 'unmaintained' as const },
    type: 'article' as const,
    markdownRoute: '/docs/3.2/api/events.md',
  };

  it('gives the canonical URL, Open Graph and a large Twitter card with the version’s image', () => {
    expect(shareMetadata(input)).toEqual({
      alternates: { canonical: 'docs/3.2/api/events', types: { 'text/markdown': 'docs/3.2/api/events.md' } },
      openGraph: {
        title: 'Events',
        description: 'Every event the player emits.',
        url: 'docs/3.2/api/events',
        type: 'article',
        siteName: 'Example Player',
        images: [
          {
            url: 'og/3.2.png',
            width: 1200,
            height: 630,
            alt: 'Example Player: Version 3.2 documentation',
            type: 'image/png',
          },
        ],
      },
      twitter: {
        card: 'summary_large_image',
        title: 'Events',
        description: 'Every event the player emits.',
        images: [{ url: 'og/3.2.png', alt: 'Example Player: Version 3.2 documentation' }],
      },
    });
  });

  it('has no Markdown alternate for pages without one', () => {
    const home = { ...input, route: '/', type: 'website' as const, markdownRoute: undefined };
    expect(shareMetadata(home).alternates).toEqual({ canonical: './' });
  });

  it('writes routes relative to the metadata base (which holds the base URL)', () => {
    expect(relativeToBase('/')).toBe('./');
    expect(relativeToBase('/docs/intro')).toBe('docs/intro');
  });
});
