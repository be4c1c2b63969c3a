// One item as a list shows it (the collection page, the summary and the filtered lists): its
// main image at its focal point, its title linking to its page, its date (an event's span) with
// the time since in the spec's wording (the page's language's, docs/languages.md), its author and excerpt. Every text is the owner's,
// drawn as text (React escapes it).

import type {
  ItemCard as Card,
  CollectionShown,
  CollectionView,
} from '../../shared/content/collection-view';
import { itemPath } from '../../shared/content/collection-view';
import { dayText, eventSpanText, isoTime } from '../../shared/content/item-dates';
import { timeSince } from '../../shared/content/relative-time';
import { truncate } from '../../shared/content/truncate';
import { fillWords } from '../../shared/i18n/shopper-words';
import { SiteAnchor } from '../SiteAnchor';
import { useSiteWords } from '../site-words';
import { useStorefront } from '../storefront/context';

export interface CardParts {
  readonly date: boolean;
  readonly excerpt: boolean;
  readonly author: boolean;
  readonly image: boolean;
}

export const ALL_PARTS: CardParts = { date: true, excerpt: true, author: true, image: true };

/** Our limit: characters of an excerpt a list shows. */
const EXCERPT_LENGTH = 240;

/** CSS object-position for a focal point (0 to 1 each way). */
export const focalPosition = (point: { x: number; y: number }) =>
  `${Math.round(point.x * 100)}% ${Math.round(point.y * 100)}%`;

/** The item's date: an event's span, else its day, with the time since for a post. */
export function ItemDate({ item, view }: { item: Card; view: CollectionView }) {
  const { language } = useStorefront();
  if (item.event) {
    return (
      <time dateTime={isoTime(item.event.startDate)}>
        {eventSpanText(item.event, view.timeZone, language)}
      </time>
    );
  }
  return (
    <>
      <time dateTime={isoTime(item.date)}>{dayText(item.date, view.timeZone, language)}</time>
      <span className="sb-item-since">{` · ${timeSince(item.date, view.now, language)}`}</span>
    </>
  );
}

export function ItemCardView(props: {
  item: Card;
  collection: CollectionShown;
  view: CollectionView;
  parts: CardParts;
  /** The title's heading level: 2 on the collection page, 3 in a block under its title. */
  level: 2 | 3;
}) {
  const { item, collection, view, parts } = props;
  const words = useSiteWords();
  const href = itemPath(collection, item.slug);
  const Heading = props.level === 2 ? 'h2' : 'h3';
  return (
    <article className="sb-item-card">
      {parts.image && item.image ? (
        <div className="sb-item-card-media">
          <img
            src={item.image.url}
            alt=""
            loading="lazy"
            style={{ objectPosition: focalPosition(item.image.focalPoint) }}
          />
        </div>
      ) : null}
      <div className="sb-item-card-text">
        <Heading className="sb-item-card-title">
          <SiteAnchor href={href}>{item.title}</SiteAnchor>
        </Heading>
        {parts.date || (parts.author && item.author) ? (
          <p className="sb-item-meta">
            {parts.date ? <ItemDate item={item} view={view} /> : null}
            {parts.author && item.author ? (
              <span className="sb-item-author">{`${parts.date ? ' · ' : ''}${fillWords(words.byAuthor, { author: item.author })}`}</span>
            ) : null}
          </p>
        ) : null}
        {parts.excerpt && item.excerpt.trim() ? (
          <p className="sb-item-excerpt">{truncate(item.excerpt.trim(), EXCERPT_LENGTH)}</p>
        ) : null}
      </div>
    </article>
  );
}

/** Cards in a list, grid, wall or carousel. */
export function ItemList(props: {
  items: readonly Card[];
  collection: CollectionShown;
  view: CollectionView;
  parts: CardParts;
  design: 'list' | 'grid' | 'wall' | 'carousel';
  level: 2 | 3;
}) {
  return (
    <div className={`sb-item-list sb-item-list--${props.design}`}>
      {props.items.map((item) => (
        <ItemCardView
          key={item.id}
          item={item}
          collection={props.collection}
          view={props.view}
          parts={props.parts}
          level={props.level}
        />
      ))}
    </div>
  );
}
