// The commerce API as the editor calls it: the owner's catalogue, the restock panel's calls and
// the orders list (paths and shapes in shared/api/commerce.ts). Writes carry the CSRF crumb from
// the `crumb` cookie. Answers come back as results, never thrown: a refusal holds the server's
// `{message}` (and the `field` it names), anything else our sentence.
import {
  CommercePath,
  type OrderListResponse,
  type OutboxPage,
  type ProductInput,
  type ProductItem,
  type RestockGroupPage,
  type RestockSendRequest,
  type RestockSignUpPage,
} from '../../shared/api/commerce';
import { CRUMB_COOKIE, CRUMB_HEADER } from '../../shared/api/sites';
import { parseCookies } from '../../shared/cookies/parse';
import { serverMessageOr } from '../../shared/server-message';
import { SaveMessage } from '../saving/messages';

export type CommerceResult<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      /** The HTTP status; 0 when the server was not reached. */
      readonly status: number;
      readonly message: string;
      /** The refused field's dotted path, when the server named one. */
      readonly field?: string;
    };

export const ClientMessage = {
  saveFailed: 'Unable to save the product. Try again.',
  deleteFailed: 'Unable to delete the product. Try again.',
  sendFailed: 'Unable to send. Try again.',
} as const;

export interface CommerceClient {
  listProducts(): Promise<CommerceResult<readonly ProductItem[]>>;
  createProduct(input: ProductInput): Promise<CommerceResult<ProductItem>>;
  updateProduct(id: string, input: ProductInput): Promise<CommerceResult<ProductItem>>;
  deleteProduct(id: string): Promise<CommerceResult<null>>;
  restockGroups(cursor?: string | null): Promise<CommerceResult<RestockGroupPage>>;
  restockSignUps(
    group: RestockSendRequest,
    cursor?: string | null,
  ): Promise<CommerceResult<RestockSignUpPage>>;
  sendRestock(group: RestockSendRequest): Promise<CommerceResult<number>>;
  sendAllRestock(groups: readonly RestockSendRequest[]): Promise<CommerceResult<number>>;
  outbox(cursor?: string | null): Promise<CommerceResult<OutboxPage>>;
  listOrders(): Promise<CommerceResult<OrderListResponse['orders']>>;
}

export interface CommerceClientOptions {
  readonly fetch?: typeof fetch;
  /** The page's cookie string (document.cookie in the browser). */
  readonly cookies?: () => string;
  readonly baseUrl?: string;
}

type Body = Record<string, unknown> | null;

async function readJson(response: Response): Promise<Body> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Body) : null;
  } catch {
    return null;
  }
}

/** Adds the query parameters that have a value. */
function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, value);
  }
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}

export function createCommerceClient(options: CommerceClientOptions = {}): CommerceClient {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const cookies = options.cookies ?? (() => globalThis.document?.cookie ?? '');
  const base = options.baseUrl ?? '';
  const crumb = () => parseCookies(cookies()).get(CRUMB_COOKIE) ?? '';

  /** Calls the API; `read` picks the value out of a 2xx body, or undefined when it is not one. */
  async function call<T>(
    path: string,
    init: { method?: string; body?: unknown },
    fallback: string,
    read: (body: Body) => T | undefined,
  ): Promise<CommerceResult<T>> {
    const method = init.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (method !== 'GET') headers[CRUMB_HEADER] = crumb();
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    } catch {
      return { ok: false, status: 0, message: SaveMessage.network };
    }
    const body = await readJson(response);
    if (response.ok) {
      const value = read(body);
      if (value !== undefined) return { ok: true, value };
    }
    const field = typeof body?.field === 'string' ? body.field : undefined;
    const message = serverMessageOr(body?.message, fallback);
    return field === undefined
      ? { ok: false, status: response.status, message }
      : { ok: false, status: response.status, message, field };
  }

  const key =
    <T>(name: string, check: (value: unknown) => boolean) =>
    (body: Body): T | undefined =>
      body && check(body[name]) ? (body[name] as T) : undefined;
  const list = <T>(name: string) => key<T>(name, Array.isArray);
  const object = <T>(name: string) =>
    key<T>(name, (value) => typeof value === 'object' && value !== null);
  const paged =
    <T>(name: string) =>
    (body: Body) =>
      body && Array.isArray(body[name]) && typeof body.hasNextPage === 'boolean'
        ? (body as T)
        : undefined;
  const sent = (body: Body) => (typeof body?.sent === 'number' ? body.sent : undefined);

  return {
    listProducts: () =>
      call(CommercePath.products, {}, SaveMessage.loadFailed, list<ProductItem[]>('products')),
    createProduct: (input) =>
      call(
        CommercePath.products,
        { method: 'POST', body: input },
        ClientMessage.saveFailed,
        object<ProductItem>('product'),
      ),
    updateProduct: (id, input) =>
      call(
        CommercePath.product(id),
        { method: 'PUT', body: input },
        ClientMessage.saveFailed,
        object<ProductItem>('product'),
      ),
    deleteProduct: (id) =>
      call(CommercePath.product(id), { method: 'DELETE' }, ClientMessage.deleteFailed, () => null),
    restockGroups: (cursor) =>
      call(
        withQuery(CommercePath.restockGroups, { cursor }),
        {},
        SaveMessage.loadFailed,
        paged<RestockGroupPage>('signUpGroups'),
      ),
    restockSignUps: (group, cursor) =>
      call(
        withQuery(CommercePath.restock, { ...group, cursor }),
        {},
        SaveMessage.loadFailed,
        paged<RestockSignUpPage>('signUps'),
      ),
    sendRestock: (group) =>
      call(
        CommercePath.restockSend,
        { method: 'POST', body: group },
        ClientMessage.sendFailed,
        sent,
      ),
    sendAllRestock: (groups) =>
      call(
        CommercePath.restockSendAll,
        { method: 'POST', body: { sendRequests: groups } },
        ClientMessage.sendFailed,
        sent,
      ),
    outbox: (cursor) =>
      call(
        withQuery(CommercePath.restockOutbox, { cursor }),
        {},
        SaveMessage.loadFailed,
        paged<OutboxPage>('messages'),
      ),
    listOrders: () =>
      call(
        CommercePath.orders,
        {},
        SaveMessage.loadFailed,
        list<OrderListResponse['orders']>('orders'),
      ),
  };
}
