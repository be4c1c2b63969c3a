import { describe, expect, it } from 'vitest';
import { CONTRIBUTOR_ROLES, type ContributorRole } from '../codes/contributor-roles';
import {
  API_KEY_SCOPES,
  can,
  isApiKeyScope,
  OWNER_ACTIONS,
  type OwnerAction,
  ROLE_ACTIONS,
  roleRefusal,
  scopeRefusal,
  scopesAllow,
} from './roles';

/** The header's table, read row by row: the actions each role is allowed, nothing more. */
const EXPECTED: Record<ContributorRole, readonly OwnerAction[]> = {
  admin: OWNER_ACTIONS,
  'website manager': OWNER_ACTIONS.filter(
    (action) =>
      action !== 'contributors:manage' && action !== 'api-keys:manage' && action !== 'site:manage',
  ),
  editor: [
    'site:read',
    'site:edit',
    'site:publish',
    'files:read',
    'files:write',
    'products:read',
    'forms:read',
    'forms:write',
    'content:write',
    'content:publish',
  ],
  'draft editor': [
    'site:read',
    'site:edit',
    'files:read',
    'files:write',
    'products:read',
    'forms:read',
    'content:write',
  ],
  'store manager': [
    'site:read',
    'files:read',
    'files:write',
    'products:read',
    'products:write',
    'inventory:write',
    'orders:read',
    'restock:read',
    'restock:send',
    'forms:read',
    'store-settings:write',
    'analytics:read',
  ],
  billing: ['site:read', 'files:read', 'products:read', 'orders:read', 'store-settings:write'],
  'campaigns editor': [
    'site:read',
    'files:read',
    'products:read',
    'forms:read',
    'forms:write',
    'submissions:read',
    'restock:read',
    'analytics:read',
  ],
  reporting: [
    'site:read',
    'files:read',
    'products:read',
    'orders:read',
    'restock:read',
    'forms:read',
    'submissions:read',
    'analytics:read',
  ],
  moderator: ['site:read', 'files:read', 'products:read', 'comments:moderate', 'comments:reply'],
  commenter: ['site:read', 'files:read', 'products:read', 'comments:reply'],
  'scheduling editor': ['site:read', 'files:read', 'products:read'],
  'scheduling viewer': ['site:read', 'files:read', 'products:read'],
  scheduling: ['site:read', 'files:read', 'products:read'],
  viewer: ['site:read', 'files:read', 'products:read'],
  none: [],
};

const pairs = CONTRIBUTOR_ROLES.flatMap((role) =>
  OWNER_ACTIONS.map((action) => ({ role, action, allowed: EXPECTED[role].includes(action) })),
);

describe('can(role, action)', () => {
  it('has a row for every role of the spec', () => {
    expect(Object.keys(ROLE_ACTIONS).sort()).toEqual([...CONTRIBUTOR_ROLES].sort());
  });

  it.each(pairs)('$role may $action: $allowed', ({ role, action, allowed }) => {
    expect(can(role, action)).toBe(allowed);
  });

  it('lets only the admin manage people and keys', () => {
    const managers = CONTRIBUTOR_ROLES.filter(
      (role) => can(role, 'contributors:manage') || can(role, 'api-keys:manage'),
    );
    expect(managers).toEqual(['admin']);
  });

  it('names the role and what it cannot do', () => {
    expect(roleRefusal('viewer', 'site:edit')).toBe(
      'The viewer role cannot edit pages, blocks and design.',
    );
    expect(roleRefusal('store manager', 'site:publish')).toBe(
      'The store manager role cannot publish the site.',
    );
  });
});

describe('API key scopes', () => {
  it('allow exactly the actions among them', () => {
    expect(scopesAllow(['orders:read'], 'orders:read')).toBe(true);
    expect(scopesAllow(['orders:read'], 'products:write')).toBe(false);
    expect(scopesAllow([], 'site:read')).toBe(false);
  });

  it('never reach people, keys or the activity log', () => {
    for (const action of ['contributors:manage', 'api-keys:manage', 'activity:read'] as const) {
      expect(scopesAllow(API_KEY_SCOPES, action)).toBe(false);
    }
  });

  it.each([
    ['orders:read', true],
    ['api-keys:manage', false],
    ['__proto__', false],
    [42, false],
  ])('%s is a scope: %s', (value, expected) => {
    expect(isApiKeyScope(value)).toBe(expected);
  });

  it('refuses with a sentence naming the action', () => {
    expect(scopeRefusal('products:write')).toBe(
      "This API key's scopes do not allow it to edit products.",
    );
  });
});
