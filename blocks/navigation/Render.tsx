// The navigation block: a named <nav> with a list of links; a horizontal row wraps onto more lines
// on narrow screens. A stored link without a label or with an unsafe address is left out.
import { useMemo } from 'react';
import { readListItems } from '../list-items';
import { useSiteHref } from '../site-path';
import type { BlockRenderProps } from '../types';
import { MAX_NAV_LINKS, type NavigationSettings, navLinkSchema } from './schema';
import './navigation.css';

export function NavigationRender({ settings, block }: BlockRenderProps<NavigationSettings>) {
  const siteHref = useSiteHref();
  const stored = block.settings.links;
  const links = useMemo(
    () =>
      stored === undefined ? settings.links : readListItems(navLinkSchema, stored, MAX_NAV_LINKS),
    [stored, settings.links],
  );
  const name = settings.name.trim() || 'Site';
  return (
    <nav
      className={`sb-nav sb-nav--${settings.orientation} sb-nav--${settings.align}`}
      aria-label={name}
    >
      <ul className="sb-nav-list">
        {links.map((link) => {
          const href = siteHref(link.url);
          return href === null ? null : (
            <li key={link.id}>
              <a className="sb-nav-link" href={href}>
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
