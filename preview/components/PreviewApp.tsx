// The frame's top level: the page (or the route's page type) once the document is here,
// otherwise a short explanation. Storefront components navigate through the router it is given;
// a product page shows the template the owner is editing, when there is one (product-template.ts).
import { type SiteNavigate, SiteNavigateContext } from '../../blocks/storefront/navigation';
import { ProductTemplateContext } from '../../blocks/storefront/products/TemplatedProduct';
import { SiteBody, StorefrontSettings } from '../../site/components/SiteBody';
import { usePreview } from '../../site/components/store-context';
import { useFrameProductTemplate } from '../product-template';

export function PreviewApp({ navigate }: { navigate: SiteNavigate }) {
  return (
    <SiteNavigateContext value={navigate}>
      <StorefrontSettings>
        <ProductTemplateContext value={useFrameProductTemplate()}>
          <PreviewContent />
        </ProductTemplateContext>
      </StorefrontSettings>
    </SiteNavigateContext>
  );
}

function PreviewContent() {
  const status = usePreview((state) => state.status);
  const error = usePreview((state) => state.error);

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
      return <SiteBody />;
  }
}
