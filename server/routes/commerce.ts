// Every commerce call under /api: the catalogue and stock, the cart, orders and restock.
import { Hono } from 'hono';
import type { StoreSettingsDocument } from '../../shared/api/commerce';
import type { CommerceStore } from '../storage/commerce-store';
import type { FormStore } from '../storage/form-store';
import { cartRoutes } from './commerce-cart';
import { catalogueRoutes } from './commerce-catalogue';
import { orderRoutes } from './commerce-orders';
import { restockRoutes } from './commerce-restock';

export interface CommerceDependencies {
  readonly store: CommerceStore;
  /** settings.store of the site the store belongs to. */
  readonly storeSettings: () => Promise<StoreSettingsDocument>;
  /** Milliseconds clock for the add rate limit (tests freeze it). */
  readonly now?: () => number;
}

/** `forms`: when present, cart answers are checked against their product's form. */
export function commerceRoutes(deps: CommerceDependencies, forms?: FormStore): Hono {
  const app = new Hono();
  app.route('/', catalogueRoutes(deps.store, deps.storeSettings));
  app.route('/', cartRoutes(deps.store, deps.now, forms));
  app.route('/', orderRoutes(deps.store));
  app.route('/', restockRoutes(deps.store));
  return app;
}
