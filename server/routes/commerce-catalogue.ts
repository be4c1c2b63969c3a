// The owner's catalogue (GET/POST/PUT/DELETE /api/commerce/products) and the storefront's stock
// call (GET /api/commerce/inventory/stock/?itemId=). Bodies are checked field by field with
// shared/products/product-input; a bad value answers 400 `{message, field}` and stores nothing.
import { Hono } from 'hono';
import {
  CommerceMessage,
  type ProductListResponse,
  type ProductResponse,
  type StockResponse,
  type StoreSettingsDocument,
} from '../../shared/api/commerce';
import { checkProductInput } from '../../shared/products/product-input';
import type { CommerceStore } from '../storage/commerce-store';
import { badRequest, commerceJson, refuse } from './commerce-http';

export function catalogueRoutes(
  store: CommerceStore,
  storeSettings: () => Promise<StoreSettingsDocument>,
): Hono {
  const app = new Hono();
  const notFound = { message: CommerceMessage.productNotFound };

  app.get('/commerce/inventory/stock/', async (c) => {
    const results = await store.stock(c.req.query('itemId') ?? '');
    return results ? c.json<StockResponse>({ results }) : c.json(notFound, 404);
  });

  app.get('/commerce/products', async (c) =>
    c.json<ProductListResponse>({ products: await store.listProducts() }),
  );

  app.get('/commerce/products/:productId', async (c) => {
    const product = await store.getProduct(c.req.param('productId'));
    return product ? c.json<ProductResponse>({ product }) : c.json(notFound, 404);
  });

  const draftOf = async (body: unknown) =>
    checkProductInput(body, (await storeSettings()).currency);

  app.post('/commerce/products', commerceJson, async (c) => {
    const draft = await draftOf(c.var.body);
    if (!draft.ok) return badRequest(c, draft.message, draft.field);
    const result = await store.createProduct(draft.product);
    return result.kind === 'refused'
      ? refuse(c, result)
      : c.json<ProductResponse>({ product: result.product }, 201);
  });

  app.put('/commerce/products/:productId', commerceJson, async (c) => {
    const draft = await draftOf(c.var.body);
    if (!draft.ok) return badRequest(c, draft.message, draft.field);
    const result = await store.updateProduct(c.req.param('productId'), draft.product);
    return result.kind === 'refused'
      ? refuse(c, result)
      : c.json<ProductResponse>({ product: result.product });
  });

  app.delete('/commerce/products/:productId', async (c) =>
    (await store.deleteProduct(c.req.param('productId')))
      ? c.body(null, 204)
      : c.json(notFound, 404),
  );

  return app;
}
