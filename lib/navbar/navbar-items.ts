import type { NavbarItemConfig, NavbarPosition } from '../site-config';

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
