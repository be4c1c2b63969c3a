// What the signed-in role lets the editor do with the site document, asked of the roles table
// (shared/permissions/roles.ts) as the server asks it: the editor hides what the role may not
// do, and autosave never sends a change the server would refuse.
import type { ContributorRole } from '../../shared/codes/contributor-roles';
import type { Site } from '../../shared/document/schema';
import {
  can,
  type OwnerAction,
  roleRefusal,
  SIGN_IN_TO_CONTINUE,
} from '../../shared/permissions/roles';
import { siteChangeActions } from '../../shared/permissions/site-change';
import { useOwner } from './owner';

/** Undo and redo: a role that may change any part of what the editor's history holds. */
const HISTORY_ACTIONS: readonly OwnerAction[] = [
  'site:edit',
  'store-settings:write',
  'forms:write',
];

/** The status of a role that may not edit pages. */
export const viewOnlyText = (role: ContributorRole) =>
  `View only: your role (${role}) cannot edit pages.`;

/** Beside the publish indicator, for a role that edits but may not publish. */
export const WAITS_FOR_PUBLISHER = 'Your changes wait for someone who may publish.';

export function mayUseHistory(role: ContributorRole | null): boolean {
  return role !== null && HISTORY_ACTIONS.some((action) => can(role, action));
}

/** May the role save any change at all to the site document (pages, or store settings)? */
export function maySaveSite(role: ContributorRole | null): boolean {
  return role !== null && (can(role, 'site:edit') || can(role, 'store-settings:write'));
}

/** Why a save from `before` to `after` would be refused to `role`; null when it may be sent. */
export function saveRefusal(
  role: ContributorRole | null,
  before: Site,
  after: Site,
): string | null {
  if (role === null) return SIGN_IN_TO_CONTINUE;
  const refused = siteChangeActions(before, after).find((action) => !can(role, action));
  return refused === undefined ? null : roleRefusal(role, refused);
}

/** saveRefusal for the owner signed in now (the autosave asks it before each save). */
export function saveRefusalNow(before: Site, after: Site): string | null {
  return saveRefusal(useOwner.getState().me?.role ?? null, before, after);
}
