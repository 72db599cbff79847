import { MdxContent } from '@/components/mdx/mdx-content';
import { CompareVersions } from '@/components/docs/compare-versions';
import { TocList } from '@/components/docs/toc-list';
import type { PartSource } from './part-source';

/**
 * A server part's elements: rendered to HTML on the server, and in the browser
 * under `npm run dev` only. So no client component may sit inside a part: in a
 * build its effects and handlers never run.
 */
export function PartElements({ source }: { source: PartSource }) {
  switch (source.kind) {
    case 'article':
      return <MdxContent code={source.code} badges={source.badges} />;
    case 'comparisons':
      return <CompareVersions current={source.current} comparisons={source.comparisons} />;
    case 'toc':
      return <TocList entries={source.toc} />;
  }
}
