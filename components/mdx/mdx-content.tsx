import { Children, cloneElement, isValidElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { getMDXComponent } from 'next-contentlayer2/hooks';
import type { PlacedBadges } from '@/lib/api-model/version-intelligence';
import { mdxComponents } from './mdx-components';
import { ApiBadges } from './api-badges';

type Lined<T extends 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'tr'> = ComponentProps<T> & { 'data-line'?: number };
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/**
 * The element map with the page's lifecycle badges: after the heading of an
 * entry's section, and after the entry's name in the first cell of its table
 * row, found by the source line the content build left on each heading and
 * row (lib/content/rehype-source-lines.ts; the attribute itself is dropped).
 */
function withBadges(badges: readonly PlacedBadges[]) {
  const at = (kind: PlacedBadges['at'], line: number | undefined) =>
    line === undefined ? undefined : badges.find((b) => b.at === kind && b.line === Number(line));
  const headings = Object.fromEntries(
    HEADINGS.map((Tag) => [
      Tag,
      function Heading({ 'data-line': line, ...props }: Lined<typeof Tag>) {
        const placed = at('heading', line);
        return (
          <>
            <Tag {...props} />
            {placed && <ApiBadges badges={placed.badges} entry={placed.key} />}
          </>
        );
      },
    ]),
  );
  function Row({ 'data-line': line, children, ...props }: Lined<'tr'>) {
    const placed = at('row', line);
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
