// Changes a page's title and URL. The URL must fit SLUG_PATTERN and be unused by other pages
// and by the navigations' folders. While another language is edited the title is that
// language's (empty: the default's shows) and the URL, the same in every language, is shared.
import { folderSlugs } from '../../../shared/document/navigation-edit';
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { base, pageIndexOf } from './find';
import { EditMessage } from './messages';
import { checkTitle, slugProblem } from './page-rules';
import { translatePageWords } from './translation-edits';

export function renamePage(
  draft: SiteDraft,
  ctx: EditContext,
  pageId: string,
  title: string,
  slug: string,
): EditOutcome {
  const pageIndex = pageIndexOf(draft, pageId);
  if (pageIndex < 0) return refuse(EditMessage.pageGone);
  const translating = ctx.language !== null && title.trim() === '';
  const checked = translating ? { ok: true as const, title: '' } : checkTitle(title);
  if (!checked.ok) return refuse(checked.message, 'title');
  const others = folderSlugs(base(draft.navigation));
  for (const page of base(draft.pages)) if (page.id !== pageId) others.add(page.slug);
  const problem = slugProblem(slug, others);
  if (problem) return refuse(problem, 'slug');
  const page = draft.pages[pageIndex]!;
  if (ctx.language !== null) {
    translatePageWords(draft, ctx.language, pageId, { title: checked.title || undefined });
  } else if (page.title !== checked.title) page.title = checked.title;
  if (page.slug !== slug) page.slug = slug;
  return done;
}
