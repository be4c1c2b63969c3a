// The checkout's address suggestions (shared/api/places.ts), with the tracking context the spec
// expects on every call.
import {
  type AutocompleteResponse,
  CHECKOUT_TRACKING,
  type PlaceDetailsResponse,
  PlacesPath,
} from '../../../shared/api/places';
import { getJson } from '../api';

export function suggestPlaces(input: string, country: string) {
  return getJson<AutocompleteResponse>(PlacesPath.autocomplete, {
    ...CHECKOUT_TRACKING,
    input,
    country,
  });
}

export function placeDetails(placeId: string) {
  return getJson<PlaceDetailsResponse>(PlacesPath.details, { ...CHECKOUT_TRACKING, placeId });
}
