// What every page of the frame carries around its content, exactly as the live site does: the
// site header (blocks/site-chrome: title or logo, main navigation, account and cart links) and
// footer, outside the page's <main>; the pill cart and the add popover. The cart is loaded at
// once only when the load policy says so (signed in by the readable SiteUserInfo cookie,
// hasCart, or a cart cookie).
import { useEffect, useMemo } from 'react';
import { SiteFooter as Footer } from '../../blocks/site-chrome/Footer';
import { SiteHeader as Header } from '../../blocks/site-chrome/Header';
import { PillCart } from '../../blocks/storefront/cart/CartIndicators';
import { CartPopover } from '../../blocks/storefront/cart/CartPopover';
import { loadCart } from '../../blocks/storefront/cart/cart-api';
import { loadCartAtOnce } from '../../blocks/storefront/cart/load-policy';
import type { NavigationName } from '../../shared/document/navigation';
import { navigationLinks } from '../../shared/document/navigation-links';
import { useMoneySettings } from './money-settings';
import { usePreview } from './store-context';

function useLinks(name: NavigationName) {
  const pages = usePreview((state) => state.site?.pages);
  const navigation = usePreview((state) => state.site?.navigation);
  return useMemo(
    () => (pages && navigation ? navigationLinks({ pages, navigation }, name) : []),
    [pages, navigation, name],
  );
}

export function SiteHeader() {
  const title = usePreview((state) => state.site?.title ?? '');
  const header = usePreview((state) => state.site?.header);
  const links = useLinks('main');
  return header ? <Header title={title} header={header} links={links} /> : null;
}

export function SiteFooter() {
  const footer = usePreview((state) => state.site?.footer);
  const selectedBlockId = usePreview((state) => state.selectedBlockId);
  const links = useLinks('footer');
  return footer ? <Footer footer={footer} links={links} selectedBlockId={selectedBlockId} /> : null;
}

export function CartOverlays() {
  const money = useMoneySettings();
  useEffect(() => {
    if (loadCartAtOnce(document.cookie)) loadCart().catch(() => undefined);
  }, []);
  return (
    <>
      <PillCart money={money} />
      <CartPopover />
    </>
  );
}
