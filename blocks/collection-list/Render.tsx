// A block that lists a collection (posts, pages, tags, events, tracks): the items of the
// collection at its path that a visitor may see (FilledList.tsx), or the folder at its path for
// an index or folder and the collection itself for a collection link (FolderList.tsx); while there are none it shows
// what will be there: placeholder shapes in the chosen design (or the
// current month for a calendar, the link for a collection link or feed), a line a visitor may read
// ("No posts yet.") and a muted line saying what will show.

import type { ReactNode } from 'react';
import { BlockType } from '../../shared/codes/block-type-codes';
import { type CollectionView, collectionAtPath } from '../../shared/content/collection-view';
import { folderAtPath } from '../../shared/content/folder-view';
import { useSiteHref } from '../site-path';
import { useSiteWords } from '../site-words';
import type { BlockRenderProps } from '../types';
import { CalendarMonth } from './CalendarMonth';
import {
  type CollectionInfo,
  collectionHref,
  collectionName,
  collectionOf,
  placeholderCount,
} from './collections';
import { filledList } from './FilledList';
import { CollectionLink, folderList } from './FolderList';
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
  const siteHref = useSiteHref();
  const words = useSiteWords();
  if (body.kind === 'calendar') return <CalendarMonth />;
  if (body.kind === 'link' || body.kind === 'feed') {
    const path = settings.collection ?? '';
    const href = siteHref(collectionHref(path, body.kind));
    const label =
      body.kind === 'feed' ? words.rssLink : settings.title.trim() || collectionName(path);
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

/** What the block shows of the view; null: its empty state. */
function filledOf(type: number, settings: CollectionListSettings, view: CollectionView): ReactNode {
  if (collectionOf(type)?.readsFolder) {
    return folderList(type, folderAtPath(view.folders, settings.collection));
  }
  const collection = collectionAtPath(view, settings.collection);
  if (!collection) return null;
  if (type === BlockType.collectionLink) {
    return <CollectionLink collection={collection} title={settings.title} />;
  }
  return filledList({ type, settings, collection, view });
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
  const filled = view ? filledOf(block.type, settings, view) : null;
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
