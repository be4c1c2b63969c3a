// Shared by the commerce integration tests: a shopper that keeps every cookie it is given (the
// crumb, `cart`, `hasCart`, sessions) like a browser, and a server on a temporary data folder whose
// rate-limit clock the test moves.
import type { ProductItem } from '../shared/api/commerce';
import type { LimitOptions } from './limits/limiter';
import { type RunningServer, startServer } from './server';
import { serverOptions, TestClient, tempDir } from './test-helpers';

/** A shipping address the order checks accept (New York). */
export const SHIPPING_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  city: 'Springfield',
  state: 'NY',
  postalCode: '10001',
  country: 'US',
};

/** A browser: every cookie kept, the crumb echoed; `json` reads an answer with its status. */
export class Shopper extends TestClient {
  async json<T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const response =
      method === 'GET' ? await this.request(path) : await this.send(method, path, body);
    return { status: response.status, body: (await response.json()) as T };
  }
}

export interface ShopServer {
  readonly server: RunningServer;
  /** Moves the rate-limit clock forward so every bucket is full again. */
  refill(): void;
  shopper(): Promise<Shopper>;
  /** A browser signed in as the site's admin. */
  owner(): Promise<Shopper>;
  products(): Promise<ProductItem[]>;
  product(name: string): Promise<ProductItem>;
  close(): Promise<void>;
}

/** `rules`: limits a test file raises because it makes many calls on purpose. */
export async function startShop(
  prefix: string,
  rules: LimitOptions['rules'] = {},
): Promise<ShopServer> {
  const dir = tempDir(prefix);
  let now = 0;
  const server = await startServer(serverOptions(dir.path, { limits: { now: () => now, rules } }));
  const products = async () => {
    const response = await fetch(new URL('/api/commerce/products', server.url));
    return ((await response.json()) as { products: ProductItem[] }).products;
  };
  return {
    server,
    refill: () => {
      now += 3_600_000;
    },
    shopper: () => new Shopper(server.url).start(),
    owner: () => new Shopper(server.url).startAsOwner(),
    products,
    product: async (name) => {
      const found = (await products()).find((product) => product.name === name);
      if (!found) throw new Error(`no product ${name}`);
      return found;
    },
    close: async () => {
      await server.close();
      dir.remove();
    },
  };
}

/** A one-variant physical product ($10.00, SKU `SKU-{name}`) with this much stock, via the owner's API. */
export async function stockedProduct(
  owner: Shopper,
  name: string,
  qtyInStock: number,
): Promise<ProductItem> {
  const { status, body } = await owner.json<{ product: ProductItem; message?: string }>(
    'POST',
    '/api/commerce/products',
    {
      name,
      structuredContent: {
        productType: 1,
        variants: [
          { sku: `SKU-${name}`, priceMoney: { value: '10.00', currency: 'USD' }, qtyInStock },
        ],
      },
    },
  );
  if (status !== 201) throw new Error(`product ${name}: ${status} ${body.message ?? ''}`);
  return body.product;
}
