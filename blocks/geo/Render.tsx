// The geo block: a place card with a pin, the place's name, its address (on separate lines, or on
// one line joined as the calendar link joins it) and, when both coordinates exist, a "Show on map"
// link to OpenStreetMap in a new window.
import { useId } from 'react';
import { locationText } from '../../shared/content/calendar-link';
import type { BlockRenderProps } from '../types';
import { mapUrl, placeLocation } from './location';
import type { GeoSettings } from './schema';
import './geo.css';

export const SHOW_ON_MAP = 'Show on map';
export const NEW_WINDOW_HINT = '(opens in a new window)';

export function GeoRender({ settings }: BlockRenderProps<GeoSettings>) {
  const id = useId();
  const location = placeLocation(settings);
  const map = mapUrl(location);
  const name = settings.placeName.trim();
  const lines = [settings.addressLine1, settings.addressLine2, settings.country]
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const address = settings.addressLayout === 'oneLine' ? locationText(location) : lines.join('\n');
  return (
    <section className="sb-geo" aria-labelledby={name ? `${id}-name` : undefined}>
      <svg className="sb-geo-pin" aria-hidden="true" viewBox="0 0 24 24" width="28" height="28">
        <path
          d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
          fill="currentColor"
        />
      </svg>
      <div className="sb-geo-body">
        {name ? (
          <h3 id={`${id}-name`} className="sb-geo-name">
            {name}
          </h3>
        ) : null}
        {address ? <address className="sb-geo-address">{address}</address> : null}
        {map ? (
          <a className="sb-geo-map" href={map} target="_blank" rel="noopener noreferrer">
            {SHOW_ON_MAP} <span className="sb-geo-hint">{NEW_WINDOW_HINT}</span>
          </a>
        ) : null}
      </div>
    </section>
  );
}
