// A collection block with items to show (docs/collections.md): the cards of a summary, journal
// or filtered list in its design, the upcoming tour dates, an album's tracks, the archive's
// months, the tag cloud, the month's events on a calendar, or an item's comments. Null when there is nothing to
// show, so the block keeps its empty state. Plain HTML, the same in the frame and on the site.

import type { ReactNode } from 'react';
import { BlockType } from '../../shared/codes/block-type-codes';
import {
  archiveMonths,
  type CollectionShown,
  type CollectionView,
  type ItemCard,
  itemPath,
  tagCounts,
  termPath,
} from '../../shared/content/collection-view';
import { fillWords } from '../../shared/i18n/shopper-words';
import { SiteAnchor } from '../SiteAnchor';
import { useSiteWords } from '../site-words';
import { useStorefront } from '../storefront/context';
import { blockCards, commentsTarget, eventsByDay } from './block-items';
import { CalendarMonth } from './CalendarMonth';
import { ItemList } from './ItemCard';
import type { CollectionListSettings } from './list-settings';
import { currentMonth, monthTitle } from './month-grid';
import { Responses } from './Responses';
import { TrackList } from './TrackList';
import './collection-pages.css';

interface Props {
  readonly type: number;
  readonly settings: CollectionListSettings;
  readonly collection: CollectionShown;
  readonly view: CollectionView;
}

function cardsOf({ type, settings, collection, view }: Props): ReactNode {
  const cards = blockCards(type, settings, collection, view.now, view.timeZone);
  if (cards.length === 0) return null;
  const summary = type === BlockType.summary || type === BlockType.summaryV2;
  const design = summary ? (settings.variant ?? 'grid') : 'list';
  const parts = {
    date: settings.showDate ?? true,
    excerpt: settings.showExcerpt ?? true,
    author: settings.showAuthor ?? false,
    image: true,
  };
  return (
    <ItemList
      items={cards}
      collection={collection}
      view={view}
      parts={parts}
      design={design}
      level={3}
    />
  );
}

const albumOf = (collection: CollectionShown) =>
  collection.items.find((item) => item.tracks.length > 0);

function AlbumTracks({ album, collection }: { album: ItemCard; collection: CollectionShown }) {
  const words = useSiteWords();
  return (
    <>
      <p className="sb-album-title">
        <SiteAnchor href={itemPath(collection, album.slug)}>{album.title}</SiteAnchor>
      </p>
      <TrackList tracks={album.tracks} label={fillWords(words.tracksOf, { title: album.title })} />
    </>
  );
}

function Archive({ collection, view }: Pick<Props, 'collection' | 'view'>): ReactNode {
  const { language } = useStorefront();
  const months = archiveMonths(collection.items, view.timeZone);
  if (months.length === 0) return null;
  return (
    <ul className="sb-archive">
      {months.map(({ month, count }) => (
        <li key={month}>
          <SiteAnchor href={`${collection.path}?month=${month}`}>
            {`${monthTitle(Number(month.slice(0, 4)), Number(month.slice(5)), language)} (${count})`}
          </SiteAnchor>
        </li>
      ))}
    </ul>
  );
}

function tagCloudOf(collection: CollectionShown): ReactNode {
  const tags = tagCounts(collection.items);
  if (tags.length === 0) return null;
  const most = Math.max(...tags.map((tag) => tag.count));
  return (
    <ul className="sb-tag-cloud">
      {tags.map((tag) => (
        <li key={tag.name} style={{ fontSize: `${1 + (tag.count / most) * 0.75}em` }}>
          <SiteAnchor
            href={termPath(collection.path, 'tag', tag.name)}
            aria-label={`${tag.name} (${tag.count})`}
          >
            {tag.name}
          </SiteAnchor>
        </li>
      ))}
    </ul>
  );
}

/** A Comments block: the item it points at, linked, and its comments (Responses.tsx). */
function commentsOf({ settings, collection, view }: Props): ReactNode {
  if (!view.commentsEnabled) {
    return <p className="sb-collection-hint">Comments are turned off on this site.</p>;
  }
  const found = commentsTarget(settings, collection, view.commentsEnabled);
  if (!found) return null;
  return (
    <>
      <p className="sb-comments-on">
        On <SiteAnchor href={itemPath(collection, found.item.slug)}>{found.item.title}</SiteAnchor>
      </p>
      <Responses {...found.target} />
    </>
  );
}

function Calendar({ collection, view }: Pick<Props, 'collection' | 'view'>) {
  const today = currentMonth(new Date(view.now), view.timeZone);
  const days = eventsByDay(collection.items, today, view.timeZone);
  return (
    <CalendarMonth
      today={today}
      events={{ days, href: (item) => itemPath(collection, item.slug) }}
    />
  );
}

/** The block's items; null when it has none to show (or is not a list of items). */
export function filledList(props: Props): ReactNode {
  switch (props.type) {
    case BlockType.album: {
      const album = albumOf(props.collection);
      return album ? <AlbumTracks album={album} collection={props.collection} /> : null;
    }
    case BlockType.archive:
      return <Archive collection={props.collection} view={props.view} />;
    case BlockType.tagCloud:
      return tagCloudOf(props.collection);
    case BlockType.comments:
      return commentsOf(props);
    case BlockType.calendar:
      return props.collection.items.some((item) => item.event) ? <Calendar {...props} /> : null;
    case BlockType.journal:
    case BlockType.summary:
    case BlockType.summaryV2:
    case BlockType.postsByAuthor:
    case BlockType.byTag:
    case BlockType.byCategory:
    case BlockType.byMonth:
    case BlockType.tourDates:
      return cardsOf(props);
    default:
      return null;
  }
}
