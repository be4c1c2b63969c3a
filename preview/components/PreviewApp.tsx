// The frame's top level: the page (or the route's page type) once the document is here,
// otherwise a short explanation. Storefront components navigate through the router it is given.
import { type ReactNode, useMemo } from 'react';
import { StorefrontContext } from '../../blocks/storefront/context';
import { type SiteNavigate, SiteNavigateContext } from '../../blocks/storefront/navigation';
import { DEFAULT_STORE_SETTINGS } from '../../shared/document/store-settings';
import { PageView } from '../../site/components/PageView';
import { RouteView } from '../../site/components/RouteView';
import { CartOverlays, SiteHeader } from '../../site/components/StorefrontChrome';
import { usePreview } from '../../site/components/store-context';

export function PreviewApp({ navigate }: { navigate: SiteNavigate }) {
  return (
    <SiteNavigateContext value={navigate}>
      <StorefrontSettings>
        <PreviewContent />
      </StorefrontSettings>
    </SiteNavigateContext>
  );
}

/** The site's store settings for the storefront components (products, prices, installments). */
function StorefrontSettings({ children }: { children: ReactNode }) {
  const settings = usePreview((state) => state.site?.settings);
  const value = useMemo(
    () => ({
      store: settings?.store ?? DEFAULT_STORE_SETTINGS,
      useCLDRMoneyFormat: settings?.useCLDRMoneyFormat ?? false,
    }),
    [settings],
  );
  return <StorefrontContext value={value}>{children}</StorefrontContext>;
}

function PreviewContent() {
  const status = usePreview((state) => state.status);
  const error = usePreview((state) => state.error);
  const hasPage = usePreview((state) => state.view.page !== null);
  const route = usePreview((state) => state.route);

  switch (status) {
    case 'unavailable':
      return (
        <p className="sb-frame-note" role="alert">
          {error}
        </p>
      );
    case 'loading':
    case 'waiting':
      return (
        <p className="sb-frame-note" role="status">
          Loading the page…
        </p>
      );
    case 'invalid':
      return (
        <div className="sb-frame-note" role="alert">
          <p>This site could not be shown because its document is not valid.</p>
          <pre className="sb-frame-issues">{error}</pre>
        </div>
      );
    case 'ready':
      return (
        <>
          <SiteHeader />
          {route && route.pageId === null ? (
            <RouteView route={route} />
          ) : hasPage ? (
            <>
              <PageView />
              {route ? <RouteView route={route} /> : null}
            </>
          ) : (
            <p className="sb-frame-note" role="status">
              This page is not in the site any more.
            </p>
          )}
          <CartOverlays />
        </>
      );
  }
}
