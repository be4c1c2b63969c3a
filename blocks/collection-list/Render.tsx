// A block that lists a collection (posts, pages, tags, events, tracks): the items of the
// collection at its path that a visitor may see (FilledList.tsx); while there are none it shows
// what will be there: placeholder shapes in the chosen design (or the
// current month for a calendar, the link for a collection link or feed), a line a visitor may read
// ("No posts yet.") and a muted line saying what will show.
import { collectionAtPath } from '../../shared/content/collection-view';
import type { BlockRenderProps } from '../types';
import { safeLinkHref } from '../url';
import { CalendarMonth } from './CalendarMonth';
import {
  type CollectionInfo,
  collectionHref,
  collectionName,
  collectionOf,
  placeholderCount,
} from './collections';
import { filledList } from './FilledList';
import type { CollectionListSettings } from './list-settings';
import { Skeleton } from './Skeleton';
import { useCollectionView } from './view-context';
import './collection-list.css';

interface BodyProps {
  readonly info: CollectionInfo;
  readonly settings: CollectionListSettings;
}

function FeedGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M5 5a14 14 0 0 1 14 14M5 11a8 8 0 0 1 8 8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <circle cx="6" cy="18" r="2" fill="currentColor" />
    </svg>
  );
}

function ListBody({ info, settings }: BodyProps) {
  const { body } = info;
  if (body.kind === 'calendar') return <CalendarMonth />;
  if (body.kind === 'link' || body.kind === 'feed') {
    const path = settings.collection ?? '';
    const href = safeLinkHref(collectionHref(path, body.kind));
    const label =
      body.kind === 'feed' ? 'Subscribe by RSS' : settings.title.trim() || collectionName(path);
    if (href === null) return null;
    return (
      <a className={`sb-collection-link sb-collection-link--${body.kind}`} href={href}>
        {body.kind === 'feed' ? <FeedGlyph /> : null}
        {label}
      </a>
    );
  }
  const shape = body.shape === 'variant' ? (settings.variant ?? 'grid') : body.shape;
  const parts = {
    date: settings.showDate ?? true,
    excerpt: settings.showExcerpt ?? true,
    author: settings.showAuthor ?? false,
  };
  return (
    <Skeleton shape={shape} count={placeholderCount(shape, settings.itemsToShow)} parts={parts} />
  );
}

export function CollectionListRender({
  settings,
  block,
}: BlockRenderProps<CollectionListSettings>) {
  const info = collectionOf(block.type);
  const view = useCollectionView();
  if (!info) return null;
  // A collection link's title is its link text, not a heading.
  const title = info.body.kind === 'link' ? '' : settings.title.trim();
  const collection = view ? collectionAtPath(view, settings.collection) : undefined;
  const filled =
    view && collection ? filledList({ type: block.type, settings, collection, view }) : null;
  return (
    <section className="sb-collection" aria-label={title || info.name}>
      {title ? <h2 className="sb-collection-title">{title}</h2> : null}
      {filled ?? (
        <>
          <ListBody info={info} settings={settings} />
          {info.empty ? <p className="sb-collection-empty">{info.empty}</p> : null}
          <p className="sb-collection-hint">{info.hint(settings)}</p>
        </>
      )}
    </section>
  );
}
