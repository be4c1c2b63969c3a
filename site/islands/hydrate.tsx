// Hydrates a live page's islands (loaded by site/client.tsx only when the page needs it): each
// island's code comes by a dynamic import of its own, so the page fetches only what it shows; the
// editor, Lexical and the block registry never come here.
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BlockErrorBoundary } from '../../blocks/BlockErrorBoundary';
import type { ItemResponsesProps } from '../../blocks/collection-list/ItemResponses';
import { setLightboxStorefront } from '../../blocks/form/lightbox-storefront';
import { StorefrontContext } from '../../blocks/storefront/context';
import { setCatalogueLanguage } from '../../blocks/storefront/products/catalogue';
import { ProductShelf, ProductShelfContext } from '../../blocks/storefront/products/shelf';
import {
  ProductTemplateContext,
  type ProductTemplateOutput,
  templateOutputIn,
} from '../../blocks/storefront/products/TemplatedProduct';
import {
  liveShoppingTracker,
  ShoppingTrackerContext,
} from '../../blocks/storefront/shopping-tracker';
import { censusDisabledOn } from '../../shared/analytics/tracking';
import type { Block } from '../../shared/document/schema';
import type { Route } from '../routes';
import { ISLAND_ATTRIBUTE, type IslandData, type IslandEntry } from './data';
import { IslandKind } from './kinds';
import { BLOCK_RENDERERS, ROUTE_VIEWS } from './loaders';
import type { PopupIslandProps } from './popup';

async function islandContent(entry: IslandEntry, element: HTMLElement): Promise<ReactNode> {
  switch (entry.kind) {
    case IslandKind.block: {
      const { block, settings } = entry.props as { block: Block; settings: never };
      const Render = await BLOCK_RENDERERS[block.type]?.();
      if (!Render) return null;
      return (
        <BlockErrorBoundary resetKey={block}>
          <Render settings={settings} block={block} />
        </BlockErrorBoundary>
      );
    }
    case IslandKind.route: {
      const { route, template } = entry.props as {
        route: Route;
        template?: Pick<ProductTemplateOutput, 'kind'>;
      };
      const View = await ROUTE_VIEWS[route.pageType]?.();
      if (!View) return null;
      // The template's output is read from the page, which holds it once (not again in the data).
      const shown = template ? { kind: template.kind, html: templateOutputIn(element) } : null;
      return (
        <ProductTemplateContext value={shown}>
          <View route={route} />
        </ProductTemplateContext>
      );
    }
    case IslandKind.headerLinks: {
      const { HeaderLinks } = await import('./chrome');
      const shown = entry.props as { account: boolean; cart: boolean };
      return <HeaderLinks account={shown.account === true} cart={shown.cart === true} />;
    }
    case IslandKind.popup: {
      const { PopupOverlay } = await import('../../blocks/page-access/PopupOverlay');
      const { browserPageDeps, sendOverlayEvent } = await import('../analytics/page-calls');
      const deps = browserPageDeps(window);
      return (
        <PopupOverlay
          popup={(entry.props as PopupIslandProps).popup}
          onEvent={(event) => {
            if (!censusDisabledOn(document.body)) void sendOverlayEvent(event, deps);
          }}
        />
      );
    }
    case IslandKind.itemResponses: {
      const { ItemResponses } = await import('../../blocks/collection-list/ItemResponses');
      return <ItemResponses {...(entry.props as ItemResponsesProps)} />;
    }
    case IslandKind.cartOverlays: {
      const { CartOverlayParts } = await import('./chrome');
      return <CartOverlayParts />;
    }
    default:
      return null;
  }
}

/** The shopping tracker of a page whose owner disabled the census: it sends nothing. */
const noTracking = () => undefined;

export function hydrateIslands(data: IslandData): void {
  setCatalogueLanguage(data.storefront.language);
  setLightboxStorefront(data.storefront);
  // One shelf for the page: the products the server rendered with, never fetched again.
  const shelf = data.products ? ProductShelf.ofData(data.products) : null;
  for (const element of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
    const entry = data.islands[element.getAttribute(ISLAND_ATTRIBUTE) ?? ''];
    if (!entry) continue;
    void islandContent(entry, element).then((content) => {
      if (content === null) return;
      hydrateRoot(
        element,
        <StorefrontContext value={data.storefront}>
          <ShoppingTrackerContext
            value={censusDisabledOn(document.body) ? noTracking : liveShoppingTracker}
          >
            <ProductShelfContext value={shelf}>{content}</ProductShelfContext>
          </ShoppingTrackerContext>
        </StorefrontContext>,
      );
    });
  }
}
