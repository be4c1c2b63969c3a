// Adds an empty section with the default style to the layout being edited (the current page, or
// the footer): after `afterSectionId`, or at the end.
import { DEFAULT_SECTION_STYLE } from '../../../shared/document/schema';
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { layoutDraft, sectionIndexOf } from './find';
import { EditMessage } from './messages';

export function addSection(
  draft: SiteDraft,
  ctx: EditContext,
  afterSectionId?: string,
): EditOutcome {
  const page = layoutDraft(draft, ctx.layoutId);
  if (!page) return refuse(EditMessage.pageGone);
  let at = page.sections.length;
  if (afterSectionId !== undefined) {
    const after = sectionIndexOf(page, afterSectionId);
    if (after < 0) return refuse(EditMessage.sectionGone);
    at = after + 1;
  }
  page.sections.splice(at, 0, { id: ctx.newId(), style: { ...DEFAULT_SECTION_STYLE }, blocks: [] });
  return done;
}
