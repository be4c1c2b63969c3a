// The store benchmark (`npm run bench`): the add-to-cart endpoint under 50 concurrent clients
// (throughput, p99, and every add accounted for in the carts), then 50 buyers placing orders at
// once for fewer units than buyers (orders per second, and the count sold against the stock).
import { Shopper } from '../../server/commerce-test-helpers';
import { RULES } from '../../server/limits/rules';
import { CommercePath, type ProductItem, type ShoppingCart } from '../../shared/api/commerce';
import { BENCH_OWNER } from './server';
import { percentile } from './stats';
import type { Row } from './table';

const CLIENTS = 50;
/** Per client: the first add makes the cart, the rest stay within the cart's burst. */
const ADDS_PER_CLIENT = Math.min(20, RULES.CART_ADD_PER_CART.burst);
const UNITS_FOR_BUYERS = 25;
const usd = (value: string) => ({ value, currency: 'USD' });

async function product(owner: Shopper, name: string, qtyInStock: number): Promise<ProductItem> {
  const { status, body } = await owner.json<{ product: ProductItem }>(
    'POST',
    CommercePath.products,
    {
      name,
      structuredContent: { productType: 1, variants: [{ priceMoney: usd('5.00'), qtyInStock }] },
    },
  );
  if (status !== 201) throw new Error(`Creating the bench product: ${status}`);
  return body.product;
}

function addBody(item: ProductItem) {
  return { itemId: item.id, sku: item.structuredContent.variants[0]?.sku, quantity: 1 };
}

async function adder(baseUrl: string, item: ProductItem, latencies: number[]) {
  const shopper = await new Shopper(baseUrl).start();
  let ok = 0;
  for (let n = 0; n < ADDS_PER_CLIENT; n++) {
    const started = performance.now();
    const response = await shopper.send('POST', CommercePath.cartEntries, addBody(item));
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    if (response.ok) ok++;
  }
  const cart = await shopper.json<ShoppingCart>('GET', CommercePath.cart);
  return { ok, stored: cart.body.totalQuantity };
}

async function addRows(baseUrl: string, owner: Shopper): Promise<Row[]> {
  const item = await product(owner, 'Bench add', 1_000_000);
  const latencies: number[] = [];
  console.log(`bench: ${CLIENTS} clients adding to their carts ${ADDS_PER_CLIENT} times each…`);
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: CLIENTS }, () => adder(baseUrl, item, latencies)),
  );
  const seconds = (performance.now() - started) / 1000;
  const ok = results.reduce((sum, r) => sum + r.ok, 0);
  const stored = results.reduce((sum, r) => sum + r.stored, 0);
  const sent = CLIENTS * ADDS_PER_CLIENT;
  const sorted = [...latencies].sort((a, b) => a - b);
  return [
    {
      figure: `Add to cart, ${CLIENTS} concurrent clients: adds per second`,
      value: ok / seconds,
      unit: '/s',
      target: '',
      reference: '',
    },
    {
      figure: `Add to cart, ${CLIENTS} concurrent clients: p99`,
      value: percentile(sorted, 0.99),
      unit: 'ms',
      target: '',
      reference: '',
    },
    {
      figure: `Add to cart: adds not accounted for in the carts (of ${sent})`,
      value: sent - ok + Math.abs(ok - stored),
      unit: '',
      target: '0',
      meets: (v: number) => v === 0,
      reference: '',
    },
  ];
}

async function orderRows(baseUrl: string, owner: Shopper): Promise<Row[]> {
  const item = await product(owner, 'Bench order', CLIENTS);
  const buyers = await Promise.all(
    Array.from({ length: CLIENTS }, () => new Shopper(baseUrl).start()),
  );
  for (const buyer of buyers) await buyer.send('POST', CommercePath.cartEntries, addBody(item));
  const variant = item.structuredContent.variants[0];
  await owner.send('PUT', CommercePath.product(item.id), {
    name: item.name,
    structuredContent: {
      productType: 1,
      variants: [
        {
          id: variant?.id,
          sku: variant?.sku,
          priceMoney: usd('5.00'),
          qtyInStock: UNITS_FOR_BUYERS,
        },
      ],
    },
  });
  const address = {
    firstName: 'B',
    lastName: 'B',
    address1: '1 St',
    city: 'C',
    state: 'NY',
    postalCode: '10001',
    country: 'US',
  };
  console.log(`bench: ${CLIENTS} buyers ordering ${UNITS_FOR_BUYERS} units at once…`);
  const started = performance.now();
  const statuses = await Promise.all(
    buyers.map(async (buyer) => {
      const response = await buyer.send('POST', CommercePath.orders, {
        email: 'b@example.com',
        shippingAddress: address,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sold = statuses.filter((status) => status === 201).length;
  const stock = await owner.json<{ results: { qtyInStock: number }[] }>(
    'GET',
    `${CommercePath.stock}?itemId=${item.id}`,
  );
  const left = stock.body.results[0]?.qtyInStock ?? Number.NaN;
  return [
    {
      figure: `Orders, ${CLIENTS} concurrent buyers: orders answered per second`,
      value: CLIENTS / seconds,
      unit: '/s',
      target: '',
      reference: '',
    },
    {
      figure: `Orders: units sold minus the ${UNITS_FOR_BUYERS} in stock (${left} left)`,
      value: sold - (UNITS_FOR_BUYERS - left),
      unit: '',
      target: '0',
      meets: (v: number) => v === 0 && left === 0,
      reference: '',
    },
  ];
}

export async function commerceRows(baseUrl: string): Promise<Row[]> {
  const owner = await new Shopper(baseUrl).signIn(BENCH_OWNER.email, BENCH_OWNER.password);
  return [...(await addRows(baseUrl, owner)), ...(await orderRows(baseUrl, owner))];
}
