// Changes an entry of a navigation: a link's title, address and window, a folder's title, URL
// and behaviour, a member area's title. A page's entry shows the page's own title.
import type { NavItem, NavigationName } from '../../../shared/document/navigation';
import { findItem, mapItem, NavEditMessage } from '../../../shared/document/navigation-edit';
import { entryRefusal } from './add-nav-item';
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { base } from './find';

export interface NavItemChange {
  readonly title?: string;
  readonly url?: string;
  readonly newWindow?: boolean;
  readonly slug?: string;
  readonly behavior?: 'index' | 'redirect' | 'none';
}

export function updateNavItem(
  draft: SiteDraft,
  _ctx: EditContext,
  name: NavigationName,
  itemId: string,
  change: NavItemChange,
): EditOutcome {
  const items = base(draft.navigation[name]);
  const place = findItem(items, itemId);
  if (!place) return refuse(NavEditMessage.itemGone);
  if (place.item.kind === 'page') return done;
  const allowed: Record<NavItem['kind'], readonly (keyof NavItemChange)[]> = {
    page: [],
    link: ['title', 'url', 'newWindow'],
    folder: ['title', 'slug', 'behavior'],
    memberArea: ['title'],
  };
  const picked = Object.fromEntries(
    allowed[place.item.kind].flatMap((key) =>
      change[key] === undefined ? [] : [[key, change[key]]],
    ),
  );
  const next = { ...place.item, ...picked };
  const refused = entryRefusal(next);
  if (refused) return refused;
  if (JSON.stringify(next) === JSON.stringify(place.item)) return done;
  draft.navigation[name] = mapItem(items, itemId, () => next as NavItem);
  return { ok: true, mergeKey: `nav:${itemId}:${Object.keys(picked).join(',')}` };
}
