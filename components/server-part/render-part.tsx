import { MdxContent } from '@/components/mdx/mdx-content';
import { DocFoot, DocHead } from '@/components/docs/doc-furniture';
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
    case 'doc-head':
      return <DocHead {...source} />;
    case 'doc-foot':
      return <DocFoot {...source} />;
    case 'toc':
      return <TocList entries={source.toc} />;
  }
}
