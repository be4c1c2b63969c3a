// Which items a collection block shows (docs/collections.md), from the view of what a visitor
// may see: the latest posts (summary, journal), those of an author, tag, category or month, the
// upcoming events (tour dates), the events of a month by day (calendar). Pure.
import { BlockType } from '../../shared/codes/block-type-codes';
import {
  type CardFilter,
  type CollectionShown,
  eventsOf,
  filterCards,
  type ItemCard,
} from '../../shared/content/collection-view';
import { decodePart } from './collections';
import type { ItemResponsesProps } from './ItemResponses';
import type { CollectionListSettings } from './list-settings';
import { type CalendarDay, currentMonth } from './month-grid';

/** Our default when a block has no "items to show" setting. */
const DEFAULT_COUNT = 6;

/** The filter a block's settings name ('YYYY-MM' for a month block). */
export function blockFilter(type: number, settings: CollectionListSettings): CardFilter {
  switch (type) {
    case BlockType.postsByAuthor:
      return { author: settings.author ?? '' };
    case BlockType.byTag:
      return { tag: settings.tag ?? '' };
    case BlockType.byCategory:
      return { category: settings.category ?? '' };
    case BlockType.byMonth:
      return settings.year === undefined || settings.month === undefined
        ? {}
        : { month: `${settings.year}-${settings.month.padStart(2, '0')}` };
    default:
      return {};
  }
}

/** The cards a list block shows: filtered, at most "items to show"; tour dates the upcoming. */
export function blockCards(
  type: number,
  settings: CollectionListSettings,
  collection: CollectionShown,
  now: number,
  timeZone: string,
): ItemCard[] {
  const filtered = filterCards(
    collection.items,
    blockFilter(type, settings),
    timeZone,
    collection.nesting,
  );
  const chosen = type === BlockType.tourDates ? eventsOf(filtered, 'upcoming', now) : filtered;
  return chosen.slice(0, settings.itemsToShow ?? DEFAULT_COUNT);
}

/** The events of the month `day` is in, by day of the month (start day, in the time zone). */
export function eventsByDay(
  items: readonly ItemCard[],
  month: CalendarDay,
  timeZone: string,
): Map<number, ItemCard[]> {
  const days = new Map<number, ItemCard[]>();
  const sorted = items
    .filter((item) => item.event !== null)
    .sort((a, b) => a.event!.startDate - b.event!.startDate);
  for (const item of sorted) {
    const start = currentMonth(new Date(item.event!.startDate), timeZone);
    if (start.year !== month.year || start.month !== month.month) continue;
    days.set(start.day, [...(days.get(start.day) ?? []), item]);
  }
  return days;
}

/**
 * The item a Comments block shows the comments of: the one at its `item` address (the last part
 * of '/blog/first-post' or 'first-post'), else the collection's newest; null when there is none
 * a visitor may see.
 */
export function commentsTarget(
  settings: CollectionListSettings,
  collection: CollectionShown,
  commentsEnabled: boolean,
): { readonly item: ItemCard; readonly target: ItemResponsesProps } | null {
  const wanted = (settings.item ?? '').trim().split('/').filter(Boolean).pop() ?? '';
  const item =
    wanted === ''
      ? collection.items[0]
      : collection.items.find((candidate) => candidate.slug === decodePart(wanted));
  if (!item) return null;
  const target = {
    collectionId: collection.id,
    itemId: item.id,
    collectionPath: collection.path,
    commentsEnabled,
    withLikes: false,
  };
  return { item, target };
}
