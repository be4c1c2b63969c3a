// The checkout form's rules (test mode): the fields, the countries offered, each country's
// labels, region list and postal-code rule (shared/addresses, messages word for word), and the
// order request it sends. A purely digital cart needs no shipping address.

import { addressConfig } from '../../../shared/addresses/config';
import { countryNamer } from '../../../shared/addresses/country-names';
import { normalizePostalCode, postalCodeError } from '../../../shared/addresses/postal-codes';
import {
  OrderMessage,
  type PlaceOrderRequest,
  type ShoppingCart,
} from '../../../shared/api/commerce';
import { emailFieldError } from '../../../shared/forms/email';
import { isEnglish } from '../../../shared/i18n/english';
import {
  ENGLISH_SHOPPER_WORDS,
  fillWords,
  type ShopperWords,
} from '../../../shared/i18n/shopper-words';

export interface CheckoutForm {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly address1: string;
  readonly address2: string;
  readonly city: string;
  readonly state: string;
  readonly postalCode: string;
  readonly country: string;
}

export type CheckoutField = keyof CheckoutForm;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const EMPTY_CHECKOUT: CheckoutForm = {
  email: '',
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US',
};

/** The countries offered: those with a postal-code rule or a region list, then a few others. */
export const CHECKOUT_COUNTRIES: readonly { readonly code: string; readonly name: string }[] = [
  { code: 'US', name: 'United States' },
  { code: 'CA', name: 'Canada' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'IE', name: 'Ireland' },
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'FR', name: 'France' },
  { code: 'ES', name: 'Spain' },
  { code: 'NO', name: 'Norway' },
  { code: 'SE', name: 'Sweden' },
  { code: 'DE', name: 'Germany' },
  { code: 'JP', name: 'Japan' },
];

/**
 * A country's name in the shopper's language (Intl), or our English one where Intl has none.
 */
export function countryName(code: string, language: string): string {
  const english = CHECKOUT_COUNTRIES.find((country) => country.code === code)?.name ?? code;
  return isEnglish(language) ? english : (countryNamer(language)(code) ?? english);
}

/**
 * The labels of the address fields for a country (its subdivision and postal-code terms) in the
 * shopper's words; a language other than English names the region and postal code its own way.
 */
export function fieldLabels(
  country: string,
  words: ShopperWords = ENGLISH_SHOPPER_WORDS,
): Record<CheckoutField, string> {
  const config = addressConfig(country);
  return {
    email: words.fieldEmail,
    firstName: words.fieldFirstName,
    lastName: words.fieldLastName,
    address1: words.fieldAddress,
    address2: words.fieldAddress2,
    city: words.fieldCity,
    state: words.fieldRegion ?? config.subdivisionLabel,
    postalCode: words.fieldPostalCode ?? config.postalCodeLabel,
    country: words.fieldCountry,
  };
}

/** Whether the cart needs a shipping address (not for a purely digital cart). */
export function needsShippingAddress(cart: Pick<ShoppingCart, 'purelyDigital'>): boolean {
  return !cart.purelyDigital;
}

const REQUIRED_ADDRESS: readonly CheckoutField[] = [
  'firstName',
  'lastName',
  'address1',
  'city',
  'state',
  'postalCode',
];

/** Every field's error; empty when the form can be sent. */
export function checkoutErrors(
  form: CheckoutForm,
  needsAddress: boolean,
  words: ShopperWords = ENGLISH_SHOPPER_WORDS,
): CheckoutErrors {
  const errors: Record<string, string> = {};
  const labels = fieldLabels(form.country, words);
  const required = (label: string) => fillWords(words.fieldRequired, { label });
  if (form.email.trim() === '') errors.email = required(labels.email);
  else {
    const emailError = emailFieldError(form.email);
    if (emailError) errors.email = emailError;
  }
  if (!needsAddress) return errors;
  const config = addressConfig(form.country);
  if (!CHECKOUT_COUNTRIES.some((country) => country.code === form.country)) {
    errors.country = OrderMessage.countryInvalid;
  }
  for (const field of REQUIRED_ADDRESS) {
    if (form[field].trim() === '') errors[field] = required(labels[field]);
  }
  if (
    errors.state === undefined &&
    config.regions.length > 0 &&
    !config.regions.some((region) => region.code === form.state)
  ) {
    errors.state = OrderMessage.regionInvalid;
  }
  if (errors.postalCode === undefined) {
    const postal = postalCodeError(form.country, form.postalCode);
    if (postal) errors.postalCode = postal;
  }
  return errors;
}

/** The body of POST /api/commerce/orders. */
export function orderRequest(form: CheckoutForm, needsAddress: boolean): PlaceOrderRequest {
  if (!needsAddress) return { email: form.email.trim(), shippingAddress: null };
  return {
    email: form.email.trim(),
    shippingAddress: {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      address1: form.address1.trim(),
      address2: form.address2.trim(),
      city: form.city.trim(),
      state: form.state.trim(),
      postalCode: normalizePostalCode(form.postalCode),
      country: form.country,
    },
  };
}

/** The form with a chosen place's parts filled in (a region or postal code fills only itself). */
export function formWithPlace(
  form: CheckoutForm,
  address: Partial<Record<keyof CheckoutForm, string>>,
): CheckoutForm {
  const country = address.country ?? form.country;
  const kept = (key: 'address1' | 'address2' | 'city' | 'state' | 'postalCode', was: string) => {
    const value = address[key];
    return value !== undefined && (value !== '' || key === 'address2') ? value : was;
  };
  const state = country === form.country ? form.state : '';
  return {
    ...form,
    country,
    address1: kept('address1', form.address1),
    address2: kept('address2', form.address2),
    city: kept('city', form.city),
    state: kept('state', state),
    postalCode: kept('postalCode', form.postalCode),
  };
}
