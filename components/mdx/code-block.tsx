import type { ComponentProps } from 'react';
import { CopyButton } from './copy-button';
import { CODE_HTML_ATTRIBUTE } from '@/lib/content/code-options';

/**
 * rehype-pretty-code wraps every fenced block in a figure; this adds the copy
 * button. Other figures pass through untouched.
 */
export function CodeBlock(props: ComponentProps<'figure'> & { 'data-rehype-pretty-code-figure'?: string }) {
  if (!('data-rehype-pretty-code-figure' in props)) return <figure {...props} />;
  const { children, ...rest } = props;
  return (
    <figure {...rest} className="code-block">
      {children}
      <CopyButton />
    </figure>
  );
}

/**
 * A highlighted block's `<pre>`: its lines arrive as one HTML string from the
 * content build (lib/content/rehype-code-html.ts) instead of hundreds of
 * elements. Any other `<pre>` renders as it is.
 */
export function CodePre({
  [CODE_HTML_ATTRIBUTE]: html,
  children,
  ...rest
}: ComponentProps<'pre'> & { [CODE_HTML_ATTRIBUTE]?: string }) {
  if (typeof html !== 'string') return <pre {...rest}>{children}</pre>;
  return <pre {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}
