// The footer's settings (whether its navigation shows, its social links): one undo step per
// change (typing in one social link merges), checked with the document's schema.
import type { SocialLink } from '../../../shared/document/navigation';
import { footerSchema } from '../../../shared/document/schema';
import type { EditContext, EditOutcome, SiteDraft } from './context';
import { base } from './find';
import { firstIssue } from './update-header';

export interface FooterChange {
  readonly showNavigation?: boolean;
  readonly socialLinks?: readonly SocialLink[];
}

export function updateFooter(
  draft: SiteDraft,
  _ctx: EditContext,
  change: FooterChange,
): EditOutcome {
  const checked = footerSchema.safeParse({ ...base(draft.footer), ...change });
  if (!checked.success) return firstIssue(checked.error);
  if (change.showNavigation !== undefined) draft.footer.showNavigation = change.showNavigation;
  if (change.socialLinks !== undefined) draft.footer.socialLinks = [...change.socialLinks];
  return { ok: true, mergeKey: change.socialLinks ? 'footer:social' : undefined };
}
