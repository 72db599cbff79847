import type { NavbarItemConfig, NavbarPosition } from '../site-config';
import { isExternalHref } from '../site/links';

/** Every navbar item type the chrome can render. */
export const NAVBAR_ITEM_TYPES = [
  'doc',
  'docSidebar',
  'docsVersionDropdown',
  'localeDropdown',
  'search',
  'link',
] as const;

export type NavbarItemType = (typeof NAVBAR_ITEM_TYPES)[number];

/**
 * Look up the renderer for an item type in a registry.
 * @throws `No NavbarItem component found for type "x"` for an unknown type
 */
export function getNavbarItemComponent<T>(registry: Readonly<Record<string, T>>, type: string): T {
  const component = Object.prototype.hasOwnProperty.call(registry, type) ? registry[type] : undefined;
  if (!component) throw new Error(`No NavbarItem component found for type "${type}".`);
  return component;
}

/** Fail the build on an item whose type the site cannot render. */
export function validateNavbarItems(items: readonly { type: string }[]): void {
  const registry = Object.fromEntries(NAVBAR_ITEM_TYPES.map((t) => [t, true]));
  for (const item of items) getNavbarItemComponent(registry, item.type);
}

export function itemPosition(item: { position?: NavbarPosition }): NavbarPosition {
  return item.position ?? 'right';
}

/** Left and right items, in config order. */
export function splitNavbarItems(items: readonly NavbarItemConfig[]): {
  left: NavbarItemConfig[];
  right: NavbarItemConfig[];
} {
  return {
    left: items.filter((i) => itemPosition(i) === 'left'),
    right: items.filter((i) => itemPosition(i) === 'right'),
  };
}

/**
 * A link as the browser draws it from data (DataLink): a navbar item resolved
 * for the page it is on, or another configured link.
 */
export interface LinkData {
  href: string;
  /** Shown, unless an icon stands for it. */
  label?: string;
  className?: string;
  /** The link's name when it shows only an icon. */
  ariaLabel?: string;
  icon?: 'github';
  /** It leads to the page being read. */
  active?: true;
  /** Another site: it opens in a new tab. */
  external?: true;
  /** A version-less docs link (outside the docs) that follows the reader's preferred version. */
  preferred?: true;
}

/** Where a page is, as far as the navbar's links care (the docs model's frame data fits). */
export interface NavbarLinkContext {
  /** The version being read; null outside the docs. */
  version: object | null;
  docId: string | null;
  /** Doc id → href in the version being read (the latest outside the docs). */
  docHrefs: Readonly<Record<string, string>>;
  /** Where a `docSidebar` item goes. */
  sidebarHref: string;
}

/**
 * A navbar item's link on the page `context` describes, or null for the items
 * that are controls (version and language menus, search). Only what differs
 * from the defaults is set, so a page's payload carries a few fields per link.
 */
export function navbarLink(item: NavbarItemConfig, context: NavbarLinkContext): LinkData | null {
  const docLink = (href: string, label: string, active: boolean): LinkData => ({
    href,
    label,
    className: active ? 'navbar-link is-active' : 'navbar-link',
    ...(active ? { active: true } : {}),
    ...(context.version ? {} : { preferred: true }),
  });
  switch (item.type) {
    case 'doc':
      return docLink(context.docHrefs[item.docId] ?? `/docs/${item.docId}`, item.label, context.docId === item.docId);
    case 'docSidebar':
      return docLink(context.sidebarHref, item.label, false);
    case 'link': {
      const href = item.href ?? item.to ?? '/';
      return {
        href,
        ...(item.icon ? { icon: item.icon } : item.label !== undefined ? { label: item.label } : {}),
        className: ['navbar-link', item.icon && 'navbar-icon-link', item.className].filter(Boolean).join(' '),
        ...(item.ariaLabel ? { ariaLabel: item.ariaLabel } : {}),
        ...(isExternalHref(href) ? { external: true } : {}),
      };
    }
    default:
      return null;
  }
}
