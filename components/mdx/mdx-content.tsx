import { Children, cloneElement, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { getMDXComponent } from 'next-contentlayer2/hooks';
import type { PlacedBadges } from '@/lib/api-model/version-intelligence';
import { placementOf } from '@/lib/content/places';
import { mdxComponents } from './mdx-components';
import { ApiBadges } from './api-badges';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** What a heading or table row carries when it is a place for badges (lib/content/places.ts); not rendered. */
type Placed = { 'data-place'?: string };

/**
 * The element map with the page's lifecycle badges: after a heading, and after the entry's name in the first cell
 * of a table row, whose place (`data-place`, marked by the content build: lib/content/places.ts) is the entry's.
 * The attribute itself is dropped. Nothing depends on where in the file they are.
 */
function withBadges(badges: readonly PlacedBadges[]) {
  const byPlace = new Map(badges.map((b) => [placementOf(b), b]));
  const headings = Object.fromEntries(
    HEADINGS.map((Tag) => [
      Tag,
      function Heading({ 'data-place': place, ...props }: ComponentProps<typeof Tag> & Placed) {
        const placed = place === undefined ? undefined : byPlace.get(place);
        return (
          <>
            <Tag {...props} />
            {placed && <ApiBadges badges={placed.badges} entry={placed.key} />}
          </>
        );
      },
    ]),
  );
  function Row({ 'data-place': place, children, ...props }: ComponentProps<'tr'> & Placed) {
    const placed = place === undefined ? undefined : byPlace.get(place);
    if (!placed) return <tr {...props}>{children}</tr>;
    const cells = Children.toArray(children);
    const first = cells.findIndex(isValidElement);
    if (first !== -1) {
      const cell = cells[first] as ReactElement<{ children?: ReactNode }>;
      cells[first] = cloneElement(
        cell,
        undefined,
        cell.props.children,
        <ApiBadges key="badges" badges={placed.badges} entry={placed.key} />,
      );
    }
    return <tr {...props}>{cells}</tr>;
  }
  return { ...mdxComponents, ...headings, tr: Row };
}

/** Renders a doc's compiled MDX on the server with the site's element map and the page's lifecycle badges. */
export function MdxContent({ code, badges = [] }: { code: string; badges?: readonly PlacedBadges[] }) {
  // A server component renders once per page at build time: nothing to keep stable across renders.
  const Content = getMDXComponent(code);
  const page = badges.find((b) => b.at === 'page');
  return (
    <>
      {page && <ApiBadges badges={page.badges} entry={page.key} />}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Content components={withBadges(badges)} />
    </>
  );
}
