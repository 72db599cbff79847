import { SiteLink as Link } from './site-link';
import type { ReactNode } from 'react';
import type {
  DocNavbarItemConfig,
  DocSidebarNavbarItemConfig,
  LinkNavbarItemConfig,
  NavbarItemConfig,
} from '@/lib/site-config';
import { siteConfig } from '@/lib/site-config';
import { getNavbarItemComponent } from '@/lib/navbar/navbar-items';
import { isExternalHref } from '@/lib/site/links';
import type { FrameData } from '@/lib/docs-model/frame';
import { cx } from '@/lib/ui/cx';
import { ExternalLink } from '@/components/ui/external-link';
import { PreferredVersionLink } from './preferred-version-link';
import { VersionDropdown } from './version-dropdown';
import { LocaleDropdown } from './locale-dropdown';
import { SearchButton } from './search/search-button';
import { GithubIcon } from './github-icon';

/** What navbar items need to know about the page they are on: the docs model's frame data. */
export type NavbarContext = FrameData;

type ItemRenderer = (item: NavbarItemConfig, context: NavbarContext) => ReactNode;

/** In the docs, a link within the version being read; elsewhere one that follows the preferred version. */
function docLink(href: string, label: string, context: NavbarContext, active: boolean): ReactNode {
  const className = cx('navbar-link', active && 'is-active');
  if (context.version) {
    return (
      <Link className={className} href={href} aria-current={active ? 'page' : undefined}>
        {label}
      </Link>
    );
  }
  return (
    <PreferredVersionLink className={className} to={href}>
      {label}
    </PreferredVersionLink>
  );
}

const renderDoc: ItemRenderer = (item, context) => {
  const { docId, label } = item as DocNavbarItemConfig;
  return docLink(context.docHrefs[docId] ?? `/docs/${docId}`, label, context, context.docId === docId);
};

const renderDocSidebar: ItemRenderer = (item, context) => {
  const { label } = item as DocSidebarNavbarItemConfig;
  return docLink(context.sidebarHref, label, context, false);
};

const renderLink: ItemRenderer = (item) => {
  const link = item as LinkNavbarItemConfig;
  const target = link.href ?? link.to ?? '/';
  const content = link.icon === 'github' ? <GithubIcon /> : link.label;
  const className = cx('navbar-link', link.icon && 'navbar-icon-link', link.className);
  if (isExternalHref(target)) {
    return (
      <ExternalLink className={className} href={target} aria-label={link.ariaLabel}>
        {content}
      </ExternalLink>
    );
  }
  return (
    <Link className={className} href={target} aria-label={link.ariaLabel}>
      {content}
    </Link>
  );
};

/** Item type → renderer. Unknown types throw (see getNavbarItemComponent). */
export const NAVBAR_ITEM_REGISTRY: Record<string, ItemRenderer> = {
  doc: renderDoc,
  docSidebar: renderDocSidebar,
  docsVersionDropdown: (_item, context) => <VersionDropdown missingIn={context.missingIn} />,
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
  link: renderLink,
};

export function NavbarItem({ item, context }: { item: NavbarItemConfig; context: NavbarContext }) {
  return getNavbarItemComponent(NAVBAR_ITEM_REGISTRY, item.type)(item, context);
}
