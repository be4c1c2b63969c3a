// The header's settings (title or logo, account and cart links): one undo step per change,
// checked with the document's schema.
import { headerSchema, type SiteHeader } from '../../../shared/document/navigation';
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { base } from './find';

export type HeaderChange = Partial<SiteHeader>;

/** Refuses with a zod error's first issue, naming its field. */
export function firstIssue(error: { issues: readonly { path: PropertyKey[]; message: string }[] }) {
  const issue = error.issues[0]!;
  return refuse(issue.message, issue.path.map(String).join('.'));
}

export function updateHeader(
  draft: SiteDraft,
  _ctx: EditContext,
  change: HeaderChange,
): EditOutcome {
  const checked = headerSchema.safeParse({ ...base(draft.header), ...change });
  if (!checked.success) return firstIssue(checked.error);
  Object.assign(draft.header, checked.data);
  return done;
}
