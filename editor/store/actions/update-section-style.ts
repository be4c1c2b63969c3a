// Changes a section's padding, corner radius and/or divider; each given value must be one of the
// choices of spec §3 (padding small, medium or large; corner radius 0 or 22; the two divider
// presets or none; a colour theme of the site, or null for the site's default theme).
import { type SectionStyle, sectionStyleSchema } from '../../../shared/document/schema';
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { findSection, layoutAt } from './find';
import { EditMessage } from './messages';

const STYLE_KEYS = Object.keys(sectionStyleSchema.shape) as Array<keyof SectionStyle>;

export function updateSectionStyle(
  draft: SiteDraft,
  ctx: EditContext,
  sectionId: string,
  style: Partial<SectionStyle>,
): EditOutcome {
  const at = findSection(draft, sectionId, ctx.layoutId);
  if (!at) return refuse(EditMessage.sectionGone);
  for (const key of Object.keys(style)) {
    if (!(STYLE_KEYS as string[]).includes(key)) return refuse(EditMessage.notAnOption(key));
  }
  const parsed = sectionStyleSchema.partial().safeParse(style);
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.path[0] as keyof SectionStyle;
    return refuse(EditMessage.notAnOption(style[key]));
  }
  const target = layoutAt(draft, at).sections[at.sectionIndex]!.style;
  const { padding, cornerRadius, divider, theme } = parsed.data;
  if (theme && !draft.design.colorThemes.some((candidate) => candidate.id === theme)) {
    return refuse(EditMessage.notAnOption(theme));
  }
  if (padding !== undefined && target.padding !== padding) target.padding = padding;
  if (cornerRadius !== undefined && target.cornerRadius !== cornerRadius)
    target.cornerRadius = cornerRadius;
  if (divider !== undefined && target.divider !== divider) target.divider = divider;
  if (theme !== undefined && target.theme !== theme) target.theme = theme;
  return done;
}
