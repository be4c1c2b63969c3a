// Every commerce call under /api: the catalogue and stock, the cart, orders and restock.
import { Hono } from 'hono';
import type { StoreSettingsDocument } from '../../shared/api/commerce';
import type { CurrentSiteUser } from '../site-users/current-user';
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
  /** Milliseconds clock of the mock cart's creation time. */
  readonly now?: () => number;
  /** Who is signed in (site users); without it every caller is a visitor. */
  readonly siteUser?: CurrentSiteUser;
}

/** `forms`: when present, cart answers are checked against their product's form. */
export function commerceRoutes(deps: CommerceDependencies, forms?: FormStore): Hono {
  const app = new Hono();
  app.route('/', catalogueRoutes(deps.store, deps.storeSettings));
  app.route('/', cartRoutes(deps, forms));
  app.route('/', orderRoutes(deps.store, deps.siteUser, deps.now));
  app.route('/', restockRoutes(deps.store));
  return app;
}
