// Contributor roles: spec site-and-editor.md §3 "Other enumerations" and §6 "Roles and permissions".
// Permissions per role are not shown in the spec, so only the names live here.

/** The fifteen roles, in the order site-and-editor.md §6 lists them. */
export const CONTRIBUTOR_ROLES = [
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
] as const;

export type ContributorRole = (typeof CONTRIBUTOR_ROLES)[number];

const roles: ReadonlySet<string> = new Set(CONTRIBUTOR_ROLES);

export function isContributorRole(value: string): value is ContributorRole {
  return roles.has(value);
}

/** Spec §6: a site admin is detected by the site's role map containing the admin role. */
export function isSiteAdmin(websiteRoles: readonly string[]): boolean {
  return websiteRoles.includes('admin');
}
