// The checkout's order body (shared/api/commerce PlaceOrderRequest), checked the same way by the
// checkout page and the server. A cart that requires shipping (it holds a physical product)
// needs a shipping address; digital-only and service-only carts do not, and any address sent
// with them is ignored. Postal codes follow each country's rule (shared/addresses) with its
// message word for word; in a country with a region list the state must be one of its codes.

import { addressConfig } from '../addresses/config';
import { normalizePostalCode, postalCodeError } from '../addresses/postal-codes';
import { OrderMessage, type ShippingAddress } from '../api/commerce';
import { EMAIL_INVALID_MESSAGE, isEmailAddress } from '../forms/email';

export const ADDRESS_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  address1: 'Address',
  city: 'City',
} as const;

/** Longest value of any address field (our limit). */
export const ADDRESS_FIELD_MAX_LENGTH = 100;

export type OrderRequestCheck =
  | { readonly ok: true; readonly email: string; readonly shippingAddress: ShippingAddress | null }
  | { readonly ok: false; readonly field: string; readonly message: string };

const fail = (field: string, message: string): OrderRequestCheck => ({ ok: false, field, message });

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim().slice(0, ADDRESS_FIELD_MAX_LENGTH) : '';

type AddressCheck =
  | { readonly ok: true; readonly address: ShippingAddress }
  | { readonly ok: false; readonly field: string; readonly message: string };

export function checkShippingAddress(value: unknown): AddressCheck {
  if (typeof value !== 'object' || value === null) {
    return { ok: false, field: 'shippingAddress', message: OrderMessage.addressRequired };
  }
  const raw = value as Record<string, unknown>;
  for (const [key, label] of Object.entries(ADDRESS_FIELD_LABELS)) {
    if (textOf(raw[key]) === '') {
      return {
        ok: false,
        field: `shippingAddress.${key}`,
        message: OrderMessage.fieldRequired(label),
      };
    }
  }
  const country = textOf(raw.country).toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) {
    return { ok: false, field: 'shippingAddress.country', message: OrderMessage.countryInvalid };
  }
  const config = addressConfig(country);
  const state = textOf(raw.state);
  const stateCode = state.toUpperCase();
  if (config.regions.length > 0 && !config.regions.some((region) => region.code === stateCode)) {
    return { ok: false, field: 'shippingAddress.state', message: OrderMessage.regionInvalid };
  }
  const postalCode = normalizePostalCode(textOf(raw.postalCode));
  const postalError = postalCodeError(country, postalCode);
  if (postalError) return { ok: false, field: 'shippingAddress.postalCode', message: postalError };
  return {
    ok: true,
    address: {
      firstName: textOf(raw.firstName),
      lastName: textOf(raw.lastName),
      address1: textOf(raw.address1),
      address2: textOf(raw.address2),
      city: textOf(raw.city),
      state: config.regions.length > 0 ? stateCode : state,
      postalCode,
      country,
    },
  };
}

export function checkOrderRequest(body: unknown, requiresShipping: boolean): OrderRequestCheck {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const email = typeof raw.email === 'string' ? raw.email.trim() : '';
  if (!isEmailAddress(email)) return fail('email', EMAIL_INVALID_MESSAGE);
  if (!requiresShipping) return { ok: true, email, shippingAddress: null };
  const address = checkShippingAddress(raw.shippingAddress);
  return address.ok
    ? { ok: true, email, shippingAddress: address.address }
    : fail(address.field, address.message);
}
