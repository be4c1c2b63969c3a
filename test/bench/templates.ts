// The template rows of `npm run bench`: a product list of 200 products rendered through an
// owner's template, by the reference engine alone (its own formatters, no error mapping) and by
// server/templates (the same engine with our formatter wrappers, locale data and the error
// positions), both parsing the template each render as the route does, beside the built-in
// blocks rendering the same products on the server; taking turns. In-process, no server. Run on
// its own after `npm run build`: `npx tsx test/bench/templates.ts`.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Compiler } from '@squarespace/template-engine';
import { builtRenderer, NO_ASSETS } from '../../server/live/renderer';
import { demoSite } from '../../server/seed/demo-site';
import { locale } from '../../server/templates/locale';
import { renderTemplate } from '../../server/templates/render';
import type { ProductItem } from '../../shared/api/commerce';
import { MAX_PRODUCTS_PER_COLLECTION } from '../../shared/limits';
import { product, variant } from '../../shared/products/fixtures';
import { productListTemplateJson, productTemplateItem } from '../../shared/templates/product-json';
import { summarize } from './stats';
import { type Row, renderTable } from './table';

const RENDERS = 200;
/** The whole Shop page through the template takes seconds a render here. */
const TEMPLATED_PAGE_RENDERS = 20;
const ROOT = resolve(import.meta.dirname, '../..');

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

const usd = (value: string) => ({ value, currency: 'USD' });

/** 200 products, each with two variants (one on sale, sold out), as the catalogue holds them. */
export function catalogue(count = MAX_PRODUCTS_PER_COLLECTION): ProductItem[] {
  return Array.from({ length: count }, (_, i) =>
    product(
      `product-${i}`,
      [
        variant(`C-${i}-R`, { Colour: 'Red' }, '25.00', { qtyInStock: 4 }),
        variant(`C-${i}-B`, { Colour: 'Blue' }, '25.00', {
          salePriceMoney: usd('19.00'),
          onSale: true,
          qtyInStock: 0,
        }),
      ],
      {},
      { name: `Cushion <${i}>`, slug: `cushion-${i}` },
    ),
  );
}

const SHOP = { id: 'shop', title: 'Shop', path: '/shop' };

/** The list's JSON: each product as a template reads it (shared/templates/product-json.ts). */
export function productList(products: readonly ProductItem[] = catalogue()) {
  return {
    items: products.map((item) => productTemplateItem(item, SHOP)),
    websiteSettings: { storeSettings: { selectedCurrency: 'USD' } },
  };
}

/** Times each render `times` times, taking turns, so a busy moment of the machine hits both. */
function timedInTurns(renders: readonly (() => string)[], times = RENDERS): number[][] {
  for (const render of renders) render();
  const samples = renders.map(() => [] as number[]);
  for (let i = 0; i < times; i++) {
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

/**
 * The rows: the reference engine alone, server/templates (the same engine with our wrappers and
 * locale data), the built-in blocks rendering the same 200 products on the server (the live
 * site's built render entry, `dist/server/render.js`: the whole Shop page, header and footer
 * included, as a visitor gets it), and that page through the list template as the live site
 * renders it.
 */
export async function templateRows(): Promise<Row[]> {
  const products = catalogue();
  const json = productList(products);
  const engine = new Compiler();
  // The same locale data ours uses, so the engine's money formatters do the same work.
  const cldr = locale('en');
  const { module } = await builtRenderer(join(ROOT, 'dist'));
  const request = { site: demoSite, address: '/shop', assets: NO_ASSETS };
  const page = () => module.renderPage({ ...request, products }).html;
  if (!page().includes('Cushion &lt;199&gt;')) throw new Error('The Shop page lists no products.');
  const [alone = [], ours = [], builtIn = []] = timedInTurns([
    () => engine.execute({ code: PRODUCT_LIST_TEMPLATE, json, cldr }).ctx.render(),
    () => renderTemplate({ template: PRODUCT_LIST_TEMPLATE, json }).output,
    page,
  ]);
  // The live path of a list template: the page's JSON, the render, the render entry's page
  // (the output sanitized, its add buttons inactive until the script runs). Slow: fewer renders.
  const templated = () => {
    const list = productListTemplateJson(demoSite, products, SHOP);
    const html = renderTemplate({ template: PRODUCT_LIST_TEMPLATE, json: list }).output;
    const productTemplate = { html, kind: 'product-list' } as const;
    return module.renderPage({ ...request, products, productTemplate }).html;
  };
  if (!templated().includes('sqs-add-to-cart-button')) throw new Error('No templated list.');
  const [throughTemplate = []] = timedInTurns([templated], TEMPLATED_PAGE_RENDERS);
  return [
    ...rows('200-product list, reference engine alone', alone),
    ...rows('200-product list, server/templates', ours),
    ...rows('200-product list, built-in blocks (whole Shop page)', builtIn),
    ...rows('200-product list, whole Shop page through the list template', throughTemplate),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  console.log(renderTable(await templateRows()));
}
