/**
 * The docs route's data bound to the site's generated data: the docs model and
 * the version intelligence from doc-index.ts, and the site configuration.
 */
import { siteConfig } from '../site-config';
import {
  docsRoutes as docsRoutesOf,
  routeData,
  sitemapData,
  type RouteData,
  type RouteOptions,
} from '../docs-model/route-data';
import { docsModel, versionIntelligence, type Doc } from './doc-index';

const input = { model: docsModel, intelligence: versionIntelligence, config: siteConfig };

/** What the URL of `slug` under `/docs` shows, with everything its page renders. */
export function docsRouteData(slug: readonly string[] | undefined, options?: RouteOptions): RouteData<Doc> {
  return routeData(input, slug, options);
}

/** Every URL of the docs route. */
export function docsRoutes(): string[] {
  return docsRoutesOf(input);
}

/** The site's sitemap entries. */
export function siteSitemap() {
  return sitemapData(input);
}
