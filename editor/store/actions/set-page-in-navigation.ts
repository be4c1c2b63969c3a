// Puts a page in a navigation (at its end) or takes it out (wherever it is, folders included).
import type { NavigationName } from '../../../shared/document/navigation';
import { pageItem, removeItem } from '../../../shared/document/navigation-edit';
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { base, pageIndexOf } from './find';
import { EditMessage } from './messages';

export function setPageInNavigation(
  draft: SiteDraft,
  ctx: EditContext,
  name: NavigationName,
  pageId: string,
  shown: boolean,
): EditOutcome {
  if (pageIndexOf(draft, pageId) < 0) return refuse(EditMessage.pageGone);
  const items = base(draft.navigation[name]);
  const place = pageItem(items, pageId);
  if (shown === (place !== undefined)) return done;
  if (place) draft.navigation[name] = removeItem(items, place.item.id);
  else draft.navigation[name].push({ kind: 'page', id: ctx.newId(), pageId });
  return done;
}
