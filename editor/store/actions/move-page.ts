// Moves a page to another position in the site's page list.
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { clamp, pageIndexOf } from './find';
import { EditMessage } from './messages';

export function movePage(
  draft: SiteDraft,
  _ctx: EditContext,
  pageId: string,
  toIndex: number,
): EditOutcome {
  const from = pageIndexOf(draft, pageId);
  if (from < 0) return refuse(EditMessage.pageGone);
  const to = clamp(toIndex, 0, draft.pages.length - 1);
  if (to === from) return done;
  const [page] = draft.pages.splice(from, 1);
  draft.pages.splice(to, 0, page!);
  return done;
}
