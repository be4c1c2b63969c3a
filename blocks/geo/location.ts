// The geo block's rules, without React: what a coordinate setting may hold, the place as the
// shared content rules read a location (shared/content/events: "A location has a map only if
// latitude and longitude both exist") and its OpenStreetMap link.
import { z } from 'zod';
import { type EventLocation, hasMap } from '../../shared/content/events';

export const OPENSTREETMAP_URL = 'https://www.openstreetmap.org/';

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A coordinate as typed: empty for none, else a number from -limit to limit. */
export function coordinateSchema(name: 'Latitude' | 'Longitude', limit: number) {
  const message = `${name} must be a number from -${limit} to ${limit}, or empty.`;
  return z.string(message).refine((value) => {
    const text = value.trim();
    if (text === '') return true;
    return NUMBER.test(text) && Math.abs(Number(text)) <= limit;
  }, message);
}

/** The number a coordinate setting holds, or null when it is empty or not a number. */
export function coordinate(value: string): number | null {
  const text = value.trim();
  return NUMBER.test(text) ? Number(text) : null;
}

export interface PlaceSettings {
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly country: string;
  readonly latitude: string;
  readonly longitude: string;
}

/** The place as a location of the shared content rules. */
export function placeLocation(place: PlaceSettings): EventLocation {
  return {
    addressLine1: place.addressLine1,
    addressLine2: place.addressLine2,
    addressCountry: place.country,
    mapLat: coordinate(place.latitude),
    mapLng: coordinate(place.longitude),
  };
}

/** The "Show on map" address, only when the location has a map (both coordinates exist). */
export function mapUrl(location: EventLocation): string | null {
  if (!hasMap(location)) return null;
  const query = `mlat=${encodeURIComponent(String(location.mapLat))}&mlon=${encodeURIComponent(String(location.mapLng))}`;
  return `${OPENSTREETMAP_URL}?${query}`;
}
