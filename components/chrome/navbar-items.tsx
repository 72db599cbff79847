import type { ReactNode } from 'react';
import type { NavbarItemConfig } from '@/lib/site-config';
import { siteConfig } from '@/lib/site-config';
import { getNavbarItemComponent, type LinkData } from '@/lib/navbar/navbar-items';
import type { FrameData } from '@/lib/docs-model/frame';
import { VersionDropdown } from './version-dropdown';
import { LocaleDropdown } from './locale-dropdown';
import { SearchButton } from './search/search-button';
import { DataLink } from './data-link';

/** What navbar items need to know about the page they are on: the docs model's frame data. */
export type NavbarContext = FrameData;

/** An item of the bar: its configuration, and its link on this page (null for the controls). */
export interface NavbarEntry {
  item: NavbarItemConfig;
  link: LinkData | null;
}

type ItemRenderer = (entry: NavbarEntry, context: NavbarContext) => ReactNode;

/** Links are drawn from their data, in the browser (DataLink); controls are client components of their own. */
const renderLink: ItemRenderer = ({ link }) => link && <DataLink link={link} />;

/** Item type → renderer. Unknown types throw (see getNavbarItemComponent). */
export const NAVBAR_ITEM_REGISTRY: Record<string, ItemRenderer> = {
  doc: renderLink,
  docSidebar: renderLink,
  link: renderLink,
  docsVersionDropdown: (_entry, context) => <VersionDropdown missingIn={context.missingIn} />,
  localeDropdown: () =>
    siteConfig.i18n.locales.length > 0 ? (
      <LocaleDropdown locales={siteConfig.i18n.locales} defaultLocale={siteConfig.i18n.defaultLocale} />
    ) : null,
  search: () => (
    <SearchButton
      provider={siteConfig.search.provider}
      language={siteConfig.i18n.defaultLocale}
      docsearch={
        siteConfig.search.provider === 'docsearch' && siteConfig.search.apiKey
          ? { appId: siteConfig.search.appId, indexName: siteConfig.search.indexName, apiKey: siteConfig.search.apiKey }
          : undefined
      }
    />
  ),
};

export function NavbarItem({ entry, context }: { entry: NavbarEntry; context: NavbarContext }) {
  return getNavbarItemComponent(NAVBAR_ITEM_REGISTRY, entry.item.type)(entry, context);
}
