// What every page carries around its content, in the editor's frame and on the live site alike:
// the site header (blocks/site-chrome: title or logo, main navigation, account and cart links)
// and footer, outside the page's <main>; the pill cart and the add popover. On the live site the
// account and cart links and the overlays are islands; the menu button works without React
// (site/menu.ts). The cart is loaded at once only when the load policy says so (signed in by the
// readable SiteUserInfo cookie, hasCart, or a cart cookie).
import { useState } from 'react';
import { SiteFooter as Footer } from '../../blocks/site-chrome/Footer';
import { SiteHeader as Header, HeaderLinks } from '../../blocks/site-chrome/Header';
import type { NavigationName } from '../../shared/document/navigation';
import { Island } from '../islands/Island';
import { IslandKind } from '../islands/kinds';
import { navigationLinksKeeper } from '../nav-links';
import { CartOverlayParts } from './CartOverlayParts';
import { usePreview } from './store-context';

export { HeaderLinks };

/** The links of navigation `name`, the same array while they read the same (nav-links.ts). */
function useLinks(name: NavigationName) {
  const [keeper] = useState(() => navigationLinksKeeper(name));
  return usePreview((state) => keeper(state.site));
}

export function SiteHeader() {
  const title = usePreview((state) => state.site?.title ?? '');
  const header = usePreview((state) => state.site?.header);
  const links = useLinks('main');
  if (!header) return null;
  const shown = { account: header.showAccountLink, cart: header.showCartLink };
  return (
    <Header title={title} header={header} links={links}>
      <Island kind={IslandKind.headerLinks} props={shown}>
        <HeaderLinks {...shown} />
      </Island>
    </Header>
  );
}

export function SiteFooter() {
  const footer = usePreview((state) => state.site?.footer);
  const selectedBlockId = usePreview((state) => state.selectedBlockId);
  const links = useLinks('footer');
  return footer ? <Footer footer={footer} links={links} selectedBlockId={selectedBlockId} /> : null;
}

export function CartOverlays() {
  return (
    <Island kind={IslandKind.cartOverlays} props={null}>
      <CartOverlayParts />
    </Island>
  );
}
