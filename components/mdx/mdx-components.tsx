import { Children, isValidElement, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { SiteLink as Link } from '@/components/chrome/site-link';
import { BASE_PATH } from '@/components/chrome/base-path';
import { ExternalLink } from '@/components/ui/external-link';
import { isExternalHref, withBasePath } from '@/lib/site/links';
import { CodeBlock, CodePre } from './code-block';
import { Tabs, TabItem } from './tabs';
import { Admonition } from './admonition';
import { TryPlayer } from './try-player';
import { RunExample } from './run-example';
import { ApiBadges } from './api-badges';

function Anchor({ href = '', children, ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('#') || rest.className?.includes('heading-anchor')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  if (isExternalHref(href)) {
    return (
      <ExternalLink href={href} {...rest}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}

/** A content image: a root path (`/img/x.png`, a file of the content's static/ folder) gets the base URL. */
function Img({ src, alt = '', ...rest }: ComponentProps<'img'>) {
  // A plain <img>: the export serves images as they are (no image optimisation in a static export).
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={typeof src === 'string' ? withBasePath(src, BASE_PATH) : src} alt={alt} {...rest} />;
}

/** The rows of a Markdown table (the `<tr>`s of its head and body). */
function rowCount(children: ReactNode): number {
  let rows = 0;
  Children.forEach(children, (section) => {
    if (isValidElement<{ children?: ReactNode }>(section))
      rows += Children.toArray(section.props.children).filter(isValidElement).length;
  });
  return rows;
}

function Table(props: ComponentProps<'table'>) {
  // The row count lets the stylesheet reserve about the table's height while it is off screen and not laid out.
  const style = { '--table-rows': rowCount(props.children) } as CSSProperties;
  return (
    // Focusable so keyboard readers can scroll a wide table on narrow screens.
    <div className="table-wrapper" tabIndex={0} role="group" aria-label="Table (scrolls sideways)" style={style}>
      <table {...props} />
    </div>
  );
}

/** Element-to-component map for every doc. */
export const mdxComponents = {
  a: Anchor,
  img: Img,
  Img,
  figure: CodeBlock,
  pre: CodePre,
  table: Table,
  Tabs,
  TabItem,
  Admonition,
  TryPlayer,
  RunExample,
  ApiBadges,
};
