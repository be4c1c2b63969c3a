// A collection page's list (docs/collections.md): the items a visitor may see, in the page's
// list or grid layout, a page at a time (the collection's page size), narrowed by the tag,
// category, author or month in the address; an events collection shows its upcoming or its past
// events with the spec's toggle values.

import {
  type CollectionShown,
  type CollectionView,
  EVENT_LISTINGS,
  eventListingOf,
  eventsOf,
  filterCards,
  pageOf,
} from '../../shared/content/collection-view';
import type { CollectionViewKind } from '../../shared/document/schema';
import { fillWords } from '../../shared/i18n/shopper-words';
import type { SiteWords } from '../../shared/i18n/site-words';
import { SiteAnchor } from '../SiteAnchor';
import { useSiteWords } from '../site-words';
import { useStorefront } from '../storefront/context';
import { ALL_PARTS, ItemList } from './ItemCard';
import { monthTitle } from './month-grid';
import './collection-pages.css';

type Params = Readonly<Record<string, string>>;

/** The filters the address may carry, kept by the paging and toggle links. */
const FILTER_KEYS = ['tag', 'category', 'author', 'month', 'show'] as const;

/** The list's address with `change` applied (an empty value drops the key). */
export function listAddress(path: string, params: Params, change: Params): string {
  const query = new URLSearchParams();
  for (const key of [...FILTER_KEYS, 'page']) {
    const value = Object.hasOwn(change, key) ? change[key] : params[key];
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

function filterLine(params: Params, words: SiteWords, language: string): string | null {
  if (params.tag) return fillWords(words.itemsTagged, { tag: params.tag });
  if (params.category) return fillWords(words.itemsInCategory, { category: params.category });
  if (params.author) return fillWords(words.itemsBy, { author: params.author });
  if (params.month) {
    const [year, month] = params.month.split('-').map(Number);
    const named = /^\d{4}-(0[1-9]|1[0-2])$/.test(params.month);
    const when = named ? monthTitle(year!, month!, language) : params.month;
    return fillWords(words.itemsFrom, { month: when });
  }
  return null;
}

/** What an empty list says: an events collection's listing, or the collection's kind's. */
function nothingText(type: string, events: false | 'upcoming' | 'past', words: SiteWords) {
  if (events) return events === 'upcoming' ? words.noUpcomingEvents : words.noPastEvents;
  if (type === 'events') return words.noEvents;
  return type === 'album' ? words.noTracks : words.noPosts;
}

export function CollectionPageView(props: {
  collection: CollectionShown;
  view: CollectionView;
  layout: CollectionViewKind;
  params: Params;
}) {
  const { collection, view, params } = props;
  const filtered = filterCards(collection.items, params, view.timeZone, collection.nesting);
  const events = collection.type === 'events';
  const listing = eventListingOf(params.show);
  const shown = events ? eventsOf(filtered, listing, view.now) : filtered;
  const paged = pageOf(shown, Number(params.page ?? '1'), collection.pageSize);
  const words = useSiteWords();
  const { language } = useStorefront();
  const narrowed = filterLine(params, words, language);
  const at = (change: Params) => listAddress(collection.path, params, change);
  return (
    <section className="sb-collection-page" aria-label={collection.title}>
      <h1 className="sb-collection-page-title">{collection.title}</h1>
      {narrowed ? (
        <p className="sb-collection-filter">
          {`${narrowed} · `}
          <SiteAnchor href={collection.path}>{words.showAll}</SiteAnchor>
        </p>
      ) : null}
      {events ? (
        <nav className="sb-event-toggle" aria-label={words.eventsToShow}>
          {EVENT_LISTINGS.map((value) => (
            <SiteAnchor
              key={value}
              href={at({ show: value, page: '' })}
              aria-current={value === listing ? 'page' : undefined}
            >
              {value === 'upcoming' ? words.upcoming : words.past}
            </SiteAnchor>
          ))}
        </nav>
      ) : null}
      {paged.items.length === 0 ? (
        <p className="sb-collection-empty">
          {nothingText(collection.type, events && listing, words)}
        </p>
      ) : (
        <ItemList
          items={paged.items}
          collection={collection}
          view={view}
          parts={ALL_PARTS}
          design={props.layout}
          level={2}
        />
      )}
      {paged.pageCount > 1 ? (
        <nav className="sb-collection-pages" aria-label={words.pages}>
          {paged.page > 1 ? (
            <SiteAnchor
              href={at({ page: paged.page === 2 ? '' : String(paged.page - 1) })}
              rel="prev"
            >
              {words.previousPage}
            </SiteAnchor>
          ) : null}
          <span>
            {fillWords(words.pageOf, { page: String(paged.page), count: String(paged.pageCount) })}
          </span>
          {paged.page < paged.pageCount ? (
            <SiteAnchor href={at({ page: String(paged.page + 1) })} rel="next">
              {words.nextPage}
            </SiteAnchor>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
