import { describe, expect, it } from 'vitest';
import { orderConfirmedAddress } from '../blocks/storefront/cart/CheckoutPage';
import { PageType } from '../shared/codes/page-types';
import { isSiteAddress, matchPattern, pagePath, resolveRoute, SYSTEM_ROUTES } from './routes';
import { frameTestSite } from './test-site';

const site = frameTestSite();

describe('resolveRoute', () => {
  it.each([
    ['/cart', PageType.showCart, null],
    ['/cart/', PageType.showCart, null],
    ['/checkout', PageType.checkout, null],
    ['/account', PageType.singleSignOnPage, null],
    ['/order-confirmed/o-1', PageType.orderConfirmed, null],
    ['/search?q=oak', PageType.search, null],
    ['/', PageType.page, 'home'],
    ['', PageType.page, 'home'],
    ['/about', PageType.page, 'about'],
    ['/about/#story', PageType.page, 'about'],
    ['/nowhere', PageType.notFound, null],
    ['/order-confirmed', PageType.notFound, null],
    ['/cart/extra', PageType.notFound, null],
  ] as const)('%s shows page type %i (page %s)', (address, pageType, pageId) => {
    expect(resolveRoute(site, address)).toMatchObject({ pageType, pageId });
  });

  it('reads params from the pattern and the query, the pattern winning', () => {
    expect(resolveRoute(site, '/order-confirmed/o%201?orderId=x&ref=mail')).toEqual({
      address: '/order-confirmed/o%201?orderId=x&ref=mail',
      pageType: PageType.orderConfirmed,
      pageId: null,
      params: { orderId: 'o 1', ref: 'mail' },
    });
    expect(resolveRoute(site, '/search?q=oak+table&q=second').params).toEqual({ q: 'oak table' });
  });

  it('gives the page its own page type', () => {
    const withCartPage = structuredClone(site);
    withCartPage.pages[1]!.pageType = PageType.showCart;
    expect(resolveRoute(withCartPage, '/about')).toMatchObject({
      pageType: PageType.showCart,
      pageId: 'about',
    });
  });

  it('puts the storefront addresses ahead of an owner page with the same slug', () => {
    const shadowed = structuredClone(site);
    shadowed.pages[1]!.slug = 'cart';
    expect(resolveRoute(shadowed, '/cart')).toMatchObject({ pageType: 200, pageId: null });
  });

  it('routes a collection page and its items, which share its access', () => {
    const blog = structuredClone(site);
    blog.pages[1]!.pageType = PageType.mainContent;
    blog.pages[1]!.collection = { id: 'c1', view: 'list' };
    const collection = { pageId: 'about', collectionId: 'c1' };
    expect(resolveRoute(blog, '/about?page=2')).toMatchObject({
      pageType: PageType.mainContent,
      pageId: 'about',
      params: { page: '2' },
      collection,
    });
    expect(resolveRoute(blog, '/about/first-post')).toMatchObject({
      pageType: PageType.contentItem,
      pageId: null,
      params: { collection: 'about', item: 'first-post' },
      collection,
    });
    expect(resolveRoute(site, '/about/first-post').pageType).toBe(PageType.notFound);
  });

  it('takes another table, so later features add their entries', () => {
    const routes = [...SYSTEM_ROUTES, { pattern: '/shop/:slug', pageType: PageType.contentItem }];
    expect(resolveRoute(site, '/shop/oak-chair', routes)).toMatchObject({
      pageType: PageType.contentItem,
      params: { slug: 'oak-chair' },
    });
  });
});

describe('matchPattern', () => {
  it.each([
    ['/cart', '/cart', {}],
    ['/cart', '/carts', null],
    ['/a/:id', '/a/%E0%A4%A', null],
    ['/a/:id', '/a/b%2Fc', { id: 'b/c' }],
  ] as const)('%s against %s', (pattern, path, params) => {
    expect(matchPattern(pattern, path)).toEqual(params);
  });
});

describe('addresses', () => {
  it('gives each owner page its path, the first page being /', () => {
    expect(pagePath(site, 'home')).toBe('/');
    expect(pagePath(site, 'about')).toBe('/about');
    expect(pagePath(site, 'missing')).toBe('/');
  });

  it('routes the address checkout goes to after an order', () => {
    expect(resolveRoute(site, orderConfirmedAddress('a/b'))).toMatchObject({
      pageType: PageType.orderConfirmed,
      params: { orderId: 'a/b' },
    });
  });

  it.each([
    ['/cart', true],
    ['/about?x=1', true],
    ['/', true],
    ['/preview/cart', false],
    ['/api/commerce/shopping-cart', false],
    ['/media/a.svg', false],
    ['/files', false],
    ['/previews', true],
    ['//evil.example/cart', false],
    ['https://example.com/', false],
    ['#top', false],
    ['mailto:a@b.c', false],
    ['/blog/rss.xml', false],
    ['/events/fair.ics?x=1', false],
    ['/blog/rss', true],
  ] as const)('%s is a site address: %s', (href, expected) => {
    expect(isSiteAddress(href)).toBe(expected);
  });
});
