// What each contributor role may do: the one answer to "may this role do that?", asked by the
// server on every owner route and by the editor to decide what to show. The spec names the
// fifteen roles (site-and-editor.md §6) but not their permissions ("Permissions per role: not
// shown"), so the table is our choice, drawn here and listed in docs/accounts.md.
//
//                     open  edit  pub  files  prod  inv  orders  restock  forms  subs  store  people  keys  activity  analytics  comments  code  content  sites
// admin                x     x     x    rw     rw    x     r      r,send   rw     r     x      x       x     x         x          x         x     w,pub  x
// website manager      x     x     x    rw     rw    x     r      r,send   rw     r     x      -       -     x         x          x         x     w,pub
// editor               x     x     x    rw     r     -     -      -        rw     -     -      -       -     -         -          -         -     w,pub
// draft editor         x     x     -    rw     r     -     -      -        r      -     -      -       -     -         -          -         -     w
// store manager        x     -     -    rw     rw    x     r      r,send   r      -     x      -       -     -         x          -         -
// billing              x     -     -    r      r     -     r      -        -      -     x      -       -     -         -          -         -
// campaigns editor     x     -     -    r      r     -     -      r        rw     r     -      -       -     -         x          -         -
// reporting            x     -     -    r      r     -     r      r        r      r     -      -       -     -         x          -         -
// moderator            x     -     -    r      r     -     -      -        -      -     -      -       -     -         -          x         -
// commenter            x     -     -    r      r     -     -      -        -      -     -      -       -     -         -          reply     -
// scheduling editor    x     -     -    r      r     -     -      -        -      -     -      -       -     -         -          -         -
// scheduling viewer    x     -     -    r      r     -     -      -        -      -     -      -       -     -         -          -         -
// scheduling           x     -     -    r      r     -     -      -        -      -     -      -       -     -         -          -         -
// viewer               x     -     -    r      r     -     -      -        -      -     -      -       -     -         -          -         -
// none                 -     -     -    -      -     -     -      -        -      -     -      -       -     -         -          -         -
//
// "open" is reading the site's draft in the editor; "edit" saves pages, blocks and design to the
// draft; "pub" makes the draft the live version, so a draft editor's edits wait for someone who
// may publish. Store settings live in the site document too; a save that changes only them asks
// for "store" instead of "edit" (siteChangeActions). "content" is a collection's items
// (docs/collections.md): "w" writes drafts and items waiting for review, "pub" publishes,
// schedules or makes private an item, and adds, changes or removes a collection; reading
// collections and items (drafts too) is "open". "sites" is setting the site's address,
// duplicating it or deleting it (docs/sites.md): the admin's alone.
import type { ContributorRole } from '../codes/contributor-roles';

/** Everything an owner route or editor surface can ask about, with what the refusal names. */
export const ACTION_DESCRIPTIONS = {
  'site:read': 'open the editor',
  'site:edit': 'edit pages, blocks and design',
  'site:publish': 'publish the site',
  'files:read': 'see files',
  'files:write': 'upload, rename or delete files',
  'products:read': 'see products',
  'products:write': 'edit products',
  'inventory:write': 'change stock',
  'orders:read': 'see orders',
  'restock:read': 'see back-in-stock sign-ups',
  'restock:send': 'send back-in-stock emails',
  'forms:read': 'see forms',
  'forms:write': 'edit forms and mailing lists',
  'submissions:read': 'see form submissions and mailing-list members',
  'store-settings:write': 'change store settings',
  'contributors:manage': 'manage contributors',
  'api-keys:manage': 'manage API keys',
  'activity:read': 'read the activity log',
  'analytics:read': 'read analytics',
  'comments:moderate': 'moderate comments',
  'comments:reply': 'reply to comments',
  'code:edit': 'edit templates',
  'content:write': 'write collection items',
  'content:publish': 'publish collection items or change collections',
  'site:manage': 'set the address of, duplicate or delete the site',
} as const;

export type OwnerAction = keyof typeof ACTION_DESCRIPTIONS;

export const OWNER_ACTIONS = Object.keys(ACTION_DESCRIPTIONS) as OwnerAction[];

const VIEW: readonly OwnerAction[] = ['site:read', 'files:read', 'products:read'];
const PAGES: readonly OwnerAction[] = [
  ...VIEW,
  'site:edit',
  'files:write',
  'forms:read',
  'content:write',
];
const STORE: readonly OwnerAction[] = [
  'products:write',
  'inventory:write',
  'orders:read',
  'restock:read',
  'restock:send',
  'store-settings:write',
];
const CAMPAIGNS: readonly OwnerAction[] = ['forms:read', 'forms:write', 'submissions:read'];
const EVERYTHING_BUT_PEOPLE: readonly OwnerAction[] = [
  ...PAGES,
  'site:publish',
  'content:publish',
  ...STORE,
  ...CAMPAIGNS,
  'activity:read',
  'analytics:read',
  'comments:moderate',
  'comments:reply',
  'code:edit',
];

/** The table drawn in the header, as data. */
export const ROLE_ACTIONS: Readonly<Record<ContributorRole, ReadonlySet<OwnerAction>>> = {
  admin: new Set([
    ...EVERYTHING_BUT_PEOPLE,
    'contributors:manage',
    'api-keys:manage',
    'site:manage',
  ]),
  'website manager': new Set(EVERYTHING_BUT_PEOPLE),
  editor: new Set([...PAGES, 'site:publish', 'content:publish', 'forms:write']),
  'draft editor': new Set(PAGES),
  'store manager': new Set([...VIEW, 'files:write', 'forms:read', ...STORE, 'analytics:read']),
  billing: new Set([...VIEW, 'orders:read', 'store-settings:write']),
  'campaigns editor': new Set([...VIEW, ...CAMPAIGNS, 'restock:read', 'analytics:read']),
  reporting: new Set([
    ...VIEW,
    'orders:read',
    'restock:read',
    'forms:read',
    'submissions:read',
    'analytics:read',
  ]),
  moderator: new Set([...VIEW, 'comments:moderate', 'comments:reply']),
  commenter: new Set([...VIEW, 'comments:reply']),
  'scheduling editor': new Set(VIEW),
  'scheduling viewer': new Set(VIEW),
  scheduling: new Set(VIEW),
  viewer: new Set(VIEW),
  none: new Set(),
};

/** May `role` do `action`? The one permission function. */
export function can(role: ContributorRole, action: OwnerAction): boolean {
  return ROLE_ACTIONS[role].has(action);
}

/** The sentence of a 403 answer: what the role cannot do. */
export function roleRefusal(role: ContributorRole, action: OwnerAction): string {
  return `The ${role} role cannot ${ACTION_DESCRIPTIONS[action]}.`;
}

/** The sentence of a 401 answer. */
export const SIGN_IN_TO_CONTINUE = 'Sign in to continue.';

/**
 * What an API key may be given: the actions a script needs, never the people, keys or activity
 * of the site. A key is allowed exactly the actions among its scopes.
 */
export const API_KEY_SCOPES = [
  'site:read',
  'products:read',
  'products:write',
  'inventory:write',
  'orders:read',
  'restock:read',
  'forms:read',
  'submissions:read',
  'files:read',
  'files:write',
  'analytics:read',
] as const satisfies readonly OwnerAction[];

export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

const scopeSet: ReadonlySet<string> = new Set(API_KEY_SCOPES);

export function isApiKeyScope(value: unknown): value is ApiKeyScope {
  return typeof value === 'string' && scopeSet.has(value);
}

/** May a key with these scopes do `action`? */
export function scopesAllow(scopes: readonly ApiKeyScope[], action: OwnerAction): boolean {
  return (scopes as readonly string[]).includes(action);
}

/** The sentence of a 403 answer to an API key. */
export function scopeRefusal(action: OwnerAction): string {
  return `This API key's scopes do not allow it to ${ACTION_DESCRIPTIONS[action]}.`;
}
