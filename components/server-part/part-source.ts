import type { PlacedBadges } from '@/lib/api-model/version-intelligence';
import type { DocFootSource, DocHeadSource } from '@/components/docs/doc-furniture';
import type { TocEntry } from '@/lib/toc/build-toc';

/** What a server part is rendered from (components/server-part/server-part.tsx). */
export type PartSource =
  /** A doc's article body: its compiled MDX and lifecycle badges. */
  | { kind: 'article'; code: string; badges: readonly PlacedBadges[] }
  /** What stands above the doc's title: banner, breadcrumbs, version badge, Markdown actions. */
  | ({ kind: 'doc-head' } & DocHeadSource)
  /** What follows the article: edit link, comparison with the other versions, other versions, pager. */
  | ({ kind: 'doc-foot' } & DocFootSource)
  /** The links of the doc's "On this page" list. */
  | { kind: 'toc'; toc: readonly TocEntry[] };

export type PartKind = PartSource['kind'];

/**
 * The hand-over of a part's source from the page's server component to the
 * server rendering of ServerPart, so that the source never travels in the
 * page's React payload. Both renders of one page run in the same process
 * (`next build`'s page workers, `next dev`), each layer with its own copy of
 * this module: the map lives on globalThis, keyed by route, part and revision.
 */
const REGISTRY = Symbol.for('rntp.server-parts');

function registry(): Map<string, PartSource> {
  const scope = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, PartSource> };
  return (scope[REGISTRY] ??= new Map());
}

const keyOf = (route: string, kind: PartKind, revision: string) => `${route}#${kind}@${revision}`;

export function registerPart(route: string, revision: string, source: PartSource): void {
  registry().set(keyOf(route, source.kind, revision), source);
}

export function registeredPart(route: string, kind: PartKind, revision: string): PartSource {
  const source = registry().get(keyOf(route, kind, revision));
  if (!source)
    throw new Error(
      `ServerPart: nothing registered for the ${kind} of ${route} (revision ${revision}). The page's server component registers it (serverPart in components/server-part/server-part-props.ts) before ServerPart renders.`,
    );
  return source;
}
