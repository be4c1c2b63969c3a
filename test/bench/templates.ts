// The template rows of `npm run bench`: a product list of 200 products rendered through an
// owner's template, by the reference engine alone (its own formatters, no error mapping) and by
// server/templates (the same engine with our formatter wrappers and the error positions), both
// parsing the template each render as the route does, taking turns. In-process, no server. Run on its own:
// `npx tsx test/bench/templates.ts`.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Compiler } from '@squarespace/template-engine';
import { renderTemplate } from '../../server/templates/render';
import { MAX_PRODUCTS_PER_COLLECTION } from '../../shared/limits';
import { summarize } from './stats';
import { type Row, renderTable } from './table';

const RENDERS = 200;

export const PRODUCT_LIST_TEMPLATE = `<section class="product-list">
{.repeated section items}
  <article class="{@|item-classes}" data-item-id="{id}">
    <a href="{fullUrl}"><h2>{title|htmltag}</h2></a>
    {@|product-status}
    {@|product-price}
    {.if structuredContent.variants}{@|variants-select}{.end}
    {@|quantity-input}
    {@|add-to-cart-btn}
    {@|product-quick-view}
  </article>
{.end}
</section>`;

/** 200 products, each with two variants (one on sale) and a short description. */
export function productList(count = MAX_PRODUCTS_PER_COLLECTION) {
  const items = Array.from({ length: count }, (_, i) => ({
    id: `product-${i}`,
    collectionId: 'shop',
    recordType: 11,
    title: `Cushion <${i}>`,
    fullUrl: `/shop/p/cushion-${i}`,
    structuredContent: {
      productType: 1,
      variantOptionOrdering: ['Colour'],
      variants: [
        {
          sku: `C-${i}-R`,
          attributes: { Colour: 'Red' },
          priceMoney: { value: '25.00', currency: 'USD' },
          qtyInStock: 4,
        },
        {
          sku: `C-${i}-B`,
          attributes: { Colour: 'Blue' },
          priceMoney: { value: '25.00', currency: 'USD' },
          salePriceMoney: { value: '19.00', currency: 'USD' },
          onSale: true,
          qtyInStock: 0,
        },
      ],
    },
  }));
  return { items, websiteSettings: { storeSettings: {} } };
}

/** Times each render `RENDERS` times, taking turns, so a busy moment of the machine hits both. */
function timedInTurns(renders: readonly (() => string)[]): number[][] {
  for (const render of renders) render();
  const samples = renders.map(() => [] as number[]);
  for (let i = 0; i < RENDERS; i++) {
    renders.forEach((render, index) => {
      const started = performance.now();
      render();
      samples[index]!.push(performance.now() - started);
    });
  }
  return samples;
}

function rows(label: string, samples: readonly number[]): Row[] {
  const total = samples.reduce((sum, ms) => sum + ms, 0);
  return [
    {
      figure: `${label}: renders per second`,
      value: (samples.length * 1000) / total,
      unit: '/s',
      target: '',
      reference: '',
    },
    {
      figure: `${label}: median render`,
      value: summarize(samples).median,
      unit: 'ms',
      target: '',
      reference: '',
    },
  ];
}

export function templateRows(): Row[] {
  const json = productList();
  const engine = new Compiler();
  const [alone = [], ours = []] = timedInTurns([
    () => engine.execute({ code: PRODUCT_LIST_TEMPLATE, json }).ctx.render(),
    () => renderTemplate({ template: PRODUCT_LIST_TEMPLATE, json }).output,
  ]);
  return [
    ...rows('200-product list, reference engine alone', alone),
    ...rows('200-product list, server/templates', ours),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  console.log(renderTable(templateRows()));
}
