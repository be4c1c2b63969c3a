// Moves a section to another position on its page.
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { clamp, findSection, layoutAt } from './find';
import { EditMessage } from './messages';

export function moveSection(
  draft: SiteDraft,
  ctx: EditContext,
  sectionId: string,
  toIndex: number,
): EditOutcome {
  const at = findSection(draft, sectionId, ctx.layoutId);
  if (!at) return refuse(EditMessage.sectionGone);
  const sections = layoutAt(draft, at).sections;
  const to = clamp(toIndex, 0, sections.length - 1);
  if (to === at.sectionIndex) return done;
  const [section] = sections.splice(at.sectionIndex, 1);
  sections.splice(to, 0, section!);
  return done;
}
