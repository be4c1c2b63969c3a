import { describe, expect, it } from 'vitest';
import type { Page, Site } from '../document/schema';
import { ORIGIN, shopProduct as product, shopSite, variant } from './fixtures';
import { headTags, seoHead } from './head';
import { IN_STOCK, OUT_OF_STOCK } from './product-data';

const HOSTILE = `</title><script>alert("x")</script>'&`;
const pageOf = (site: Site, id: string): Page => site.pages.find((p) => p.id === id)!;
const pageHead = (site: Site, id: string) =>
  seoHead({ site, origin: ORIGIN, subject: { kind: 'page', page: pageOf(site, id) } });

/** The JSON-LD the tags hold, parsed as a browser would read the script's text. */
function jsonLd(tags: string): unknown {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(tags);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('seoHead for a page', () => {
  it('titles the home page by the site alone, other pages with the site name; canonical and first image', () => {
    expect(pageHead(shopSite(), 'home')).toEqual({
      title: 'Juniper & Oak',
      shareTitle: 'Home',
      siteName: 'Juniper & Oak',
      description: undefined,
      canonical: 'https://shop.example/',
      type: 'website',
      image: 'https://shop.example/files/f1/bowl.jpg',
      favicon: { href: '/favicon.svg', type: 'image/svg+xml' },
    });
    expect(pageHead(shopSite(), 'about')).toMatchObject({
      title: 'About · Juniper & Oak',
      canonical: 'https://shop.example/about',
      image: undefined,
    });
  });

  it("uses the page's own title and description, else the site's description", () => {
    const site = shopSite();
    site.settings.description = 'Oak things, made slowly.';
    pageOf(site, 'about').seo = { title: 'Our story at Juniper & Oak', description: 'Who we are.' };
    expect(pageHead(site, 'about')).toMatchObject({
      title: 'Our story at Juniper & Oak',
      shareTitle: 'Our story at Juniper & Oak',
      description: 'Who we are.',
    });
    expect(pageHead(site, 'home').description).toBe('Oak things, made slowly.');
  });

  it("points to the owner's favicon when there is one", () => {
    const site = shopSite();
    site.settings.favicon = { fileId: 'f9', url: '/files/f9/mark.png' };
    expect(pageHead(site, 'home').favicon).toEqual({
      href: '/files/f9/mark.png',
      type: 'image/png',
    });
  });

  it.each(['javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AAAA'])(
    'shares no image from %j',
    (url) => {
      const site = shopSite();
      const image = pageOf(site, 'home').sections[0]!.blocks[1]!;
      image.settings = { ...image.settings, image: { url } };
      expect(pageHead(site, 'home').image).toBeUndefined();
    },
  );

  it('keeps an image at another http(s) address as it is', () => {
    const site = shopSite();
    const image = pageOf(site, 'home').sections[0]!.blocks[1]!;
    image.settings = { ...image.settings, image: { url: 'https://cdn.example/a.jpg' } };
    expect(pageHead(site, 'home').image).toBe('https://cdn.example/a.jpg');
  });
});

describe('headTags', () => {
  it('writes the title, description, canonical, Open Graph, Twitter card and favicon', () => {
    const site = shopSite();
    site.settings.description = 'Oak things.';
    const tags = headTags({
      site,
      origin: ORIGIN,
      subject: { kind: 'page', page: pageOf(site, 'home') },
    });
    expect(tags.split('\n')).toEqual([
      '<title>Juniper &amp; Oak</title>',
      '<meta name="description" content="Oak things.">',
      '<link rel="canonical" href="https://shop.example/">',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
      '<meta property="og:site_name" content="Juniper &amp; Oak">',
      '<meta property="og:title" content="Home">',
      '<meta property="og:description" content="Oak things.">',
      '<meta property="og:url" content="https://shop.example/">',
      '<meta property="og:type" content="website">',
      '<meta property="og:image" content="https://shop.example/files/f1/bowl.jpg">',
      '<meta name="twitter:card" content="summary_large_image">',
      '<meta name="twitter:title" content="Home">',
      '<meta name="twitter:description" content="Oak things.">',
      '<meta name="twitter:image" content="https://shop.example/files/f1/bowl.jpg">',
    ]);
  });

  it('escapes hostile titles and descriptions everywhere they appear', () => {
    const site = shopSite();
    site.title = HOSTILE;
    pageOf(site, 'about').title = HOSTILE;
    site.settings.description = `"><img src=x onerror=alert(1)>`;
    const tags = headTags({
      site,
      origin: ORIGIN,
      subject: { kind: 'page', page: pageOf(site, 'about') },
    });
    expect(tags).not.toMatch(/<script|<img|<\/title><|"></);
    expect(tags).toContain(
      '&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#39;&amp;',
    );
    expect(tags).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(tags.match(/<title>/g)).toHaveLength(1);
  });

  it('marks a storefront page noindex, with a summary card and no image', () => {
    const tags = headTags({
      site: shopSite(),
      origin: ORIGIN,
      subject: { kind: 'other', title: 'Search', path: '/search' },
    });
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).toContain('<meta name="twitter:card" content="summary">');
    expect(tags).toContain('<link rel="canonical" href="https://shop.example/search">');
    expect(tags).not.toContain('og:image');
  });
});

describe('a collection item’s page', () => {
  it('is an indexed article with its excerpt and main image, escaped', () => {
    const tags = headTags({
      site: shopSite(),
      origin: ORIGIN,
      subject: {
        kind: 'item',
        title: 'Spring <b>walk</b>',
        path: '/journal/spring-walk',
        excerpt: ' Along "the" river. ',
        image: '/files/f1/river.jpg',
      },
    });
    expect(tags).toContain('<title>Spring &lt;b&gt;walk&lt;/b&gt; · ');
    expect(tags).toContain('<meta name="description" content="Along &quot;the&quot; river.">');
    expect(tags).toContain(
      '<link rel="canonical" href="https://shop.example/journal/spring-walk">',
    );
    expect(tags).toContain('<meta property="og:type" content="article">');
    expect(tags).toContain(
      '<meta property="og:image" content="https://shop.example/files/f1/river.jpg">',
    );
    expect(tags).not.toContain('noindex');
  });
});

describe('a product page', () => {
  const oak = () =>
    product('oak-bowl', [variant('bowl-s', {}, '24.00')], {
      name: 'Oak bowl',
      description: 'Turned from\n one piece.',
      images: [
        { fileId: 'f2', url: '/files/f2/bowl.jpg', alt: '' },
        { fileId: 'f3', url: 'javascript:alert(1)', alt: '' },
      ],
    });
  const tagsFor = (item = oak()) =>
    headTags({ site: shopSite(), origin: ORIGIN, subject: { kind: 'product', product: item } });

  it('has its address below the products page, its description and first image', () => {
    const head = seoHead({
      site: shopSite(),
      origin: ORIGIN,
      subject: { kind: 'product', product: oak() },
    });
    expect(head).toMatchObject({
      title: 'Oak bowl · Juniper & Oak',
      description: 'Turned from one piece.',
      canonical: 'https://shop.example/shop/oak-bowl',
      type: 'product',
      image: 'https://shop.example/files/f2/bowl.jpg',
    });
  });

  it('falls back to the site description, and to a path of its own without a products page', () => {
    const site = shopSite();
    site.settings.description = 'Oak things.';
    site.pages = site.pages.filter((p) => p.id !== 'shop');
    const bare = product('plain', [variant('', {}, '5.00')]);
    const head = seoHead({ site, origin: ORIGIN, subject: { kind: 'product', product: bare } });
    expect(head).toMatchObject({
      description: 'Oak things.',
      canonical: 'https://shop.example/plain',
      image: undefined,
    });
    expect(head.jsonLd).not.toHaveProperty('sku');
    expect(head.jsonLd).not.toHaveProperty('image');
  });

  it('carries schema.org Product data with the price, currency and availability', () => {
    expect(jsonLd(tagsFor())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Oak bowl',
      description: 'Turned from one piece.',
      image: ['https://shop.example/files/f2/bowl.jpg'],
      sku: 'bowl-s',
      url: 'https://shop.example/shop/oak-bowl',
      offers: {
        '@type': 'Offer',
        price: '24.00',
        priceCurrency: 'USD',
        availability: IN_STOCK,
        url: 'https://shop.example/shop/oak-bowl',
      },
    });
  });

  it('says out of stock when no variant has stock, and gives a range for varied prices', () => {
    const soldOut = product('gone', [variant('g1', {}, '10.00', { qtyInStock: 0 })]);
    expect(jsonLd(tagsFor(soldOut))).toMatchObject({ offers: { availability: OUT_OF_STOCK } });
    const varied = product('set', [
      variant('s1', {}, '10.00'),
      variant('s2', {}, '30.00', {
        onSale: true,
        salePriceMoney: { value: '25.00', currency: 'USD' },
      }),
    ]);
    expect(jsonLd(tagsFor(varied))).toMatchObject({
      offers: { '@type': 'AggregateOffer', lowPrice: '10.00', highPrice: '25.00', offerCount: 2 },
    });
  });

  it('keeps the JSON-LD one script however hostile the name, and it still reads back', () => {
    const name = `</script><script>alert(1)</script><!--\u2028`;
    const tags = tagsFor(product('x', undefined, { name, description: name }));
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    expect(tags).not.toContain('<!--');
    expect(jsonLd(tags)).toMatchObject({ name, description: name.replace('\u2028', '').trim() });
  });
});
