// What an owner's product-detail and product-list templates read (spec storefront.md §3,
// site-and-editor.md §3 "Site context"): the product as `item` (a list's as `items`), its page's
// `collection`, `website`, `websiteSettings`,
// `localizedStrings`, `productMerchandisingContext` by product id, `featureFlags` (the engine reads
// its money format there) and an empty `cart` (the page is the same for every visitor; the
// browser fills in the cart's quantity). Also which saved template a product page uses.
import type { ProductItem } from '../api/commerce';
import { PageType } from '../codes/page-types';
import { ProductType } from '../codes/product-types';
import type { Site } from '../document/schema';
import { RESTOCK_TEXTS } from '../forms/restock';
import { FALLBACK_TEXTS } from '../products/texts';
import type { StoredTemplate, TemplateKind } from './stored';

/** The products collection page a product is shown under (its address's first part). */
export interface ProductPageCollection {
  readonly id: string;
  readonly title: string;
  /** '/shop' */
  readonly path: string;
}

/** Restock texts the engine's restock form reads: the built-in form's own. */
const RESTOCK_MESSAGES = {
  CTAText: RESTOCK_TEXTS.cta,
  placeholderText: RESTOCK_TEXTS.placeholder,
  buttonText: RESTOCK_TEXTS.button,
  mailingListDescription: RESTOCK_TEXTS.mailingList,
};

/** A money value in hundredths, as the engine's legacy `price` fields hold it. */
function legacyCents(money: { readonly value: string }): number {
  return Math.round(Number(money.value) * 100);
}

/** The product with the fields templates read besides ours: legacy prices, title, address. */
export function productTemplateItem(product: ProductItem, collection: ProductPageCollection) {
  const content = product.structuredContent;
  return {
    ...product,
    title: product.name,
    fullUrl: `${collection.path}/${encodeURIComponent(product.slug)}`,
    assetUrl: product.images[0]?.url ?? '',
    collection: { id: collection.id, type: 'products' },
    structuredContent: {
      ...content,
      variants: content.variants.map((variant) => ({
        ...variant,
        price: legacyCents(variant.priceMoney),
        salePrice: legacyCents(variant.salePriceMoney),
      })),
    },
  };
}

function merchandisingOf(product: ProductItem) {
  const { merchandising } = product;
  const type = product.structuredContent.productType;
  const tracked = type === ProductType.physical || type === ProductType.service;
  const views =
    merchandising.restockNotificationsEnabled && tracked
      ? product.structuredContent.variants.map((variant) => ({
          variantId: variant.id,
          hiddenByDefault: true,
        }))
      : [];
  return {
    ...merchandising,
    scarcityTemplateViews: [],
    restockNotificationViews: views,
    restockNotificationMessages: RESTOCK_MESSAGES,
  };
}

/** What every page's template reads of the site (site-and-editor.md §3 "Site context"). */
export function siteContext(site: Site) {
  return {
    website: {
      id: site.id,
      siteTitle: site.title,
      websiteType: 1,
      siteStatus: { value: 'published' },
      captchaSettings: { siteKey: site.settings.captchaSiteKey },
    },
    websiteSettings: {
      timeZone: site.settings.timeZone,
      useCLDRMoneyFormat: site.settings.useCLDRMoneyFormat,
      storeSettings: {
        selectedCurrency: site.settings.store.currency,
        expressCheckout: site.settings.store.expressCheckout,
        multipleQuantityAllowedForServices: site.settings.store.multipleQuantityAllowedForServices,
      },
    },
    featureFlags: { useCLDRMoneyFormat: site.settings.useCLDRMoneyFormat },
    localizedStrings: { ...FALLBACK_TEXTS },
    cart: { entries: [], totalQuantity: 0 },
  };
}

function collectionJson(collection: ProductPageCollection, itemCount?: number) {
  return {
    id: collection.id,
    title: collection.title,
    type: 'products',
    fullUrl: collection.path,
    ...(itemCount === undefined ? {} : { itemCount }),
  };
}

/** The JSON a product-detail template renders with. */
export function productTemplateJson(
  site: Site,
  product: ProductItem,
  collection: ProductPageCollection,
): Record<string, unknown> {
  return {
    ...siteContext(site),
    pageType: PageType.contentItem,
    item: productTemplateItem(product, collection),
    collection: collectionJson(collection),
    productMerchandisingContext: { [product.id]: merchandisingOf(product) },
  };
}

/**
 * The JSON a product-list template renders with: the collection (with its `itemCount`, every
 * product in it) and the products the page shows as `items`, each as a detail page's `item`.
 */
export function productListTemplateJson(
  site: Site,
  products: readonly ProductItem[],
  collection: ProductPageCollection,
  itemCount = products.length,
): Record<string, unknown> {
  return {
    ...siteContext(site),
    pageType: PageType.mainContent,
    collection: collectionJson(collection, itemCount),
    items: products.map((product) => productTemplateItem(product, collection)),
    productMerchandisingContext: Object.fromEntries(
      products.map((product) => [product.id, merchandisingOf(product)]),
    ),
  };
}

/**
 * The template of `kind` a page uses (switched-off ones are not): one scoped to any of
 * `collectionIds` (the page's collection, the product's), else the site's; the most recently
 * changed when several apply.
 */
export function templateFor(
  templates: readonly StoredTemplate[],
  kind: TemplateKind,
  collectionIds: readonly string[],
): StoredTemplate | null {
  const ofKind = [...templates]
    .filter((template) => template.kind === kind && template.enabled)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return (
    ofKind.find(
      (template) =>
        template.scope.type === 'collection' && collectionIds.includes(template.scope.collectionId),
    ) ??
    ofKind.find((template) => template.scope.type === 'site') ??
    null
  );
}
