// Deletes a page (never the last one) and its entries in the navigations. Deleting the page on screen shows its neighbour: the next
// page, or the previous one when it was the last.
import { withoutPage } from '../../../shared/document/navigation-edit';
import { type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { base, pageIndexOf } from './find';
import { EditMessage } from './messages';
import { pruneDraftTranslations } from './translation-edits';

export function deletePage(draft: SiteDraft, ctx: EditContext, pageId: string): EditOutcome {
  const pageIndex = pageIndexOf(draft, pageId);
  if (pageIndex < 0) return refuse(EditMessage.pageGone);
  if (draft.pages.length <= 1) return refuse(EditMessage.lastPage);
  const pages = base(draft.pages);
  const page = pages[pageIndex]!;
  const neighbour = pages[pageIndex + 1] ?? pages[pageIndex - 1]!;
  const blockIds = page.sections.flatMap((section) => section.blocks.map((block) => block.id));
  draft.pages.splice(pageIndex, 1);
  const navigation = withoutPage(base(draft.navigation), pageId);
  draft.navigation.main = navigation.main;
  draft.navigation.footer = navigation.footer;
  pruneDraftTranslations(draft);
  const index = { remove: blockIds };
  if (ctx.pageId !== pageId) {
    const selectionGone = ctx.selectedBlockId !== null && blockIds.includes(ctx.selectedBlockId);
    return selectionGone ? { ok: true, selectedBlockId: null, index } : { ok: true, index };
  }
  return { ok: true, pageId: neighbour.id, selectedBlockId: null, index };
}
