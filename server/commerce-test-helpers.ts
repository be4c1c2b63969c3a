// Shared by the commerce integration tests: a shopper that keeps every cookie it is given (the
// crumb, `cart`, `hasCart`) like a browser, and a server on a temporary data folder whose
// rate-limit clock the test moves.
import type { ProductItem } from '../shared/api/commerce';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../shared/api/sites';
import type { LimitOptions } from './limits/limiter';
import { type RunningServer, startServer } from './server';
import { serverOptions, tempDir } from './test-helpers';

export class Shopper {
  readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  get crumb(): string {
    return this.cookies.get(CRUMB_COOKIE) ?? '';
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const jar = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (jar !== '' && !headers.has('Cookie')) headers.set('Cookie', jar);
    const response = await fetch(new URL(path, this.baseUrl), { ...init, headers });
    for (const cookie of response.headers.getSetCookie()) {
      const match = /^([^=]+)=([^;]*)/.exec(cookie);
      if (!match?.[1]) continue;
      if (/Max-Age=0/i.test(cookie)) this.cookies.delete(match[1]);
      else this.cookies.set(match[1], match[2] ?? '');
    }
    return response;
  }

  async start(): Promise<this> {
    await this.request('/api/health');
    return this;
  }

  /** A JSON call with the crumb (set `crumb: false` to leave it out). */
  send(method: string, path: string, body?: unknown, options: { crumb?: boolean } = {}) {
    const headers: Record<string, string> = {};
    if (options.crumb !== false) headers[CRUMB_HEADER] = this.crumb;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return this.request(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

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
