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
import { docRoute, getVersion, VERSIONS } from '@/lib/versions/versions';
import { isExternalHref } from '@/lib/site/links';
import { PreferredVersionLink } from './preferred-version-link';
import { VersionDropdown, type VersionLink } from './version-dropdown';
import { LocaleDropdown } from './locale-dropdown';
import { SearchButton } from './search/search-button';
import { GithubIcon } from './github-icon';

/** What navbar items need to know about the page they are on. */
export interface NavbarContext {
  /** Version being read, null outside the docs. */
  version: string | null;
  /** Doc being read, null on landing pages and outside the docs. */
  docId: string | null;
  versionLinks: VersionLink[];
  /** Sidebar id → first doc id of the current version. */
  firstDocOfSidebar: (sidebarId: string) => string;
}

type ItemRenderer = (item: NavbarItemConfig, context: NavbarContext) => ReactNode;

function docLink(docId: string, label: string, context: NavbarContext, active: boolean): ReactNode {
  const className = `navbar-link${active ? ' is-active' : ''}`;
  if (context.version) {
    return (
      <Link
        className={className}
        href={docRoute(getVersion(context.version), docId)}
        aria-current={active ? 'page' : undefined}
      >
        {label}
      </Link>
    );
  }
  return (
    <PreferredVersionLink className={className} to={`/docs/${docId}`}>
      {label}
    </PreferredVersionLink>
  );
}

const renderDoc: ItemRenderer = (item, context) => {
  const { docId, label } = item as DocNavbarItemConfig;
  return docLink(docId, label, context, context.docId === docId);
};

const renderDocSidebar: ItemRenderer = (item, context) => {
  const { sidebarId, label } = item as DocSidebarNavbarItemConfig;
  return docLink(context.firstDocOfSidebar(sidebarId), label, context, false);
};

const renderLink: ItemRenderer = (item) => {
  const link = item as LinkNavbarItemConfig;
  const target = link.href ?? link.to ?? '/';
  const content = link.icon === 'github' ? <GithubIcon /> : link.label;
  const className = ['navbar-link', link.icon ? 'navbar-icon-link' : '', link.className ?? '']
    .filter(Boolean)
    .join(' ');
  if (isExternalHref(target)) {
    return (
      <a className={className} href={target} target="_blank" rel="noopener noreferrer" aria-label={link.ariaLabel}>
        {content}
        {!link.ariaLabel && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
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
  docsVersionDropdown: (_item, context) => <VersionDropdown current={context.version} links={context.versionLinks} />,
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

/** Version links for the dropdown when the page is not a doc: each version's main doc. */
export function mainDocVersionLinks(): VersionLink[] {
  return VERSIONS.map((v) => ({ name: v.name, label: v.label, href: docRoute(v, v.mainDocId) }));
}
