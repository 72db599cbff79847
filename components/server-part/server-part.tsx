'use client';

import { use, useEffect, useRef, useState } from 'react';
import { enhanceArticle } from '@/components/mdx/article-behaviour';
import { enhancePageActions } from '@/components/docs/copy-page';
import { PART_ATTRIBUTE, REVISION_ATTRIBUTE, loadPartHtml, partHtmlAtHand, partId } from './page-html';
import { registeredPart, type PartKind, type PartSource } from './part-source';

export interface ServerPartProps {
  /** The page's route. */
  route: string;
  kind: PartKind;
  /** Changes whenever the part's source does. */
  revision: string;
  /** The source itself, under `npm run dev` only, where the part is rendered and hydrated as a whole. */
  source?: PartSource;
}

let renderer: Promise<typeof import('./render-part')> | undefined;

/**
 * A part of a page that reaches the browser once, as HTML: a doc's article
 * body, what stands above and below it (breadcrumbs to pager, the comparison
 * with other versions included) and its table of contents. Nothing in them
 * needs React in the browser, and they are most of a reference page.
 *
 * The server renders the part from its source, handed over by the page's
 * server component (serverPart) beside the React payload, so the payload
 * carries only the part's name and revision. In the browser the part is one
 * element whose inner HTML React takes as it is, so hydration does not walk
 * it: on load that is the HTML already in the page; after a client navigation
 * it comes from the page's HTML file (page-html.ts). What moves in an article
 * (copy buttons, tabs) is wired by enhanceArticle, "Copy page" by
 * enhancePageActions; links are routed by the page's LinkRouter.
 */
export function ServerPart(props: ServerPartProps) {
  if (typeof window === 'undefined' || props.source) return <RenderedPart {...props} />;
  return <HtmlPart key={props.revision} {...props} />;
}

/** What moves inside a part, wired on its root: an article's copy buttons and tabs, a doc head's "Copy page". */
const BEHAVIOURS: Partial<Record<PartKind, (root: HTMLElement) => () => void>> = {
  article: enhanceArticle,
  'doc-head': enhancePageActions,
};

function useBehaviour(kind: PartKind, revision: string) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const enhance = BEHAVIOURS[kind];
    return enhance && ref.current ? enhance(ref.current) : undefined;
  }, [kind, revision]);
  return ref;
}

const attributes = (route: string, kind: PartKind, revision: string) => ({
  [PART_ATTRIBUTE]: partId(route, kind),
  [REVISION_ATTRIBUTE]: revision,
});

function RenderedPart({ route, kind, revision, source }: ServerPartProps) {
  const ref = useBehaviour(kind, revision);
  const { PartElements } = use((renderer ??= import('./render-part')));
  return (
    <div ref={ref} className={`server-part server-part-${kind}`} {...attributes(route, kind, revision)}>
      <PartElements source={source ?? registeredPart(route, kind, revision)} />
    </div>
  );
}

function HtmlPart({ route, kind, revision }: ServerPartProps) {
  const ref = useBehaviour(kind, revision);
  // On the page's first render (hydration) the server's HTML is in the document; after a prefetch, at hand:
  // then the part renders without suspending.
  const [atHand] = useState(() => partHtmlAtHand(route, kind, revision));
  const html = atHand ?? use(loadPartHtml(route, kind, revision));
  return (
    <div
      ref={ref}
      className={`server-part server-part-${kind}`}
      {...attributes(route, kind, revision)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
