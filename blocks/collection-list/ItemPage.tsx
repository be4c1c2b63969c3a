// An item's own page (content item, 50) at /<collection>/<item>: its title, date with the time
// since, author, main image at its focal point, an event's details, its body through the Text
// block's renderer, its tags and categories linking to the collection's lists of them, and share
// links (plain links: no network's script). An item a visitor may not see is the not-found text.

import type {
  CollectionShown,
  CollectionView,
  ItemDetail,
} from '../../shared/content/collection-view';
import { itemPath, termPath } from '../../shared/content/collection-view';
import { shareLinks } from '../../shared/content/share-links';
import { fillWords } from '../../shared/i18n/shopper-words';
import { RichText } from '../rich-text/RichText';
import { SiteAnchor } from '../SiteAnchor';
import { useSiteWords } from '../site-words';
import '../rich-text/rich-text.css';
import { EventDetails } from './EventDetails';
import { focalPosition, ItemDate } from './ItemCard';
import { TrackList } from './TrackList';
import './collection-pages.css';

function Terms(props: { kind: 'tag' | 'category'; names: readonly string[]; path: string }) {
  const words = useSiteWords();
  if (props.names.length === 0) return null;
  const label = props.kind === 'tag' ? words.tags : words.categories;
  return (
    <nav className="sb-item-terms" aria-label={label}>
      <span className="sb-item-terms-label">{label}:</span>
      <ul>
        {props.names.map((name) => (
          <li key={name}>
            <SiteAnchor href={termPath(props.path, props.kind, name)}>{name}</SiteAnchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ItemPageView(props: {
  item: ItemDetail;
  collection: CollectionShown;
  view: CollectionView;
}) {
  const { item, collection, view } = props;
  const words = useSiteWords();
  const url = `${view.origin}${itemPath(collection, item.slug)}`;
  return (
    <article className="sb-item-page">
      <header className="sb-item-header">
        <p className="sb-item-back">
          <SiteAnchor href={collection.path}>{collection.title}</SiteAnchor>
        </p>
        <h1 className="sb-item-title">{item.title}</h1>
        <p className="sb-item-meta">
          {item.event ? null : <ItemDate item={item} view={view} />}
          {item.author ? (
            <span className="sb-item-author">{`${item.event ? '' : ' · '}${fillWords(words.byAuthor, { author: item.author })}`}</span>
          ) : null}
        </p>
      </header>
      {item.image ? (
        <img
          className="sb-item-image"
          src={item.image.url}
          alt={item.image.alt}
          style={{ objectPosition: focalPosition(item.image.focalPoint) }}
        />
      ) : null}
      <EventDetails item={item} collection={collection} view={view} />
      {item.body ? (
        <div className="sb-rich-text sb-prose sb-item-body">
          <RichText value={item.body} />
        </div>
      ) : null}
      {item.tracks.length > 0 ? <TrackList tracks={item.tracks} label={words.tracks} /> : null}
      <Terms kind="tag" names={item.tags} path={collection.path} />
      <Terms kind="category" names={item.categories} path={collection.path} />
      <nav className="sb-share" aria-label={words.share}>
        <span className="sb-item-terms-label">{words.share}:</span>
        <ul>
          {shareLinks(url, item.title).map((link) => (
            <li key={link.network}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.network}
                <span className="sb-visually-hidden"> {words.newWindow}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
