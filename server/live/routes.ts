// The live site at the site's root: every address a visitor can see ('/', '/about', '/shop',
// '/shop/<product>', '/cart', '/search?q=', ...) answered with the whole page rendered on the
// server from the PUBLISHED revision (drafts never reach visitors). Pages are cached by address
// until the next publish (server/storage/page-cache.ts: shared by every process on PostgreSQL);
// HTML is compressed, revalidated (no-cache) and answers 304 to a
// matching If-None-Match. A page that fails to render is the error page (101) with 500; an
// unknown address the not-found page (100) with 404 (docs/live-site.md).
import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { ProductItem } from '../../shared/api/commerce';
import { UNLOCK_ERROR_PARAM, withUnlockError } from '../../shared/api/page-access';
import { SEARCH_PAGE_PATH } from '../../shared/api/search';
import type { CollectionView } from '../../shared/content/collection-view';
import { parseCookies } from '../../shared/cookies/parse';
import { SITE_USER_COOKIE } from '../../shared/cookies/site-user';
import { isProductsPage } from '../../shared/document/products-page';
import type { Site } from '../../shared/document/schema';
import { translateSite } from '../../shared/document/translate';
import { languagePrefix } from '../../shared/i18n/language-paths';
import { productsOnPage } from '../../shared/products/list-page';
import type { ProductPageCollection } from '../../shared/templates/product-json';
import type { VisitorAccess } from '../access/visitor-access';
import { BoundedMap } from '../bounded-map';
import { contentSecurityPolicy } from '../csp';
import { currentCrumb } from '../csrf';
import { requestOrigin } from '../seo/origin';
import type { SearchPageAnswer } from '../seo/search-service';
import { FRAME_OPTIONS } from '../static';
import { type CachedPage, MemoryPageCache, type PageCache } from '../storage/page-cache';
import type { SiteStore } from '../storage/site-store';
import type { ItemTemplateRenderer } from '../templates/live-item';
import type { ProductTemplateRenderer, TemplatedPage } from '../templates/live-product';
import { collectionFile, collectionFileAddress, itemPageOf } from './collection-files';
import { type CollectionViewRequest, holdsCollections, itemAddress } from './collection-view';
import { chooseEncoding, encode, MIN_COMPRESS_BYTES } from './compress';
import { type LanguageDependencies, requestLanguage } from './language-routing';
import { productsIn, type WordsSource } from './live-translations';
import { pageStamp, stampHolds } from './page-stamp';
import type { LiveRenderer, RenderModule, RenderRequest } from './renderer';

export const NOT_PUBLISHED = 'This site is not published yet.';

export interface LiveDependencies {
  /** Loads the renderer once, at the first visit. */
  readonly renderer: () => Promise<LiveRenderer>;
  readonly cache?: PageCache;
}

/** What the live routes ask of the rest of the app besides the renderer. */
export interface LiveContext {
  /** What each page of the published site shows this request (docs/page-access.md). */
  readonly access: VisitorAccess;
  /** The store's products, for a product page's search-engine data; none without a store. */
  readonly products: () => Promise<readonly ProductItem[]>;
  /** The Search page's results for a query (server/seo/search-service.ts). */
  readonly search: (query: string, language?: string) => Promise<SearchPageAnswer>;
  /** A product or products page through the owner's template: its raw output, or null (built in). */
  readonly productTemplate?: ProductTemplateRenderer;
  /** A collection's item page through the owner's template: its raw output, or null (built in). */
  readonly itemTemplate?: ItemTemplateRenderer;
  /** What a visitor may see of the site's collections (server/live/collection-view.ts). */
  readonly collections?: (request: Omit<CollectionViewRequest, 'now'>) => Promise<CollectionView>;
  /** Products' words in the page's language (live-translations.ts); absent: as stored. */
  readonly translations?: WordsSource;
}

/** A product page's address is /<collection>/<product slug>: the product, when there is one. */
function productAt(address: string, products: readonly ProductItem[]): ProductItem | undefined {
  const parts = (address.split('?')[0] ?? '').split('/').filter(Boolean);
  if (parts.length !== 2) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(parts[1]!);
  } catch {
    return undefined;
  }
  return products.find((product) => product.slug === slug);
}

/**
 * The products collection page an address is, or is under (/<collection>/<product>); null for a
 * page holding a blog, events or an album, whose items are not products.
 */
function collectionAt(site: Site, address: string): ProductPageCollection | null {
  const page = pageOf(site, pathParts(address)[0]);
  return page && isProductsPage(page)
    ? { id: page.id, title: page.title, path: `/${page.slug}` }
    : null;
}

function pathParts(address: string): string[] {
  return (address.split('?')[0] ?? '').split('/').filter(Boolean);
}

/** The page of a slug; no slug: the site's first page (the home page). */
function pageOf(site: Site, slug: string | undefined) {
  return slug === undefined
    ? site.pages[0]
    : site.pages.find((candidate) => candidate.slug === slug);
}

/**
 * What a template would show at an address of a products page (`collectionAt`): a product's
 * page, the page's list, or none.
 */
function templatedPage(
  address: string,
  products: readonly ProductItem[],
  product: ProductItem | undefined,
): TemplatedPage | null {
  if (product) return { kind: 'product-detail', product };
  if (pathParts(address).length > 1) return null;
  const query = new URLSearchParams(address.split('?')[1] ?? '');
  const number = Number.parseInt(query.get('page') ?? '1', 10) || 1;
  return {
    kind: 'product-list',
    products: productsOnPage(products, number),
    itemCount: products.length,
  };
}

/**
 * The decision for the page an address shows: the page's own (a collection item's, its
 * collection page's), else the lock screen's.
 */
function routeDecision(site: Site, address: string, access: Record<string, string>): string {
  const path = `/${(address.split('?')[0] ?? '').replace(/^\/+|\/+$/g, '')}`;
  const page =
    path === '/' ? site.pages[0] : site.pages.find((candidate) => `/${candidate.slug}` === path);
  if (page) return access[page.id] ?? 'allowed';
  const holder = site.pages.find(
    (candidate) => candidate.collection && candidate.slug === itemAddress(address)?.[0],
  );
  if (holder) return access[holder.id] ?? 'allowed';
  return Object.values(access).includes('lock-screen') ? 'lock-screen' : 'allowed';
}

/** A site store whose publish also clears the live pages' cache. */
export function clearingOnPublish(store: SiteStore, cache: PageCache): SiteStore {
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property !== 'publish') return Reflect.get(target, property, receiver);
      return async (...args: Parameters<SiteStore['publish']>) => {
        const result = await target.publish(...args);
        await cache.clear(args[0]);
        return result;
      };
    },
  });
}

/** The page's stamp as the cache keeps it (in `catalogue`), when it has one. */
const stamped = (stamp: string | undefined) => (stamp === undefined ? {} : { catalogue: stamp });

function etagOf(html: string): string {
  return `"${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;
}

/** The address a request asks for, normalised as the route table does (path and query). */
function addressOf(c: Context): string {
  const url = new URL(c.req.url);
  return `${url.pathname}${url.search}`;
}

const HTML_TYPE = 'text/html; charset=utf-8';
/** Our limit: compressed pages one process keeps. */
const MAX_ENCODED_BODIES = 200;

/** Compressed bodies by ETag and encoding: each page is compressed once a process. */
type EncodedBodies = BoundedMap<string, Uint8Array<ArrayBuffer>>;

/** The page as the response; `memo` keeps its compressed bodies (a page everyone is served). */
function answer(c: Context, page: CachedPage, memo?: EncodedBodies): Response {
  c.header('Cache-Control', 'no-cache');
  c.header('Content-Security-Policy', contentSecurityPolicy('site'));
  c.header('X-Frame-Options', FRAME_OPTIONS.site);
  c.header('ETag', page.etag);
  c.header('Vary', 'Accept-Encoding');
  if (page.status === 200 && c.req.header('If-None-Match') === page.etag) {
    return c.body(null, 304);
  }
  c.header('Content-Type', HTML_TYPE);
  const bytes = new TextEncoder().encode(page.html);
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  if (!encoding || bytes.byteLength < MIN_COMPRESS_BYTES) {
    return c.body(bytes, page.status as 200);
  }
  const memoKey = `${page.etag}\n${encoding}`;
  let encoded = memo?.get(memoKey);
  if (!encoded) {
    encoded = encode(bytes, encoding);
    memo?.set(memoKey, encoded);
  }
  c.header('Content-Encoding', encoding);
  return c.body(encoded, page.status as 200);
}

export function liveRoutes(
  store: SiteStore,
  siteId: () => string,
  deps: LiveDependencies & LiveContext & LanguageDependencies,
  logError: (message: string, error: unknown) => void,
): Hono {
  const app = new Hono();
  const cache = deps.cache ?? new MemoryPageCache();
  const encodedBodies: EncodedBodies = new BoundedMap(MAX_ENCODED_BODIES);
  let renderer: Promise<LiveRenderer> | undefined;
  const loadRenderer = () => {
    renderer ??= deps.renderer().catch((error: unknown) => {
      renderer = undefined;
      throw error;
    });
    return renderer;
  };

  /** The owner's template for a product or products page: its output, or null (built in). */
  const templateOf = async (
    site: Site,
    address: string,
    products: readonly ProductItem[],
    product: ProductItem | undefined,
  ): Promise<RenderRequest['productTemplate']> => {
    const collection = collectionAt(site, address);
    if (!deps.productTemplate || !collection) return undefined;
    const page = templatedPage(address, products, product);
    if (!page) return undefined;
    try {
      const html = await deps.productTemplate(site, page, collection);
      return html === null ? undefined : { html, kind: page.kind };
    } catch (error) {
      logError(`The template of ${address} failed:`, error);
      return undefined;
    }
  };

  /** The owner's template for a collection's item page: its output, or undefined (built in). */
  const itemTemplateOf = async (
    site: Site,
    address: string,
    view: CollectionView | undefined,
    module: RenderModule,
  ): Promise<RenderRequest['productTemplate']> => {
    const wanted = itemAddress(address);
    const item = view?.item;
    if (!deps.itemTemplate || !wanted || !item || item.slug !== wanted[1]) return undefined;
    const collection = view.collections.find((shown) => shown.path === `/${wanted[0]}`);
    if (!collection) return undefined;
    try {
      const html = await deps.itemTemplate(site, collection, item, module.richTextHtml);
      return html === null ? undefined : { html, kind: 'collection-item' };
    } catch (error) {
      logError(`The template of ${address} failed:`, error);
      return undefined;
    }
  };

  app.get('*', async (c) => {
    // The storefront's writes (add to cart, checkout, forms, unlocking) need the crumb.
    const crumb = currentCrumb(c);
    // `/fr/about` is the page at `/about` in French: the address after the language's prefix is
    // the one routed; the whole one keys the cache (language-routing.ts).
    const chosen = await requestLanguage(c, deps);
    if (chosen instanceof Response) return chosen;
    const { address } = chosen;
    const requested = addressOf(c);
    const url = new URL(c.req.url);
    // Search pages are rendered per query and never cached: a product change shows at once, and
    // visitors' queries cannot push the site's pages out of the cache.
    const searching = (address.split('?')[0] ?? '').replace(/\/+$/, '') === SEARCH_PAGE_PATH;
    const origin = requestOrigin(c);
    const published = await store.published(siteId());
    if (!published) {
      c.header('Cache-Control', 'no-cache');
      return c.text(NOT_PUBLISHED, 404);
    }
    // Refused pages come without their sections, so protected content never reaches the HTML.
    const visitor = await deps.access.visitorCopy(c, published.site);
    // A page the visitor may see is the same for everyone; an access screen carries their crumb.
    const shared = !searching && routeDecision(visitor.site, address, visitor.access) === 'allowed';
    const key = {
      siteId: siteId(),
      revision: published.revision,
      address: `${origin}${requested}`,
    };
    const cached = shared ? await cache.get(key) : undefined;
    const { language, languages } = await chosen.language();
    // Collections are read for a site that holds any, once a request; an item page's item
    // comes with them.
    let viewing: Promise<CollectionView | undefined> | undefined;
    const viewNow = () => {
      viewing ??=
        deps.collections && holdsCollections(visitor.site)
          ? deps.collections({
              site: visitor.site,
              access: visitor.access,
              address: itemPageOf(address),
              origin,
              ...(language ? { language } : {}),
            })
          : Promise.resolve(undefined);
      return viewing;
    };
    if (
      cached &&
      (await stampHolds(cached.catalogue, { products: deps.products, collections: viewNow }))
    ) {
      return answer(c, cached, encodedBodies);
    }
    const collections = await viewNow();
    if (collections && collectionFileAddress(address)) {
      // A feed's title is the site's in the page's language.
      const title = translateSite(visitor.site, language).title;
      const file = collectionFile(collections, title, address);
      if (file) {
        c.header('Cache-Control', 'no-cache');
        c.header('X-Content-Type-Options', 'nosniff');
        if (file.filename) {
          c.header('Content-Disposition', `attachment; filename="${file.filename}"`);
        }
        return c.body(file.body, 200, { 'Content-Type': file.type });
      }
    }
    const { module, assets } = await loadRenderer();
    const stored = await deps.products();
    const products = await productsIn(stored, language, deps.translations);
    let rendered: {
      status: number;
      html: string;
      showsProducts: boolean;
      showsCollections: boolean;
    };
    const query = url.searchParams;
    // In another language, that language's index (titles, excerpts and addresses in it).
    const other = language === languages.defaultLanguage ? undefined : language;
    const search = searching ? await deps.search(query.get('q') ?? '', other) : undefined;
    const product = productAt(address, products);
    const productTemplate =
      (await templateOf(visitor.site, address, products, product)) ??
      (await itemTemplateOf(visitor.site, address, collections, module));
    try {
      rendered = module.renderPage({
        site: visitor.site,
        address,
        assets,
        origin,
        access: visitor.access,
        product,
        products,
        ...(productTemplate ? { productTemplate } : {}),
        search: search?.model,
        ...(collections ? { collections } : {}),
        language,
        languages,
        visit: {
          returnTo: withUnlockError(requested, null),
          crumb,
          accessError: query.get(UNLOCK_ERROR_PARAM),
          signedIn: parseCookies(c.req.header('Cookie') ?? '').has(SITE_USER_COOKIE),
          interactive: false,
        },
      });
    } catch (error) {
      logError(`Rendering ${address} failed:`, error);
      const prefix = languagePrefix(language, languages);
      const page = module.renderErrorPage(published.site, assets, language, prefix);
      return answer(c, { ...page, etag: etagOf(page.html) });
    }
    const page: CachedPage = {
      status: search && rendered.status === 200 ? search.status : rendered.status,
      html: rendered.html,
      etag: etagOf(rendered.html),
      ...stamped(
        pageStamp({
          ...(rendered.showsProducts ? { products: stored } : {}),
          ...(rendered.showsCollections && collections ? { collections } : {}),
        }),
      ),
    };
    if (!shared) return answer(c, page);
    await cache.put(key, page);
    return answer(c, page, encodedBodies);
  });
  return app;
}
