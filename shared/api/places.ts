// Address suggestions at checkout: the spec's GET /api/google-maps/places/autocomplete and
// GET /api/google-maps/places/details (site-and-editor.md §7: "params", answers not shown; "a
// tracking context with productPage and productSection is expected, otherwise an error is
// logged"). The parameters and answers below are ours, shaped after the maps provider's own
// (predictions with a place id, main and secondary text; details as address parts).

import type { ShippingAddress } from './commerce-orders';

export const PlacesPath = {
  /** GET ?input=&country=&productPage=&productSection=[&sessionToken=] → AutocompleteResponse */
  autocomplete: '/api/google-maps/places/autocomplete',
  /** GET ?placeId=&productPage=&productSection=[&sessionToken=] → PlaceDetailsResponse */
  details: '/api/google-maps/places/details',
} as const;

/** The tracking context the checkout sends with every places call. */
export const CHECKOUT_TRACKING = { productPage: 'checkout', productSection: 'shipping-address' };

/** Longest search text (our limit). */
export const PLACES_INPUT_MAX_LENGTH = 200;

export type PlaceType = 'street_address' | 'postal_code' | 'administrative_area_level_1';

export interface PlacePrediction {
  readonly placeId: string;
  /** "New York, United States". */
  readonly description: string;
  readonly mainText: string;
  readonly secondaryText: string;
  readonly types: readonly PlaceType[];
}

export interface AutocompleteResponse {
  readonly predictions: readonly PlacePrediction[];
}

export interface PlaceDetails {
  readonly placeId: string;
  readonly formattedAddress: string;
  /** The parts the place knows; the country always. */
  readonly address: Partial<ShippingAddress> & { readonly country: string };
}

export interface PlaceDetailsResponse {
  readonly result: PlaceDetails;
}

export const PlacesMessage = {
  inputTooLong: `The search text can be at most ${PLACES_INPUT_MAX_LENGTH} characters.`,
  countryInvalid: 'Select a valid country.',
  placeNotFound: 'That place could not be found.',
  /** Logged (not answered) when productPage or productSection is missing. */
  trackingMissing:
    'Places call without its tracking context: productPage and productSection are expected',
} as const;
