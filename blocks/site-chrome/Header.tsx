// The site header on every page (the frame and the live site alike): the site's title or logo,
// the main navigation, the language switcher (LanguageSwitcher.tsx), the account and cart links. At 432 px and below the navigation folds
// behind a "Menu" button that opens it as a disclosure (aria-expanded; Escape closes it and
// focus returns to the button; choosing a link closes it). Lives outside the page's <main>.

import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import type { SiteHeader as HeaderSettings } from '../../shared/document/navigation';
import type { NavLink } from '../../shared/document/navigation-links';
import { useSitePath } from '../site-path';
import { useSiteWord } from '../site-word';
import { AccountLink } from '../storefront/account/AccountLink';
import { CartLink } from '../storefront/cart/CartIndicators';
import { LanguageSwitcher } from './LanguageSwitcher';
import { NavList } from './NavList';
import { useDisclosureClose } from './use-escape';
import './site-chrome.css';

export interface SiteHeaderProps {
  readonly title: string;
  readonly header: HeaderSettings;
  readonly links: readonly NavLink[];
  /**
   * What stands in place of the account and cart links (the live site wraps them in an island);
   * absent: the links the header settings show.
   */
  readonly children?: ReactNode;
}

/** The account and cart links the header settings show. */
export function HeaderLinks(props: { readonly account: boolean; readonly cart: boolean }) {
  return (
    <>
      {props.account ? <AccountLink /> : null}
      {props.cart ? <CartLink /> : null}
    </>
  );
}

function Brand({ title, header }: Pick<SiteHeaderProps, 'title' | 'header'>) {
  const logo = header.brand === 'logo' ? header.logoUrl : null;
  return (
    <a className="sb-site-title" href={useSitePath()('/')}>
      {logo ? <img className="sb-site-logo" src={logo} alt={title} /> : title}
    </a>
  );
}

export function SiteHeader({ title, header, links, children }: SiteHeaderProps) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const mainName = useSiteWord('mainNavigation', 'Main');
  const menu = useSiteWord('menu', 'Menu');
  useDisclosureClose(nav, button, open, close, true);
  return (
    <header className="sb-site-header">
      <Brand title={title} header={header} />
      {links.length > 0 ? (
        <nav
          ref={nav}
          className="sb-site-nav"
          aria-label={mainName}
          data-open={open ? '' : undefined}
        >
          <button
            ref={button}
            type="button"
            className="sb-menu-button"
            aria-expanded={open}
            aria-controls={navId}
            onClick={() => setOpen((was) => !was)}
          >
            <span className="sb-menu-icon" aria-hidden="true" />
            {menu}
          </button>
          <div id={navId} className="sb-site-nav-panel">
            <NavList links={links} className="sb-nav-list" />
          </div>
        </nav>
      ) : null}
      <div className="sb-site-header-links">
        <LanguageSwitcher />
        {children ?? <HeaderLinks account={header.showAccountLink} cart={header.showCartLink} />}
      </div>
    </header>
  );
}
