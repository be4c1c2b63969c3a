// The live site's render entry, the one module of site/ the server calls: a route of the
// published document rendered to a whole HTML page with React's server rendering and the same
// blocks/ and components as the editor's frame. Interactive parts are islands (islands/) whose
// data goes with the page for site/client.tsx to hydrate.

import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createStore } from 'zustand/vanilla';
import { ResponsesWrapperContext } from '../blocks/collection-list/Responses';
import {
  CollectionViewContext,
  ProvidedCollectionView,
} from '../blocks/collection-list/view-context';
import { FONT_FILES } from '../blocks/fonts/font-files';
import { sanitizeHtml } from '../blocks/html-sanitize';
import { RichText } from '../blocks/rich-text/RichText';
import { LanguageLinksContext } from '../blocks/site-chrome/LanguageSwitcher';
import { StorefrontContext } from '../blocks/storefront/context';
import { ProductShelf, ProductShelfContext } from '../blocks/storefront/products/shelf';
import {
  ProductTemplateContext,
  type ProductTemplateOutput,
} from '../blocks/storefront/products/TemplatedProduct';
import { inactiveUntilScript } from '../blocks/storefront/products/template-controls';
import type { PageAccessMap } from '../shared/access/decide';
import type { ProductItem } from '../shared/api/commerce';
import { PageType } from '../shared/codes/page-types';
import type { CollectionView } from '../shared/content/collection-view';
import { bundledFontsOf, fontFaceCss } from '../shared/design/bundled-fonts';
import { designStyle } from '../shared/design/css-variables';
import { analyticsSettingsOf, isCensusDisabled } from '../shared/document/analytics-settings';
import type { Site } from '../shared/document/schema';
import { DEFAULT_STORE_SETTINGS } from '../shared/document/store-settings';
import { isEnglish } from '../shared/i18n/english';
import { DEFAULT_LANGUAGE } from '../shared/i18n/language-codes';
import type { PathLanguages } from '../shared/i18n/language-paths';
import { siteWords, storefrontStrings } from '../shared/i18n/storefront-strings';
import { productsPagePath } from '../shared/seo/addresses';
import { type HeadSubject, headTags } from '../shared/seo/head';
import type { SearchPageModel } from '../shared/seo/search-index';
import { SiteBody } from './components/SiteBody';
import { ErrorPage } from './components/SystemPage';
import { SearchResultsContext } from './components/search-results';
import { PreviewStoreContext } from './components/store-context';
import { type Visit, VisitContext } from './components/visit-context';
import { type LiveAssets, pageDocument } from './document';
import { ISLANDS_ELEMENT_ID, type IslandData, scriptJson } from './islands/data';
import { IslandCollector, IslandsContext } from './islands/Island';
import { ResponsesIsland } from './islands/ResponsesIsland';
import { islandsShowSiteWords } from './islands/words-needed';
import { pageLanguages } from './language-links';
import { type Route, resolveRoute } from './routes';
import { serverWindow } from './server-dom';
import { createPreviewStore, loadDocument, type PreviewState, showRoute } from './store';
import { pageTitle, systemTitle } from './titles';

export type { LiveAssets } from './document';

export interface RenderRequest {
  /** The published document (drafts are never rendered here). */
  readonly site: Site;
  /** The address asked for: path and query ('/shop', '/search?q=oak'). */
  readonly address: string;
  readonly assets: LiveAssets;
  /** The request's origin ('https://shop.example'), for the canonical and sharing addresses. */
  readonly origin?: string;
  /** What each page shows this visitor (the server's decision); absent: every page. */
  readonly access?: PageAccessMap;
  /** The request's address, crumb and sign-in, for the access screens' forms. */
  readonly visit?: Visit;
  /** The product of a product page, for its search-engine data. */
  readonly product?: ProductItem;
  /** The Search page's results from the server's index (published pages and products). */
  readonly search?: SearchPageModel;
  /**
   * The store's catalogue with stock, so product pages, the product list and product blocks are
   * rendered finished; absent: they render their loading state and load in the browser.
   */
  readonly products?: readonly ProductItem[];
  /**
   * A product page through the owner's product-detail template, a products page's list through
   * its product-list template, or a collection's item page through its collection-item template: its output as the engine wrote it (sanitized here, its commerce
   * controls kept); absent: the built-in product details or list.
   */
  readonly productTemplate?: ProductTemplateOutput;
  /**
   * What this visitor may see of the site's collections (with the item an item page shows),
   * built by the server (server/live/collection-view.ts); absent: collection parts render empty.
   */
  readonly collections?: CollectionView;
  /**
   * The language the page is shown in: its words are the document's translations into it, with
   * the default language's where it has none (docs/languages.md); absent: en-US.
   */
  readonly language?: string;
  /**
   * The site's languages, for the addresses of each (`address` is the path after the language's
   * prefix): the page's links, hreflang alternates and switcher; absent: the one language.
   */
  readonly languages?: PathLanguages;
}

export interface RenderedPage {
  /** 200, 404 for the not-found page, 500 for the error page. */
  readonly status: number;
  readonly pageType: number;
  readonly html: string;
  /** Whether the page shows products from the catalogue (so it changes with the catalogue). */
  readonly showsProducts: boolean;
  /** Whether the page shows collections' items (so it changes with them and with time). */
  readonly showsCollections: boolean;
}

/**
 * The storefront's context for a page in `language`; `withWords: false`: as the islands' data
 * carries it for islands that show none of the site's words, or in English (their code has it).
 */
function storefrontOf(site: Site | null, language: string, pathPrefix = '', withWords = true) {
  const english = !withWords || isEnglish(language);
  return {
    pathPrefix,
    store: site?.settings.store ?? DEFAULT_STORE_SETTINGS,
    useCLDRMoneyFormat: site?.settings.useCLDRMoneyFormat ?? false,
    productsPath: site ? productsPagePath(site) : null,
    language,
    strings: storefrontStrings(language),
    ...(english ? {} : { words: siteWords(language) }),
  };
}

/** The cookie banner's words in `language` (none in English: the banner has those). */
function cookieBannerWords(language: string) {
  if (isEnglish(language)) return undefined;
  const words = siteWords(language);
  return {
    label: words.cookieConsent,
    message: words.cookieMessage,
    accept: words.cookieAccept,
    decline: words.cookieDecline,
  };
}

function documentFor(
  site: Site | null,
  parts: {
    title: string | null;
    pageType: number;
    body: string;
    head: string;
    islands: IslandData | null;
  },
  assets: LiveAssets,
  language: string,
): string {
  return pageDocument({
    lang: language,
    title: parts.title,
    pageType: parts.pageType,
    design: site ? designStyle(site.design) : null,
    fontCss: site ? fontFaceCss(bundledFontsOf(site.design), FONT_FILES) : '',
    head: parts.head,
    body: parts.body,
    islandsJson: parts.islands && scriptJson(parts.islands),
    islandsElementId: ISLANDS_ELEMENT_ID,
    assets,
    cookieBanner: site ? analyticsSettingsOf(site.settings).cookieBanner : false,
    cookieBannerWords: cookieBannerWords(language),
    censusDisabled: isCensusDisabled(site?.settings),
  });
}

/** Whether a collection item route shows an item (a visitor may not see it, or it is not there). */
function itemMissing(route: Route, collections: CollectionView | undefined): boolean {
  if (!route.collection || route.pageType !== PageType.contentItem) return false;
  const item = collections?.item;
  const held = collections?.collections.some((c) => c.id === route.collection?.collectionId);
  return !held || !item || item.slug !== route.params.item;
}

/** What the head describes: the owner's page, a product, or a storefront page (not indexed). */
function headSubject(
  site: Site,
  route: Route,
  product: ProductItem | undefined,
  collections: CollectionView | undefined,
  language: string,
): HeadSubject {
  const page = route.pageId === null ? undefined : site.pages.find((p) => p.id === route.pageId);
  if (page) return { kind: 'page', page };
  const path = route.address.split('?')[0] ?? '/';
  if (route.collection && route.pageType === PageType.contentItem) {
    const item = itemMissing(route, collections) ? null : collections?.item;
    if (!item) {
      return { kind: 'other', title: systemTitle(site, PageType.notFound, language), path };
    }
    return {
      kind: 'item',
      title: item.title,
      path,
      excerpt: item.excerpt,
      ...(item.image ? { image: item.image.url } : {}),
    };
  }
  if (product && route.pageType === PageType.contentItem) return { kind: 'product', product };
  return { kind: 'other', title: systemTitle(site, route.pageType, language), path };
}

/**
 * A template's output made safe for the page (its commerce controls kept, no script), its add
 * buttons inactive until the page's script runs.
 */
function sanitizedTemplate(html: string, origin: string | undefined): string {
  let host = '';
  try {
    host = origin ? new URL(origin).host : '';
  } catch {
    host = '';
  }
  const view = serverWindow();
  const clean = sanitizeHtml(html, { controls: true, window: view, host }).html;
  return inactiveUntilScript(clean);
}

/**
 * Rich text (an item's body) as the site draws it: the HTML a collection-item template reads as
 * `item.body` (shared/templates/item-json.ts).
 */
export function richTextHtml(value: unknown): string {
  return renderToStaticMarkup(<RichText value={value} />);
}

/** The page at `request.address` of the published site. Throws when rendering fails. */
export function renderPage(request: RenderRequest): RenderedPage {
  const { address } = request;
  const language = request.language ?? DEFAULT_LANGUAGE;
  const languages = pageLanguages(address, language, request.languages);
  const loading = createPreviewStore('ready');
  // The store shows the document in the page's language (translateSite).
  loading.setState({ language });
  const route = resolveRoute(request.site, address);
  if (!loadDocument(loading, request.site, route.pageId ?? request.site.pages[0]!.id, null)) {
    throw new Error('The published document is not valid.');
  }
  const site = loading.getState().site!;
  showRoute(loading, resolveRoute(site, address), false);
  if (request.access) loading.setState({ access: request.access });
  // Server rendering reads a store's initial state (zustand's server snapshot), so the page is
  // rendered from a store that starts where the loading one ended.
  const store = createStore<PreviewState>()(() => loading.getState());
  const collector = new IslandCollector();
  const shelf = request.products ? ProductShelf.ofCatalogue(request.products) : null;
  const provided = request.collections ? new ProvidedCollectionView(request.collections) : null;
  const template = request.productTemplate
    ? {
        html: sanitizedTemplate(request.productTemplate.html, request.origin),
        kind: request.productTemplate.kind,
      }
    : null;
  const body = renderToString(
    <PreviewStoreContext value={store}>
      <StorefrontContext value={storefrontOf(site, language, languages.prefix)}>
        <ProductShelfContext value={shelf}>
          <IslandsContext value={collector}>
            <VisitContext value={request.visit ?? null}>
              <SearchResultsContext value={request.search ?? null}>
                <ProductTemplateContext value={template}>
                  <CollectionViewContext value={provided}>
                    <ResponsesWrapperContext value={ResponsesIsland}>
                      <LanguageLinksContext value={languages.switcher}>
                        <SiteBody />
                      </LanguageLinksContext>
                    </ResponsesWrapperContext>
                  </CollectionViewContext>
                </ProductTemplateContext>
              </SearchResultsContext>
            </VisitContext>
          </IslandsContext>
        </ProductShelfContext>
      </StorefrontContext>
    </PreviewStoreContext>,
  );
  const shelved = shelf?.data() ?? null;
  const islands =
    collector.size === 0
      ? null
      : {
          storefront: storefrontOf(
            site,
            language,
            languages.prefix,
            islandsShowSiteWords(
              collector.islands,
              (shelved?.products ?? []).some(
                (product) => product.structuredContent.additionalFieldsFormId,
              ),
            ),
          ),
          islands: collector.islands,
          ...(shelved ? { products: shelved } : {}),
        };
  const html = documentFor(
    site,
    {
      title: null,
      pageType: route.pageType,
      body,
      head: headTags({
        site,
        origin: request.origin ?? '',
        subject: headSubject(site, route, request.product, request.collections, language),
        prefix: languages.prefix,
        ...(languages.alternates ? { alternates: languages.alternates } : {}),
      }),
      islands,
    },
    request.assets,
    language,
  );
  const notFound = route.pageType === PageType.notFound || itemMissing(route, request.collections);
  return {
    status: notFound ? 404 : 200,
    pageType: route.pageType,
    html,
    showsProducts: shelved !== null,
    showsCollections: provided?.used ?? false,
  };
}

/**
 * The error page (101) with status 500, in the site's design when the site is known, in the
 * language of the address that failed (its links keep the language's prefix).
 */
export function renderErrorPage(
  site: Site | null,
  assets: LiveAssets,
  language = DEFAULT_LANGUAGE,
  pathPrefix = '',
): RenderedPage {
  const body = renderToString(
    <StorefrontContext value={storefrontOf(site, language, pathPrefix)}>
      <ErrorPage />
    </StorefrontContext>,
  );
  const title = site
    ? pageTitle(site, { pageId: null, pageType: PageType.error }, language)
    : siteWords(language).errorTitle;
  const html = documentFor(
    site,
    { title, pageType: PageType.error, body, head: '', islands: null },
    { ...assets, script: null },
    language,
  );
  return {
    status: 500,
    pageType: PageType.error,
    html,
    showsProducts: false,
    showsCollections: false,
  };
}
