// The store benchmark (`npm run bench`): the add-to-cart endpoint under 50 concurrent clients
// (throughput, p99, and every add accounted for in the carts), then 50 buyers placing orders at
// once for fewer units than buyers (orders per second, and the count sold against the stock).
// storage-engines.ts runs the same two measures on each engine and process count.
import { SHIPPING_ADDRESS, Shopper } from '../../server/commerce-test-helpers';
import { RULES } from '../../server/limits/rules';
import { CommercePath, type ProductItem, type ShoppingCart } from '../../shared/api/commerce';
import { BENCH_OWNER } from './server';
import { percentile } from './stats';
import type { Row } from './table';

/** Concurrent clients adding, and buyers ordering. */
export const CLIENTS = 50;
/** Per client: the first add makes the cart, the rest stay within the cart's burst. */
const ADDS_PER_CLIENT = Math.min(20, RULES.CART_ADD_PER_CART.burst);
const UNITS_FOR_BUYERS = 25;
const usd = (value: string) => ({ value, currency: 'USD' });

export async function product(
  owner: Shopper,
  name: string,
  qtyInStock: number,
): Promise<ProductItem> {
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

export function addBody(item: ProductItem) {
  return { itemId: item.id, sku: item.structuredContent.variants[0]?.sku, quantity: 1 };
}

async function adder(
  baseUrl: string,
  item: ProductItem,
  adds: number,
  latencies: number[],
  refusals: string[],
) {
  const shopper = await new Shopper(baseUrl).start();
  let ok = 0;
  for (let n = 0; n < adds; n++) {
    const started = performance.now();
    const response = await shopper.send('POST', CommercePath.cartEntries, addBody(item));
    const text = await response.text();
    latencies.push(performance.now() - started);
    if (response.ok) ok++;
    else refusals.push(`${response.status} ${text.slice(0, 200)}`);
  }
  const cart = await shopper.json<ShoppingCart>('GET', CommercePath.cart);
  return { ok, stored: cart.body.totalQuantity };
}

export interface AddFigures {
  readonly perSecond: number;
  readonly p99: number;
  readonly sent: number;
  /** Adds answered 2xx. */
  readonly accepted: number;
  /** Units found in the clients' carts afterwards. */
  readonly stored: number;
  /** Each refused add's status and the start of its answer. */
  readonly refusals: readonly string[];
}

/** `CLIENTS` clients each adding `adds` times at once; then each reads its cart back. */
export async function measureAdds(
  baseUrl: string,
  owner: Shopper,
  adds = ADDS_PER_CLIENT,
): Promise<AddFigures> {
  const item = await product(owner, 'Bench add', 1_000_000);
  const latencies: number[] = [];
  const refusals: string[] = [];
  console.log(`bench: ${CLIENTS} clients adding to their carts ${adds} times each…`);
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: CLIENTS }, () => adder(baseUrl, item, adds, latencies, refusals)),
  );
  const seconds = (performance.now() - started) / 1000;
  const accepted = results.reduce((sum, r) => sum + r.ok, 0);
  return {
    perSecond: accepted / seconds,
    p99: percentile(
      [...latencies].sort((a, b) => a - b),
      0.99,
    ),
    sent: CLIENTS * adds,
    accepted,
    stored: results.reduce((sum, r) => sum + r.stored, 0),
    refusals,
  };
}

async function addRows(baseUrl: string, owner: Shopper): Promise<Row[]> {
  const adds = await measureAdds(baseUrl, owner);
  return [
    {
      figure: `Add to cart, ${CLIENTS} concurrent clients: adds per second`,
      value: adds.perSecond,
      unit: '/s',
      target: '',
      reference: '',
    },
    {
      figure: `Add to cart, ${CLIENTS} concurrent clients: p99`,
      value: adds.p99,
      unit: 'ms',
      target: '',
      reference: '',
    },
    {
      figure: `Add to cart: adds not accounted for in the carts (of ${adds.sent})`,
      value: adds.sent - adds.accepted + Math.abs(adds.accepted - adds.stored),
      unit: '',
      target: '0',
      meets: (v: number) => v === 0,
      reference: '',
    },
  ];
}

export interface OrderFigures {
  /** Orders answered (placed or refused) per second. */
  readonly perSecond: number;
  readonly buyers: number;
  /** Units in stock when the buyers start. */
  readonly units: number;
  /** Orders answered 201. */
  readonly sold: number;
  /** Units left in stock afterwards. */
  readonly left: number;
  /** Answers other than 201 and 400 (not enough stock). */
  readonly unexpected: number;
}

/** `CLIENTS` buyers, one unit each in their carts, ordering at once for `UNITS_FOR_BUYERS` units. */
export async function measureOrders(baseUrl: string, owner: Shopper): Promise<OrderFigures> {
  const item = await product(owner, 'Bench order', CLIENTS);
  const buyers = await Promise.all(
    Array.from({ length: CLIENTS }, () => new Shopper(baseUrl).start()),
  );
  for (const buyer of buyers) {
    const added = await buyer.send('POST', CommercePath.cartEntries, addBody(item));
    if (!added.ok) throw new Error(`A bench buyer's add answered ${added.status}.`);
    await added.arrayBuffer();
  }
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
  console.log(`bench: ${CLIENTS} buyers ordering ${UNITS_FOR_BUYERS} units at once…`);
  const started = performance.now();
  const statuses = await Promise.all(
    buyers.map(async (buyer) => {
      const response = await buyer.send('POST', CommercePath.orders, {
        email: 'b@example.com',
        shippingAddress: SHIPPING_ADDRESS,
      });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const stock = await owner.json<{ results: { qtyInStock: number }[] }>(
    'GET',
    `${CommercePath.stock}?itemId=${item.id}`,
  );
  return {
    perSecond: CLIENTS / seconds,
    buyers: CLIENTS,
    units: UNITS_FOR_BUYERS,
    sold: statuses.filter((status) => status === 201).length,
    left: stock.body.results[0]?.qtyInStock ?? Number.NaN,
    unexpected: statuses.filter((status) => status !== 201 && status !== 400).length,
  };
}

async function orderRows(baseUrl: string, owner: Shopper): Promise<Row[]> {
  const orders = await measureOrders(baseUrl, owner);
  return [
    {
      figure: `Orders, ${CLIENTS} concurrent buyers: orders answered per second`,
      value: orders.perSecond,
      unit: '/s',
      target: '',
      reference: '',
    },
    {
      figure: `Orders: units sold minus the ${orders.units} in stock (${orders.left} left)`,
      value: orders.sold - (orders.units - orders.left),
      unit: '',
      target: '0',
      meets: (v: number) => v === 0 && orders.left === 0,
      reference: '',
    },
  ];
}

export async function commerceRows(baseUrl: string): Promise<Row[]> {
  const owner = await new Shopper(baseUrl).signIn(BENCH_OWNER.email, BENCH_OWNER.password);
  return [...(await addRows(baseUrl, owner)), ...(await orderRows(baseUrl, owner))];
}
