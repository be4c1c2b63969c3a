// Changes an entry of a navigation: a link's title, address and window, a folder's title, URL
// and behaviour, a member area's title. A page's entry shows the page's own title. While another
// language is edited a title is that language's (empty: the default's shows); the rest is shared.
import type { NavItem, NavigationName } from '../../../shared/document/navigation';
import { findItem, mapItem, NavEditMessage } from '../../../shared/document/navigation-edit';
import type { Site } from '../../../shared/document/schema';
import { setNavTranslation } from '../../../shared/document/translate';
import { entryRefusal } from './add-nav-item';
import { done, type EditContext, type EditOutcome, refuse, type SiteDraft } from './context';
import { base } from './find';
import { applyAlong } from './translation-edits';

export interface NavItemChange {
  readonly title?: string;
  readonly url?: string;
  readonly newWindow?: boolean;
  readonly slug?: string;
  readonly behavior?: 'index' | 'redirect' | 'none';
}

export function updateNavItem(
  draft: SiteDraft,
  ctx: EditContext,
  name: NavigationName,
  itemId: string,
  requested: NavItemChange,
): EditOutcome {
  const items = base(draft.navigation[name]);
  const place = findItem(items, itemId);
  if (!place) return refuse(NavEditMessage.itemGone);
  if (place.item.kind === 'page') return done;
  const { title: translated, ...shared } = requested;
  // The language whose title this is, when it is not the default's.
  const language = translated === undefined ? null : ctx.language;
  const change: NavItemChange = language === null ? requested : shared;
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
  const words = language === null ? '' : (translated ?? '');
  const refused = entryRefusal(words.trim() ? ({ ...next, title: words } as NavItem) : next);
  if (refused) return refused;
  if (language !== null) {
    const after = setNavTranslation(base(draft) as Site, language, itemId, words);
    applyAlong(draft, after, ['translations', language, 'navigation', itemId]);
  }
  const parts = [...Object.keys(picked), ...(language === null ? [] : ['title'])].join(',');
  const key = `nav:${language === null ? '' : `${language}:`}${itemId}:${parts}`;
  if (JSON.stringify(next) === JSON.stringify(place.item))
    return language === null ? done : { ok: true, mergeKey: key };
  draft.navigation[name] = mapItem(items, itemId, () => next as NavItem);
  return { ok: true, mergeKey: key };
}
