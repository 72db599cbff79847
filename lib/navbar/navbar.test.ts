import { describe, expect, it } from 'vitest';
import { getNavbarItemComponent, itemPosition, splitNavbarItems, validateNavbarItems } from './navbar-items';
import { navbarVisibility } from './hide-on-scroll';
import { siteConfig } from '../site-config';

describe('navbar item registry', () => {
  const registry = { doc: 'DocLink', search: 'SearchBox' };

  it('returns the component of a known type', () => {
    expect(getNavbarItemComponent(registry, 'doc')).toBe('DocLink');
  });

  it('throws the documented message for an unknown type', () => {
    expect(() => getNavbarItemComponent(registry, 'mystery')).toThrow(
      'No NavbarItem component found for type "mystery".',
    );
    expect(() => getNavbarItemComponent(registry, 'toString')).toThrow(/type "toString"/);
  });

  it('knows every type the site configuration uses', () => {
    expect(() => validateNavbarItems(siteConfig.navbar.items)).not.toThrow();
    expect(() => validateNavbarItems([...siteConfig.navbar.items, { type: 'mystery' }])).toThrow(
      'No NavbarItem component found for type "mystery".',
    );
  });

  it('places items right unless they say left', () => {
    expect(itemPosition({})).toBe('right');
    const { left, right } = splitNavbarItems(siteConfig.navbar.items);
    expect(left.map((i) => i.type)).toEqual(['docsVersionDropdown']);
    expect(right.map((i) => i.type)).toEqual(['doc', 'doc', 'localeDropdown', 'link', 'search']);
  });
});

describe('hide on scroll', () => {
  const step = { navbarHeight: 60, hashNavigation: false };
  it('hides when scrolling down past the bar and shows when scrolling up', () => {
    expect(navbarVisibility({ ...step, previousY: 200, currentY: 400 })).toBe(false);
    expect(navbarVisibility({ ...step, previousY: 400, currentY: 300 })).toBe(true);
  });
  it('always shows near the top and after a hash navigation', () => {
    expect(navbarVisibility({ ...step, previousY: 0, currentY: 40 })).toBe(true);
    expect(navbarVisibility({ ...step, previousY: 100, currentY: 2000, hashNavigation: true })).toBe(true);
  });
});
