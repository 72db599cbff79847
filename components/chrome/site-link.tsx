import type { ComponentProps } from 'react';
import { withBasePath } from '@/lib/site/links';
import { BASE_PATH } from './base-path';

/**
 * An internal link, as a plain anchor: no component to wake up per link when
 * the page hydrates (a doc page has 80 to 140 of them). The page's one
 * LinkRouter routes its clicks on the client and prefetches its page on
 * intent and when visible.
 */
export function SiteLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return <a href={withBasePath(href, BASE_PATH)} {...props} />;
}
