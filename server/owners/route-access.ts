// Who may call each /api route: visitors (the routes the spec's storefront and site call, open
// to anyone with the crumb), or owners with a named permission. One table, read top to bottom,
// first match wins; an /api path in neither list needs an admin (a new route is closed until it
// is listed here). `server/owner-access.test.ts` checks every route the app mounts.
import type { OwnerAction } from '../../shared/permissions/roles';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | '*';

export interface AccessRule {
  readonly method: Method;
  /** Matched against the path without the query; `:x` is one segment, `*` the rest. */
  readonly path: string;
  /** 'visitor': anyone; 'self': an owner route that checks its own credentials. */
  readonly access: OwnerAction | 'visitor' | 'self';
}

const RESTOCK = '/api/site-users/account/notifications/restock';

export const ROUTE_ACCESS: readonly AccessRule[] = [
  { method: 'GET', path: '/api/health', access: 'visitor' },
  // Owners' own sign-in, session and account calls check their credentials themselves.
  { method: '*', path: '/api/auth/*', access: 'self' },
  // The live site: what visitors read.
  { method: 'GET', path: '/api/live-site', access: 'visitor' },
  // Page access: a visitor gives the lock screen's or a page's password (docs/page-access.md).
  { method: 'POST', path: '/api/page-access/unlock', access: 'visitor' },
  // Owners: passwords and member areas change what visitors see at once, as publishing does.
  { method: 'GET', path: '/api/page-access/passwords', access: 'site:read' },
  { method: 'PUT', path: '/api/page-access/passwords/*', access: 'site:publish' },
  { method: '*', path: '/api/member-areas', access: 'site:publish' },
  { method: '*', path: '/api/member-areas/*', access: 'site:publish' },
  // The live site's search (page type 102): the published pages and products.
  { method: 'GET', path: '/api/search', access: 'visitor' },
  // The storefront (storefront.md §7 and the site-and-editor.md calls).
  { method: 'GET', path: '/api/commerce/inventory/stock/', access: 'visitor' },
  { method: 'GET', path: '/api/commerce/products', access: 'visitor' },
  { method: 'GET', path: '/api/commerce/products/:id', access: 'visitor' },
  { method: 'POST', path: '/api/commerce/products', access: 'products:write' },
  { method: 'PUT', path: '/api/commerce/products/:id', access: 'products:write' },
  { method: 'DELETE', path: '/api/commerce/products/:id', access: 'products:write' },
  { method: '*', path: '/api/commerce/shopping-cart', access: 'visitor' },
  { method: '*', path: '/api/commerce/shopping-cart/*', access: 'visitor' },
  { method: 'POST', path: '/api/3/commerce/cart/subscription', access: 'visitor' },
  { method: 'POST', path: '/api/commerce/orders', access: 'visitor' },
  { method: 'GET', path: '/api/commerce/orders', access: 'orders:read' },
  // One order to whoever holds its unguessable id (the order-confirmed page).
  { method: 'GET', path: '/api/commerce/orders/:id', access: 'visitor' },
  { method: 'GET', path: '/api/commerce/installments/*', access: 'visitor' },
  // Address suggestions at checkout (site-and-editor.md §7).
  { method: 'GET', path: '/api/google-maps/places/autocomplete', access: 'visitor' },
  { method: 'GET', path: '/api/google-maps/places/details', access: 'visitor' },
  { method: 'POST', path: RESTOCK, access: 'visitor' },
  { method: 'GET', path: RESTOCK, access: 'restock:read' },
  { method: 'GET', path: `${RESTOCK}/groups`, access: 'restock:read' },
  { method: 'GET', path: `${RESTOCK}/outbox`, access: 'restock:read' },
  { method: 'POST', path: `${RESTOCK}/send`, access: 'restock:send' },
  { method: 'POST', path: `${RESTOCK}/send/all`, access: 'restock:send' },
  // Visitor analytics (site-and-editor.md §7; docs/analytics.md): the live page's census, event
  // and performance calls.
  { method: 'POST', path: '/api/census/RecordHit', access: 'visitor' },
  { method: 'POST', path: '/api/census/button-click', access: 'visitor' },
  { method: 'POST', path: '/api/census/button-render', access: 'visitor' },
  { method: 'POST', path: '/api/census/form-render', access: 'visitor' },
  { method: 'POST', path: '/api/census/overlay', access: 'visitor' },
  { method: 'POST', path: '/api/census/RecordQuickView/:id', access: 'visitor' },
  { method: 'POST', path: '/api/events/RecordEvent', access: 'visitor' },
  { method: 'POST', path: '/api/1/performance/records', access: 'visitor' },
  // The owner's analytics report (the reporting role reads it).
  { method: 'GET', path: '/api/analytics/*', access: 'analytics:read' },
  // Site users: a visitor's own account.
  { method: '*', path: '/api/site-users/account', access: 'visitor' },
  { method: '*', path: '/api/site-users/account/session', access: 'visitor' },
  { method: 'POST', path: '/api/site-users/account/locale', access: 'visitor' },
  // The site's languages (docs/languages.md): read with the editor; changed as publishing does.
  { method: 'GET', path: '/api/multilingual/*', access: 'site:read' },
  { method: '*', path: '/api/multilingual/*', access: 'site:publish' },
  // Forms: a visitor fills in and sends one.
  { method: 'POST', path: '/api/form/FormSubmissionKey', access: 'visitor' },
  { method: 'POST', path: '/api/form/SaveFormSubmission', access: 'visitor' },
  { method: 'POST', path: '/api/rest/forms/validate/:id', access: 'visitor' },
  { method: 'POST', path: '/api/captcha/challenge', access: 'visitor' },
  { method: 'POST', path: '/api/captcha/verify', access: 'visitor' },
  // A form block shows its definition to the visitor.
  { method: 'GET', path: '/api/forms/:id', access: 'visitor' },
  { method: 'GET', path: '/api/forms', access: 'forms:read' },
  { method: 'GET', path: '/api/forms/:id/submissions', access: 'submissions:read' },
  { method: 'GET', path: '/api/forms/:id/submissions.csv', access: 'submissions:read' },
  { method: 'GET', path: '/api/forms/:id/mailing-list', access: 'forms:read' },
  { method: '*', path: '/api/forms', access: 'forms:write' },
  { method: '*', path: '/api/forms/*', access: 'forms:write' },
  { method: 'GET', path: '/api/mailing-lists', access: 'forms:read' },
  { method: 'GET', path: '/api/mailing-lists/:id/members', access: 'submissions:read' },
  { method: '*', path: '/api/mailing-lists', access: 'forms:write' },
  { method: '*', path: '/api/mailing-lists/*', access: 'forms:write' },
  // Files: the owner's library (visitors load images from /files/, outside /api).
  { method: 'GET', path: '/api/files', access: 'files:read' },
  { method: 'GET', path: '/api/files/*', access: 'files:read' },
  { method: '*', path: '/api/files', access: 'files:write' },
  { method: '*', path: '/api/files/*', access: 'files:write' },
  // The site document (a save asks more of the role, by what it changes: routes/sites.ts).
  { method: 'GET', path: '/api/sites', access: 'site:read' },
  { method: 'GET', path: '/api/sites/*', access: 'site:read' },
  { method: 'PUT', path: '/api/sites/:id', access: 'site:read' },
  { method: 'POST', path: '/api/sites/:id/publish', access: 'site:publish' },
  // The Sites screen (docs/sites.md): anyone signed in makes a site, and whoever may open a site
  // gets a sign-in link to its editor (both routes refuse API keys and check the session
  // themselves, opening through `can`); its name is its title; address, duplicate and
  // delete are the admin's.
  { method: 'POST', path: '/api/sites', access: 'self' },
  { method: 'POST', path: '/api/sites/:id/open', access: 'self' },
  { method: 'PUT', path: '/api/sites/:id/name', access: 'site:edit' },
  { method: 'PUT', path: '/api/sites/:id/host', access: 'site:manage' },
  { method: 'POST', path: '/api/sites/:id/duplicate', access: 'site:manage' },
  { method: 'DELETE', path: '/api/sites/:id', access: 'site:manage' },
  { method: '*', path: '/api/sites/*', access: 'site:edit' },
  // Navigation, header and footer of the site's draft (docs/navigation.md): the editor's calls.
  { method: 'GET', path: '/api/commondata/GetSiteLayout', access: 'site:read' },
  { method: 'POST', path: '/api/widget/UpdateNavigation', access: 'site:edit' },
  { method: 'GET', path: '/api/site-header-footer', access: 'site:read' },
  { method: 'PUT', path: '/api/site-header-footer', access: 'site:edit' },
  // Owner-authored templates (docs/templates.md): the roles that may edit code.
  { method: 'POST', path: '/api/templates/render', access: 'code:edit' },
  { method: '*', path: '/api/templates', access: 'code:edit' },
  { method: '*', path: '/api/templates/*', access: 'code:edit' },
  // Comments and likes (docs/comments.md): visitors read and write them on the items they may
  // see; moderators list, approve and delete them; commenters and moderators reply.
  { method: 'GET', path: '/api/comments/:collection/:item', access: 'visitor' },
  { method: 'POST', path: '/api/comments/:collection/:item', access: 'visitor' },
  { method: 'GET', path: '/api/likes/:collection/:item', access: 'visitor' },
  { method: 'POST', path: '/api/likes/:collection/:item', access: 'visitor' },
  {
    method: 'POST',
    path: '/api/collections/:id/comments/:comment/replies',
    access: 'comments:reply',
  },
  { method: '*', path: '/api/collections/:id/comments', access: 'comments:moderate' },
  { method: '*', path: '/api/collections/:id/comments/*', access: 'comments:moderate' },
  // Content collections and their items (docs/collections.md): reading is opening the editor;
  // an item's status may ask for 'content:publish' too (routes/collections.ts).
  // The frame's view of the draft's collections as visitors would see them.
  { method: 'GET', path: '/api/collection-view', access: 'site:read' },
  // Store creation (docs/store-setup.md): a product collection and its categories.
  { method: 'GET', path: '/api/content-service/product/1.1/websites/*', access: 'products:read' },
  {
    method: 'POST',
    path: '/api/content-service/product/1.1/websites/*',
    access: 'store-settings:write',
  },
  // Commerce preferences: read by whoever sees the store, written with its settings.
  { method: 'GET', path: '/api/v1/commerce-preferences/:namespace', access: 'products:read' },
  {
    method: 'PUT',
    path: '/api/v1/commerce-preferences/:namespace',
    access: 'store-settings:write',
  },
  { method: 'GET', path: '/api/collections', access: 'site:read' },
  { method: 'GET', path: '/api/collections/*', access: 'site:read' },
  { method: '*', path: '/api/collections/:id/items', access: 'content:write' },
  { method: '*', path: '/api/collections/:id/items/*', access: 'content:write' },
  // Renaming, merging or removing a tag changes published items too.
  { method: '*', path: '/api/collections/:id/tags', access: 'content:publish' },
  { method: '*', path: '/api/collections/:id/tags/*', access: 'content:publish' },
  { method: '*', path: '/api/collections/:id/categories', access: 'content:publish' },
  { method: '*', path: '/api/collections/:id/categories/*', access: 'content:publish' },
  { method: '*', path: '/api/collections', access: 'content:publish' },
  { method: '*', path: '/api/collections/:id', access: 'content:publish' },
  // Products', forms' and items' words in other languages (docs/languages.md): read and written
  // as their record is.
  { method: 'GET', path: '/api/translations/product/:id', access: 'products:read' },
  { method: '*', path: '/api/translations/product/:id/:language', access: 'products:write' },
  { method: 'GET', path: '/api/translations/form/:id', access: 'forms:read' },
  { method: '*', path: '/api/translations/form/:id/:language', access: 'forms:write' },
  { method: 'GET', path: '/api/translations/item/:id', access: 'site:read' },
  { method: '*', path: '/api/translations/item/:id/:language', access: 'content:write' },
  // People, keys and what they did.
  { method: 'GET', path: '/api/activity', access: 'activity:read' },
  { method: '*', path: '/api/contributors', access: 'contributors:manage' },
  { method: '*', path: '/api/contributors/*', access: 'contributors:manage' },
  { method: '*', path: '/api/api-keys', access: 'api-keys:manage' },
  { method: '*', path: '/api/api-keys/*', access: 'api-keys:manage' },
];

/** What an /api path needs when no rule names it. */
export const UNLISTED_ACCESS: OwnerAction = 'contributors:manage';

/** Each rule's path split into segments once (this is asked on every /api request). */
const SEGMENTS = new Map(ROUTE_ACCESS.map((rule) => [rule, rule.path.split('/')]));

function matches(want: readonly string[], got: readonly string[]): boolean {
  for (let index = 0; index < want.length; index += 1) {
    const part = want[index]!;
    if (part === '*') return got.length > index;
    if (index >= got.length) return false;
    if (part.startsWith(':')) {
      if (got[index] === '') return false;
    } else if (part !== got[index]) {
      return false;
    }
  }
  return got.length === want.length;
}

/** The first rule naming a request to `path` with `method`; undefined when none does. */
export function ruleFor(method: string, path: string): AccessRule | undefined {
  const upper = method === 'HEAD' ? 'GET' : method.toUpperCase();
  const got = path.split('/');
  return ROUTE_ACCESS.find(
    (candidate) =>
      (candidate.method === '*' || candidate.method === upper) &&
      matches(SEGMENTS.get(candidate)!, got),
  );
}

/** What a request to `path` with `method` needs. */
export function accessFor(method: string, path: string): AccessRule['access'] {
  return ruleFor(method, path)?.access ?? UNLISTED_ACCESS;
}
