import { getMDXComponent } from 'next-contentlayer2/hooks';
import { mdxComponents } from './mdx-components';

/** Renders a doc's compiled MDX on the server with the site's element map. */
export function MdxContent({ code }: { code: string }) {
  // A server component renders once per page at build time: nothing to keep stable across renders.
  const Content = getMDXComponent(code);
  // eslint-disable-next-line react-hooks/static-components
  return <Content components={mdxComponents} />;
}
