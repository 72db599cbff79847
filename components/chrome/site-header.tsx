import { SiteLink as Link } from './site-link';
import { siteConfig } from '@/lib/site-config';
import { navbarLink, splitNavbarItems } from '@/lib/navbar/navbar-items';
import type { SidebarData } from '@/lib/docs-model/frame';
import { NavbarItem, type NavbarContext, type NavbarEntry } from './navbar-items';
import { ThemeToggle } from './theme-toggle';
import { MobileSidebar } from './mobile-sidebar';
import { NavbarScrollBehavior } from './navbar-scroll-behavior';
import { BASE_PATH } from './base-path';

/**
 * The top bar: logo and left items, then right items with the colour-mode
 * toggle placed before the search box. Under 996 px a menu button opens the
 * same links plus the version menu and the docs sidebar (`mobileSidebar`).
 * Links travel as data, once for the bar and the menu (DataLink).
 */
export function SiteHeader({
  context,
  mobileSidebar,
}: {
  context: NavbarContext;
  mobileSidebar?: SidebarData | undefined;
}) {
  const entries = new Map(
    siteConfig.navbar.items.map((item): [typeof item, NavbarEntry] => [
      item,
      { item, link: navbarLink(item, context) },
    ]),
  );
  const { left, right } = splitNavbarItems(siteConfig.navbar.items);
  const beforeSearch = right.filter((i) => i.type !== 'search');
  const search = right.filter((i) => i.type === 'search');
  const render = (items: typeof right) =>
    items.map((item, index) => (
      <li key={`${item.type}-${index}`} className={`navbar-item navbar-item-${item.type}`}>
        <NavbarItem entry={entries.get(item)!} context={context} />
      </li>
    ));
  const mobileLinks = siteConfig.navbar.items.flatMap((item) => {
    const link = entries.get(item)?.link;
    return link ? [link] : [];
  });
  return (
    <header className="navbar" data-hide-on-scroll={siteConfig.navbar.hideOnScroll ? 'true' : undefined}>
      <nav className="navbar-inner" aria-label="Main">
        <MobileSidebar missingIn={context.missingIn} links={mobileLinks} sidebar={mobileSidebar} />
        <Link className="navbar-brand" href="/">
          {/* eslint-disable-next-line @next/next/no-img-element -- static export, tiny SVG */}
          <img
            src={`${BASE_PATH}/${siteConfig.navbar.logo.src}`}
            alt={siteConfig.navbar.logo.alt}
            width={32}
            height={32}
            className="navbar-logo"
          />
          <span className="navbar-title">{siteConfig.navbar.title}</span>
        </Link>
        <ul className="navbar-items navbar-items-left">{render(left)}</ul>
        <ul className="navbar-items navbar-items-right">
          {render(beforeSearch)}
          {!siteConfig.colorMode.disableSwitch && (
            <li className="navbar-item navbar-item-theme">
              <ThemeToggle />
            </li>
          )}
          {render(search)}
        </ul>
      </nav>
      {siteConfig.navbar.hideOnScroll && <NavbarScrollBehavior />}
    </header>
  );
}
