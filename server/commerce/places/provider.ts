// Address suggestions behind a small interface, so a maps provider can take the place of the one
// here. No outside host can be reached, so KnownPlaces suggests from what the server knows: the
// signed-in site user's earlier shipping addresses (from their orders), the country's regions
// (shared/addresses) and a postal code that fits the country's rule.
import { addressConfig } from '../../../shared/addresses/config';
import {
  normalizePostalCode,
  POSTAL_CODE_COUNTRIES,
  postalCodeError,
} from '../../../shared/addresses/postal-codes';
import type { ShippingAddress } from '../../../shared/api/commerce';
import type { PlaceDetails, PlacePrediction } from '../../../shared/api/places';

export interface PlacesQuery {
  readonly input: string;
  /** ISO 3166-1 alpha-2, upper case. */
  readonly country: string;
  readonly siteUserId: string | null;
}

export interface PlacesProvider {
  autocomplete(query: PlacesQuery): Promise<PlacePrediction[]>;
  /** Null when the place is unknown (or another user's). */
  details(placeId: string, siteUserId: string | null): Promise<PlaceDetails | null>;
}

/** At most this many suggestions an answer (our limit). */
export const MAX_PREDICTIONS = 5;

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
export const countryName = (code: string): string => regionNames.of(code) ?? code;

const fold = (text: string) => text.trim().toLowerCase();

function addressLine(address: ShippingAddress): string {
  return `${address.city}, ${address.state} ${address.postalCode}, ${countryName(address.country)}`;
}

function addressPlace(address: ShippingAddress, index: number): PlaceDetails {
  return {
    placeId: `address:${index}`,
    formattedAddress: `${address.address1}, ${addressLine(address)}`,
    address,
  };
}

export class KnownPlaces implements PlacesProvider {
  /** `earlierAddresses`: a site user's distinct shipping addresses, newest first. */
  constructor(
    private readonly earlierAddresses: (siteUserId: string) => Promise<ShippingAddress[]>,
  ) {}

  async autocomplete({ input, country, siteUserId }: PlacesQuery): Promise<PlacePrediction[]> {
    const wanted = fold(input);
    if (wanted === '') return [];
    const found: PlacePrediction[] = [];
    const addresses = siteUserId === null ? [] : await this.earlierAddresses(siteUserId);
    addresses.forEach((address, index) => {
      const text = fold(`${address.address1} ${address.address2 ?? ''} ${addressLine(address)}`);
      if (address.country !== country || !text.includes(wanted)) return;
      const place = addressPlace(address, index);
      found.push({
        placeId: place.placeId,
        description: place.formattedAddress,
        mainText: address.address1,
        secondaryText: addressLine(address),
        types: ['street_address'],
      });
    });
    const code = normalizePostalCode(input);
    if (POSTAL_CODE_COUNTRIES.includes(country) && postalCodeError(country, code) === null) {
      found.push({
        placeId: `postal:${country}:${code}`,
        description: `${code}, ${countryName(country)}`,
        mainText: code,
        secondaryText: countryName(country),
        types: ['postal_code'],
      });
    }
    for (const region of addressConfig(country).regions) {
      const name = fold(region.name);
      if (
        !name.startsWith(wanted) &&
        !name.includes(` ${wanted}`) &&
        fold(region.code) !== wanted
      ) {
        continue;
      }
      found.push({
        placeId: `region:${country}:${region.code}`,
        description: `${region.name}, ${countryName(country)}`,
        mainText: region.name,
        secondaryText: countryName(country),
        types: ['administrative_area_level_1'],
      });
    }
    return found.slice(0, MAX_PREDICTIONS);
  }

  async details(placeId: string, siteUserId: string | null): Promise<PlaceDetails | null> {
    const [kind, first = '', second = ''] = placeId.split(':');
    if (kind === 'address') {
      if (siteUserId === null || !/^\d{1,3}$/.test(first)) return null;
      const address = (await this.earlierAddresses(siteUserId))[Number(first)];
      return address ? addressPlace(address, Number(first)) : null;
    }
    if (!/^[A-Z]{2}$/.test(first)) return null;
    if (
      kind === 'postal' &&
      POSTAL_CODE_COUNTRIES.includes(first) &&
      !postalCodeError(first, second)
    ) {
      return {
        placeId,
        formattedAddress: `${second}, ${countryName(first)}`,
        address: { postalCode: second, country: first },
      };
    }
    const region = addressConfig(first).regions.find((r) => r.code === second);
    if (kind === 'region' && region) {
      return {
        placeId,
        formattedAddress: `${region.name}, ${countryName(first)}`,
        address: { state: region.code, country: first },
      };
    }
    return null;
  }
}
