/**
 * The site configuration: everything the chrome, the routes and the build read
 * about the site itself. Values follow the current public site; a few can be
 * overridden by environment variables at build time (noted per field).
 */

/** Where a navbar item sits. */
export type NavbarPosition = 'left' | 'right';

interface NavbarItemBase {
  /** @defaultValue 'right' */
  position?: NavbarPosition;
  /** Extra CSS class for the item. */
  className?: string;
}

/** A version-aware link to a doc: on a 3.2 page it points at that doc in 3.2. */
export interface DocNavbarItemConfig extends NavbarItemBase {
  type: 'doc';
  docId: string;
  label: string;
}

/** A link to the first doc of a sidebar of the version being read. */
export interface DocSidebarNavbarItemConfig extends NavbarItemBase {
  type: 'docSidebar';
  sidebarId: string;
  label: string;
}

/** The version dropdown. */
export interface DocsVersionDropdownNavbarItemConfig extends NavbarItemBase {
  type: 'docsVersionDropdown';
}

/** The language switcher. */
export interface LocaleDropdownNavbarItemConfig extends NavbarItemBase {
  type: 'localeDropdown';
}

/** The search box. */
export interface SearchNavbarItemConfig extends NavbarItemBase {
  type: 'search';
}

/** A plain link, internal (`to`) or external (`href`). */
export interface LinkNavbarItemConfig extends NavbarItemBase {
  type: 'link';
  label?: string;
  to?: string;
  href?: string;
  /** Accessible name, required when the link shows only an icon. */
  ariaLabel?: string;
  /** Icon drawn instead of the label. */
  icon?: 'github';
  /** Marks the link active for every path under this base. */
  activeBasePath?: string;
}

export type NavbarItemConfig =
  | DocNavbarItemConfig
  | DocSidebarNavbarItemConfig
  | DocsVersionDropdownNavbarItemConfig
  | LocaleDropdownNavbarItemConfig
  | SearchNavbarItemConfig
  | LinkNavbarItemConfig;

/** A footer link: `to` for a version-less doc route, `href` for an external page. */
export interface FooterLinkConfig {
  label: string;
  /** Internal docs route without version prefix, e.g. `/docs/intro`; follows the preferred version. */
  to?: string;
  href?: string;
}

export interface FooterColumnConfig {
  title: string;
  items: FooterLinkConfig[];
}

export interface LocaleConfig {
  /** BCP 47 code, also the URL prefix of non-default locales. */
  code: string;
  label: string;
  direction: 'ltr' | 'rtl';
  /** `lang` attribute of the page. */
  htmlLang: string;
}

export interface AnnouncementBarConfig {
  /** Change it to show the bar again to readers who closed the previous one. */
  id: string;
  /** HTML-free text. */
  content: string;
  /** Optional link shown after the text. */
  link?: { label: string; href: string };
  backgroundColor: string;
  textColor: string;
  /** @defaultValue true */
  isCloseable: boolean;
}

export interface SearchConfig {
  /**
   * `local` (Pagefind, offline) unless a DocSearch API key is given at build time.
   * Env: `SEARCH_PROVIDER` forces one.
   */
  provider: 'local' | 'docsearch';
  /** DocSearch application id. Env: `DOCSEARCH_APP_ID`. */
  appId: string;
  /** DocSearch index name. Env: `DOCSEARCH_INDEX_NAME`. */
  indexName: string;
  /** Public search-only key. Env: `DOCSEARCH_API_KEY`. @defaultValue undefined */
  apiKey: string | undefined;
  /** Limit results to the language and version being read. @defaultValue true */
  contextualSearch: boolean;
  /** Path of the full search page, without leading slash. @defaultValue 'search' */
  searchPagePath: string;
}

export type { ContentSourceConfig } from './content-source/source-config';
import { normalizeBaseUrl, readBuildEnv } from './config/env.mjs';
import type { ContentSourceConfig } from './content-source/source-config';

export interface SiteConfig {
  /** Site title: navbar, `<title>` suffix, home hero. */
  title: string;
  /** One-line description under the title on the home page. */
  tagline: string;
  /** Production origin, used for canonical URLs and the sitemap. */
  url: string;
  /**
   * Path the site is served under, with leading and trailing slash.
   * Env: `BASE_URL` (e.g. `/pr-12/` for previews). Becomes Next's `basePath`.
   * @defaultValue '/'
   */
  baseUrl: string;
  /** Path of the favicon under public/. */
  favicon: string;
  /** URLs have no trailing slash (`/docs/intro`, written as `docs/intro.html`). @defaultValue false */
  trailingSlash: false;
  organizationName: string;
  projectName: string;
  /** Base of the "Edit this page" links (the docs folder on the main branch). */
  editUrlBase: string;
  search: SearchConfig;
  colorMode: {
    /** @defaultValue 'light' */
    defaultMode: 'light' | 'dark';
    /** Follow the operating system's preference instead of the default. @defaultValue false */
    respectPrefersColorScheme: boolean;
    /** Hide the toggle. @defaultValue false */
    disableSwitch: boolean;
  };
  tableOfContents: {
    /** @defaultValue 2 */
    minHeadingLevel: number;
    /** @defaultValue 3 */
    maxHeadingLevel: number;
  };
  i18n: {
    defaultLocale: string;
    locales: LocaleConfig[];
  };
  navbar: {
    title: string;
    logo: { alt: string; src: string };
    /** Hide the bar when scrolling down. @defaultValue false */
    hideOnScroll: boolean;
    items: NavbarItemConfig[];
  };
  footer: {
    style: 'dark' | 'light';
    columns: FooterColumnConfig[];
    copyright: string;
  };
  /**
   * Where the docs come from at build time: `content/` here (default), or a
   * folder of a git repository (Docusaurus layout supported). Env overrides:
   * CONTENT_SOURCE, CONTENT_GIT_URL, CONTENT_GIT_REF, CONTENT_GIT_DIR, CONTENT_GIT_LAYOUT, CONTENT_SOFT_PROBLEMS.
   */
  contentSource: ContentSourceConfig;
  /** Configured announcement, or null for none. */
  announcementBar: AnnouncementBarConfig | null;
  docs: {
    /** The one sidebar every version has. @defaultValue 'app' */
    sidebarId: string;
  };
}

const GITHUB = 'https://github.com/doublesymmetry/react-native-track-player';

export { normalizeBaseUrl };

// Literal process.env.X reads (Next inlines them through next.config.js `env`,
// so the browser bundle sees the same configuration as the build), parsed by
// the one reader of build settings.
const env = readBuildEnv({
  BASE_URL: process.env.BASE_URL,
  DOCSEARCH_API_KEY: process.env.DOCSEARCH_API_KEY,
  DOCSEARCH_APP_ID: process.env.DOCSEARCH_APP_ID,
  DOCSEARCH_INDEX_NAME: process.env.DOCSEARCH_INDEX_NAME,
  SEARCH_PROVIDER: process.env.SEARCH_PROVIDER,
  RESPECT_PREFERS_COLOR_SCHEME: process.env.RESPECT_PREFERS_COLOR_SCHEME,
  NAVBAR_HIDE_ON_SCROLL: process.env.NAVBAR_HIDE_ON_SCROLL,
});

export const siteConfig: SiteConfig = {
  title: 'React Native Track Player',
  tagline: 'A fully fledged audio module created for music apps',
  url: 'https://rntp.dev',
  baseUrl: env.baseUrl,
  favicon: 'img/logo.png',
  trailingSlash: false,
  organizationName: 'doublesymmetry',
  projectName: 'react-native-track-player',
  editUrlBase: `${GITHUB}/tree/main/docs/`,
  search: {
    provider: env.searchProvider ?? (env.docsearch.apiKey ? 'docsearch' : 'local'),
    appId: env.docsearch.appId ?? 'CYSR91W7SU',
    indexName: env.docsearch.indexName ?? 'react-native-track-player',
    apiKey: env.docsearch.apiKey,
    contextualSearch: true,
    searchPagePath: 'search',
  },
  colorMode: {
    defaultMode: 'light',
    respectPrefersColorScheme: env.respectPrefersColorScheme,
    disableSwitch: false,
  },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  i18n: {
    defaultLocale: 'en',
    locales: [{ code: 'en', label: 'English', direction: 'ltr', htmlLang: 'en' }],
  },
  navbar: {
    title: 'React Native Track Player',
    logo: { alt: 'React Native Track Player Logo', src: 'img/logo.svg' },
    hideOnScroll: env.navbarHideOnScroll,
    items: [
      { type: 'docsVersionDropdown', position: 'left' },
      { type: 'doc', docId: 'intro', label: 'Intro', position: 'right' },
      { type: 'doc', docId: 'basics/installation', label: 'Docs', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      {
        type: 'link',
        href: GITHUB,
        ariaLabel: 'GitHub repository',
        icon: 'github',
        className: 'header-github-link',
        position: 'right',
      },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Intro', to: '/docs/intro' },
          { label: 'Getting Started', to: '/docs/basics/installation' },
          { label: 'API Reference', to: '/docs/api/events' },
        ],
      },
      {
        title: 'Community',
        items: [
          { label: 'GitHub', href: GITHUB },
          { label: 'Discord', href: 'https://discordapp.com/invite/ya2XDCR' },
          {
            label: 'Stack Overflow',
            href: 'https://stackoverflow.com/questions/tagged/react-native-track-player',
          },
        ],
      },
      {
        title: 'More',
        items: [{ label: 'Become A Sponsor', href: 'https://github.com/sponsors/doublesymmetry' }],
      },
    ],
    copyright: 'Copyright © 2025 Double Symmetry GmbH. All rights reserved.',
  },
  contentSource: { type: 'local', dir: 'content' },
  announcementBar: {
    id: 'star-on-github-2025',
    content: 'If React Native Track Player helps your app, give it a star on GitHub.',
    link: { label: 'Star the repository', href: GITHUB },
    backgroundColor: '#2b1f66',
    textColor: '#ffffff',
    isCloseable: true,
  },
  docs: { sidebarId: 'app' },
};
