// Adds an empty page at the end of the site and of its main navigation, with a unique URL
// derived from its title (about-us, about-us-2, ...; never a folder's), and shows it. Given a
// collection, the page holds it (a collection page, type 1, listing its items) at the address the
// owner gave the collection, or the next free one. Given 'products' (a store just added), the
// page is the store's products page (type 1 without a collection) at the store's URL id.

import { PageType } from '../../../shared/codes/page-types';
import { folderSlugs } from '../../../shared/document/navigation-edit';
import { DEFAULT_PAGE_TYPE, type PageCollection } from '../../../shared/document/schema';
import { type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { base } from './find';
import { checkTitle, slugify, uniqueSlug } from './page-rules';

export function addPage(
  draft: SiteDraft,
  ctx: EditContext,
  title: string,
  collection?: { readonly holds: PageCollection | 'products'; readonly slug: string },
): EditOutcome {
  const checked = checkTitle(title);
  if (!checked.ok) return refuse(checked.message, 'title');
  const taken = folderSlugs(base(draft.navigation));
  for (const page of base(draft.pages)) taken.add(page.slug);
  const id = ctx.newId();
  draft.pages.push({
    id,
    title: checked.title,
    slug: uniqueSlug(slugify(collection?.slug ?? checked.title), taken),
    pageType: collection ? PageType.mainContent : DEFAULT_PAGE_TYPE,
    sections: [],
    ...(collection && collection.holds !== 'products' ? { collection: collection.holds } : {}),
  });
  draft.navigation.main.push({ kind: 'page', id: ctx.newId(), pageId: id });
  return { ok: true, pageId: id, selectedBlockId: null };
}
