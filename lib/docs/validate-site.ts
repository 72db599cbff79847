import type { FooterColumnConfig, NavbarItemConfig } from '../site-config';
import { validateNavbarItems } from '../navbar/navbar-items';
import { parseDocPath, type DocsVersion } from '../versions/versions';
import { assertDocExists, type VersionDocIds } from './assert-doc-exists';

/**
 * Build-time checks of the configuration against the content: every navbar
 * item type is known, and every doc the navbar and footer link to exists in
 * every version (their links follow the version being read).
 * @throws with the file-level culprit named (navbar item label, footer link label)
 */
export function validateSiteLinks(
  navbarItems: readonly NavbarItemConfig[],
  footerColumns: readonly FooterColumnConfig[],
  perVersion: readonly VersionDocIds[],
  versions: readonly DocsVersion[],
): void {
  validateNavbarItems(navbarItems);
  for (const item of navbarItems) {
    if (item.type === 'doc') assertDocExists(item.docId, perVersion, `Navbar item "${item.label}"`);
  }
  for (const column of footerColumns) {
    for (const link of column.items) {
      if (!link.to) continue;
      const location = parseDocPath(link.to, versions);
      if (location?.docId) assertDocExists(location.docId, perVersion, `Footer link "${link.label}"`);
    }
  }
}
