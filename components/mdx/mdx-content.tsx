import { getMDXComponent } from 'next-contentlayer2/hooks';
import { mdxComponents } from './mdx-components';

/** Renders a doc's compiled MDX on the server with the site's element map. */
export function MdxContent({ code }: { code: string }) {
  const Content = getMDXComponent(code);
  return <Content components={mdxComponents} />;
}
