// Test builders for the search-engine modules: a shop site (home, shop, about) and products.
import type { ProductItem, VariantItem } from '../api/commerce';
import { BlockType } from '../codes/block-type-codes';
import { PageType } from '../codes/page-types';
import { richTextFromPlain } from '../content/rich-text/plain';
import { block, page, section, site } from '../document/fixtures';
import type { Site } from '../document/schema';
import { product, variant } from '../products/fixtures';

export const ORIGIN = 'https://shop.example';

/** Home (a text and an image), Shop (the products page) and About. */
export function shopSite(): Site {
  const home = page(
    'home',
    [
      section('s1', [
        block('t1', BlockType.html, { content: richTextFromPlain('Welcome to the oak workshop.') }),
        block('i1', BlockType.image, {
          design: 'inline',
          image: { url: '/files/f1/bowl.jpg', fileId: 'f1', focalPoint: { x: 0.5, y: 0.5 } },
          title: 'Made by hand',
          link: 'https://elsewhere.example/never-indexed',
        }),
      ]),
    ],
    { title: 'Home' },
  );
  const shop = { ...page('shop', [], { title: 'Shop' }), pageType: PageType.mainContent };
  const about = page(
    'about',
    [section('s2', [block('q1', BlockType.quote, { text: 'Our story.' })])],
    {
      title: 'About',
    },
  );
  return site([home, shop, about], { id: 'shop-site', title: 'Juniper & Oak' });
}

/** A product with the given slug (name "Product <slug>", id "p-<slug>"), last changed on 2 January. */
export function shopProduct(
  slug: string,
  variants: readonly VariantItem[] = [variant(`${slug}-1`, {}, '24.00')],
  extra: Partial<ProductItem> = {},
): ProductItem {
  return product(
    `p-${slug}`,
    variants,
    {},
    {
      name: `Product ${slug}`,
      slug,
      updatedOn: '2026-01-02T00:00:00.000Z',
      ...extra,
    },
  );
}

export { variant };
