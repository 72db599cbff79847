import { Children, cloneElement, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { getMDXComponent } from 'next-contentlayer2/hooks';
import { placementOf, type PlacedBadges } from '@/lib/api-model/version-intelligence';
import { mdxComponents } from './mdx-components';
import { ApiBadges } from './api-badges';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/**
 * The element map with the page's lifecycle badges: after the heading of an
 * entry's section (found by its id), and after the entry's name in the first
 * cell of its table row (found by the row's name, lib/content/rehype-table-rows.ts;
 * the attribute itself is dropped). Nothing depends on where in the file they are.
 */
function withBadges(badges: readonly PlacedBadges[]) {
  const byPlace = new Map(badges.map((b) => [placementOf(b), b]));
  const headings = Object.fromEntries(
    HEADINGS.map((Tag) => [
      Tag,
      function Heading(props: ComponentProps<typeof Tag>) {
        const placed = props.id ? byPlace.get(placementOf({ at: 'heading', anchor: props.id })) : undefined;
        return (
          <>
            <Tag {...props} />
            {placed && <ApiBadges badges={placed.badges} entry={placed.key} />}
          </>
        );
      },
    ]),
  );
  function Row({ 'data-row': row, children, ...props }: ComponentProps<'tr'> & { 'data-row'?: string }) {
    const placed = row === undefined ? undefined : byPlace.get(row);
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
