import { describe, expect, it } from 'vitest';
import { CONTRIBUTOR_ROLES, isContributorRole, isSiteAdmin } from './contributor-roles';

describe('contributor roles', () => {
  it('lists the fifteen roles of §6 in order', () => {
    expect(CONTRIBUTOR_ROLES).toEqual([
      'admin',
      'billing',
      'reporting',
      'editor',
      'moderator',
      'commenter',
      'store manager',
      'scheduling',
      'viewer',
      'campaigns editor',
      'scheduling viewer',
      'scheduling editor',
      'none',
      'website manager',
      'draft editor',
    ]);
  });

  it.each(CONTRIBUTOR_ROLES)('%s is a role', (role) => {
    expect(isContributorRole(role)).toBe(true);
  });

  it.each(['Admin', 'owner', 'store-manager', ''])('%j is not a role', (value) => {
    expect(isContributorRole(value)).toBe(false);
  });

  it.each([
    [['admin'], true],
    [['viewer', 'admin'], true],
    [['viewer'], false],
    [[], false],
  ] as const)('roles %j make a site admin: %s', (roles, expected) => {
    expect(isSiteAdmin(roles)).toBe(expected);
  });
});
