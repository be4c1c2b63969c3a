// Takes an entry out of a navigation; a folder's entries stay, in the folder's place.
import type { NavigationName } from '../../../shared/document/navigation';
import { findItem, NavEditMessage, removeItem } from '../../../shared/document/navigation-edit';
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { base } from './find';
import { pruneDraftTranslations } from './translation-edits';

export function removeNavItem(
  draft: SiteDraft,
  _ctx: EditContext,
  name: NavigationName,
  itemId: string,
): EditOutcome {
  const items = base(draft.navigation[name]);
  if (!findItem(items, itemId)) return refuse(NavEditMessage.itemGone);
  draft.navigation[name] = removeItem(items, itemId);
  pruneDraftTranslations(draft);
  return done;
}
