// Back-in-stock: the visitor's sign-up and the merchant's restock panel calls (site-and-editor.md
// restock calls). No mail server is reachable, so "send" records each email in the outbox.
import { Hono } from 'hono';
import type { RestockSendRequest } from '../../shared/api/commerce';
import { restockEmailError } from '../../shared/forms/restock';
import { isObj } from '../../shared/products/input-fields';
import type { CommerceStore } from '../storage/commerce-store';
import { badRequest, commerceJson, refuse } from './commerce-http';

const BASE = '/site-users/account/notifications/restock';
/** At most this many groups in one "send all" (our limit). */
export const MAX_SEND_REQUESTS = 500;

function sendRequest(value: unknown): RestockSendRequest | undefined {
  if (!isObj(value) || typeof value.productId !== 'string' || typeof value.variantId !== 'string') {
    return undefined;
  }
  return { productId: value.productId, variantId: value.variantId };
}

export function restockRoutes(store: CommerceStore): Hono {
  const app = new Hono();
  const invalid = 'The restock request is not valid.';

  app.post(BASE, commerceJson, async (c) => {
    const raw = isObj(c.var.body) ? c.var.body : {};
    const email = typeof raw.siteVisitorEmail === 'string' ? raw.siteVisitorEmail.trim() : '';
    const emailError = restockEmailError(email);
    if (emailError) return badRequest(c, emailError, 'siteVisitorEmail');
    const target = sendRequest(raw);
    if (!target) return badRequest(c, invalid);
    const result = await store.restockSignUp({
      ...target,
      email,
      isJoinMailingList: raw.isJoinMailingList === true,
      language: typeof raw.language === 'string' ? raw.language.slice(0, 20) : null,
    });
    return result.kind === 'refused' ? refuse(c, result) : c.json({ ok: true });
  });

  app.get(BASE, async (c) => {
    const productId = c.req.query('productId');
    const variantId = c.req.query('variantId');
    if (!productId || !variantId) return badRequest(c, invalid);
    return c.json(await store.restockSignUps(productId, variantId, c.req.query('cursor') ?? null));
  });

  app.get(`${BASE}/groups`, async (c) =>
    c.json(await store.restockGroups(c.req.query('cursor') ?? null)),
  );

  app.get(`${BASE}/outbox`, async (c) => c.json(await store.outbox(c.req.query('cursor') ?? null)));

  app.post(`${BASE}/send`, commerceJson, async (c) => {
    const target = sendRequest(c.var.body);
    if (!target) return badRequest(c, invalid);
    return c.json({ sent: await store.sendRestock([target]) });
  });

  app.post(`${BASE}/send/all`, commerceJson, async (c) => {
    const list = isObj(c.var.body) ? c.var.body.sendRequests : undefined;
    if (!Array.isArray(list) || list.length > MAX_SEND_REQUESTS) return badRequest(c, invalid);
    const targets = list.map(sendRequest);
    if (targets.some((target) => target === undefined)) return badRequest(c, invalid);
    return c.json({ sent: await store.sendRestock(targets as RestockSendRequest[]) });
  });

  return app;
}
