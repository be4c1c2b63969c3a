// An event's part of its page: when and where, "Add to calendar" (Google's link built by the
// spec's rule, shared/content/calendar-link.ts) and the calendar file to download, and a map card
// drawn by the Map block when the place has latitude and longitude (spec §5 "has a map").

import { calendarEventUrl, locationText } from '../../shared/content/calendar-link';
import type {
  CollectionShown,
  CollectionView,
  ItemCard,
} from '../../shared/content/collection-view';
import { hasMap } from '../../shared/content/events';
import { icsPath } from '../../shared/content/feeds';
import { MapRender } from '../map/Render';
import { mapSchema } from '../map/schema';
import { SiteAnchor } from '../SiteAnchor';
import { useSiteWords } from '../site-words';
import { safeLinkHref } from '../url';
import { ItemDate } from './ItemCard';

export function EventDetails(props: {
  item: ItemCard;
  collection: CollectionShown;
  view: CollectionView;
}) {
  const { item, collection, view } = props;
  const words = useSiteWords();
  const event = item.event;
  if (!event) return null;
  const place = locationText(event.location);
  const google = calendarEventUrl({ title: item.title, ...event });
  const googleHref = google === undefined ? null : safeLinkHref(google);
  const { mapLat, mapLng } = event.location;
  const mapAddress = place || `${mapLat}, ${mapLng}`;
  return (
    <section className="sb-event-details" aria-label={words.eventDetails}>
      <p className="sb-event-when">
        <ItemDate item={item} view={view} />
      </p>
      {place ? <p className="sb-event-where">{place}</p> : null}
      <p className="sb-event-actions">
        {googleHref ? (
          <a href={googleHref} target="_blank" rel="noopener noreferrer">
            {words.addToCalendar}
            <span className="sb-visually-hidden"> {words.googleCalendarNewWindow}</span>
          </a>
        ) : null}
        <SiteAnchor href={icsPath(collection, item.slug)} download>
          {words.calendarFile}
        </SiteAnchor>
      </p>
      {hasMap(event.location) ? (
        <MapRender
          block={{ id: 'event-map', type: mapSchema.type, settings: {} }}
          settings={{ ...mapSchema.defaults, address: mapAddress, label: item.title }}
        />
      ) : null}
    </section>
  );
}
