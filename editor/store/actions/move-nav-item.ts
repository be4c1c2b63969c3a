// Moves a navigation entry: up or down, into a folder or out of it (by keyboard or drag).
import type { NavigationName } from '../../../shared/document/navigation';
import { moveItem } from '../../../shared/document/navigation-edit';
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { base } from './find';

export function moveNavItem(
  draft: SiteDraft,
  _ctx: EditContext,
  name: NavigationName,
  itemId: string,
  folderId: string | null,
  index: number,
): EditOutcome {
  const items = base(draft.navigation[name]);
  const moved = moveItem(items, itemId, folderId, index);
  if (!moved.ok) return refuse(moved.message);
  if (JSON.stringify(moved.items) !== JSON.stringify(items)) draft.navigation[name] = moved.items;
  return done;
}
