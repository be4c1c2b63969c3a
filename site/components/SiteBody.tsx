// What a page of the site shows once its document is here, in the editor's frame and on the live
// site alike: the header and footer, the owner's page (behind its access screen when refused) (its blocks, then its page type's view) or the route's
// view for a storefront address, and the cart's overlays. The store settings reach the storefront
// components through StorefrontSettings.
import { type ReactNode, useMemo } from 'react';
import { StorefrontContext } from '../../blocks/storefront/context';
import { DEFAULT_STORE_SETTINGS } from '../../shared/document/store-settings';
import { productsPagePath } from '../../shared/seo/addresses';
import { AccessGate, useAccessDecision } from './AccessGate';
import { EditedPageRoute } from './EditedPageRoute';
import { PageView } from './PageView';
import { RouteView } from './RouteView';
import { CartOverlays, SiteFooter, SiteHeader } from './StorefrontChrome';
import { usePreview } from './store-context';
import { useSiteWordsFor, useStorefrontStringsFor } from './use-storefront-strings';

/** The site's store settings for the storefront components (products, prices, installments). */
export function StorefrontSettings({ children }: { children: ReactNode }) {
  const settings = usePreview((state) => state.site?.settings);
  const productsPath = usePreview((state) => (state.site ? productsPagePath(state.site) : null));
  const language = usePreview((state) => state.language);
  const strings = useStorefrontStringsFor(language);
  const words = useSiteWordsFor(language);
  const value = useMemo(
    () => ({
      store: settings?.store ?? DEFAULT_STORE_SETTINGS,
      useCLDRMoneyFormat: settings?.useCLDRMoneyFormat ?? false,
      productsPath,
      language,
      strings,
      ...(words ? { words } : {}),
    }),
    [settings, productsPath, language, strings, words],
  );
  return <StorefrontContext value={value}>{children}</StorefrontContext>;
}

export function SiteBody() {
  const hasPage = usePreview((state) => state.view.page !== null);
  const route = usePreview((state) => state.route);
  // Behind the lock screen the header (with its navigation and cart) and footer are not shown.
  const locked = useAccessDecision() === 'lock-screen';
  return (
    <>
      {locked ? null : <SiteHeader />}
      <AccessGate>
        {route && route.pageId === null ? (
          <RouteView route={route} />
        ) : hasPage ? (
          <>
            <PageView />
            {route ? <RouteView route={route} /> : <EditedPageRoute />}
          </>
        ) : (
          <p className="sb-frame-note" role="status">
            This page is not in the site any more.
          </p>
        )}
      </AccessGate>
      {locked ? null : <SiteFooter />}
      {locked ? null : <CartOverlays />}
    </>
  );
}
