/**
 * What a page tells chat apps, social sites and tools about itself: its
 * canonical URL, Open Graph and Twitter card tags with the version's card
 * image, and, for a doc page, where its Markdown form is. Shaped like the
 * matching fields of Next's `Metadata` (URLs relative to `metadataBase`, which
 * holds the site URL and base URL).
 */
import type { DocsVersion } from '../versions/versions';
import { CARD_HEIGHT, CARD_WIDTH, cardAlt, cardText, shareCardRoute } from './share-card';

export interface ShareInput {
  /** The page title without the site suffix. */
  title: string;
  description: string;
  /** The page's route: `/`, `/docs/3.2/api/events`. */
  route: string;
  /** The site's name and address. */
  site: { title: string; url: string };
  /** The version whose card the page shows (the latest one outside the docs). */
  version: Pick<DocsVersion, 'name' | 'landingTitle' | 'status'>;
  /** `article` for doc pages, `website` for the rest. */
  type: 'website' | 'article';
  /** The route of the page's Markdown form, for `<link rel="alternate" type="text/markdown">`. */
  markdownRoute?: string;
}

/** A route as a URL relative to `metadataBase`: `/docs/intro` → `docs/intro`, `/` → `./`. */
export function relativeToBase(route: string): string {
  return route === '/' ? './' : route.replace(/^\/+/, '');
}

/** `alternates`, `openGraph` and `twitter` for a page's metadata. */
export function shareMetadata(input: ShareInput) {
  const url = relativeToBase(input.route);
  const image = {
    url: relativeToBase(shareCardRoute(input.version.name)),
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    alt: cardAlt(cardText(input.version, input.site)),
    type: 'image/png',
  };
  return {
    alternates: {
      canonical: url,
      ...(input.markdownRoute ? { types: { 'text/markdown': relativeToBase(input.markdownRoute) } } : {}),
    },
    openGraph: {
      title: input.title,
      description: input.description,
      url,
      type: input.type,
      siteName: input.site.title,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image' as const,
      title: input.title,
      description: input.description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}
