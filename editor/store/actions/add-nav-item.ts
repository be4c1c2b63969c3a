// Adds an external link, a folder or a member area at the end of a navigation. The entry is
// checked with the document's own schema, so a refused title or address names its field.
import {
  type NavItem,
  type NavigationName,
  navItemSchema,
} from '../../../shared/document/navigation';
import { folderSlugs } from '../../../shared/document/navigation-edit';
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { base } from './find';
import { slugify, uniqueSlug } from './page-rules';

export type NewNavEntry =
  | {
      readonly kind: 'link';
      readonly title: string;
      readonly url: string;
      readonly newWindow: boolean;
    }
  | {
      readonly kind: 'folder';
      readonly title: string;
      readonly behavior: 'index' | 'redirect' | 'none';
    }
  | { readonly kind: 'memberArea'; readonly title: string; readonly memberAreaId: string };

/** Refuses `candidate` with its first issue, naming the field; null when it is a valid entry. */
export function entryRefusal(candidate: unknown): EditOutcome | null {
  const checked = navItemSchema.safeParse(candidate);
  if (checked.success) return null;
  const issue = checked.error.issues[0]!;
  const field = String(issue.path[0] ?? '');
  const label = { title: 'The title', url: 'The address', slug: 'The URL' }[field] ?? 'The entry';
  const message = field === 'url' ? issue.message : `${label} ${issue.message}.`;
  return refuse(message, field || undefined);
}

export function addNavItem(
  draft: SiteDraft,
  ctx: EditContext,
  name: NavigationName,
  entry: NewNavEntry,
): EditOutcome {
  const id = ctx.newId();
  let item: unknown;
  if (entry.kind === 'folder') {
    const taken = folderSlugs(base(draft.navigation));
    for (const page of base(draft.pages)) taken.add(page.slug);
    const slug = uniqueSlug(slugify(entry.title), taken);
    item = { ...entry, title: entry.title.trim(), id, slug, items: [] };
  } else {
    item = { ...entry, title: entry.title.trim(), id };
  }
  const refused = entryRefusal(item);
  if (refused) return refused;
  draft.navigation[name].push(item as NavItem);
  return done;
}
