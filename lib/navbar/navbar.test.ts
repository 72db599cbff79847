import { describe, expect, it } from 'vitest';
import {
  getNavbarItemComponent,
  itemPosition,
  navbarLink,
  splitNavbarItems,
  validateNavbarItems,
} from './navbar-items';
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

describe('navbar links for a page', () => {
  const inDocs = {
    version: { name: '3.2' },
    docId: 'intro',
    docHrefs: { intro: '/docs/3.2/intro', 'basics/installation': '/docs/3.2/basics/installation' },
    sidebarHref: '/docs/3.2/intro',
  };
  const outside = {
    ...inDocs,
    version: null,
    docId: null,
    docHrefs: { intro: '/docs/intro' },
    sidebarHref: '/docs/intro',
  };

  it('points doc items into the version being read and marks the page being read', () => {
    expect(navbarLink({ type: 'doc', docId: 'intro', label: 'Intro' }, inDocs)).toEqual({
      href: '/docs/3.2/intro',
      label: 'Intro',
      className: 'navbar-link is-active',
      active: true,
    });
    expect(navbarLink({ type: 'doc', docId: 'basics/installation', label: 'Docs' }, inDocs)).toEqual({
      href: '/docs/3.2/basics/installation',
      label: 'Docs',
      className: 'navbar-link',
    });
    expect(navbarLink({ type: 'docSidebar', sidebarId: 'app', label: 'Sidebar' }, inDocs)?.href).toBe(
      '/docs/3.2/intro',
    );
  });

  it('outside the docs, lets doc items follow the preferred version', () => {
    expect(navbarLink({ type: 'doc', docId: 'intro', label: 'Intro' }, outside)).toEqual({
      href: '/docs/intro',
      label: 'Intro',
      className: 'navbar-link',
      preferred: true,
    });
  });

  it('marks links to other sites, draws icons in place of labels and keeps extra classes', () => {
    expect(
      navbarLink(
        {
          type: 'link',
          href: 'https://github.com/x/y',
          label: 'GitHub',
          icon: 'github',
          ariaLabel: 'GitHub repository',
          className: 'header-github-link',
        },
        inDocs,
      ),
    ).toEqual({
      href: 'https://github.com/x/y',
      icon: 'github',
      className: 'navbar-link navbar-icon-link header-github-link',
      ariaLabel: 'GitHub repository',
      external: true,
    });
    expect(navbarLink({ type: 'link', to: '/search', label: 'Search page' }, inDocs)).toEqual({
      href: '/search',
      label: 'Search page',
      className: 'navbar-link',
    });
  });

  it('has no link for the controls', () => {
    for (const type of ['docsVersionDropdown', 'localeDropdown', 'search'] as const)
      expect(navbarLink({ type }, inDocs)).toBeNull();
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
