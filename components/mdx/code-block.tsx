import type { ComponentProps } from 'react';
import { CopyButton } from './copy-button';

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
