// The child parts of address, date, name, phone and time fields, each its own labelled control.
// The address's State is a list for countries with regions (shared/addresses) and its Zip label
// follows the chosen country; time's Ampm is a choice of AM or PM.

import { useMemo } from 'react';
import { REGION_COUNTRIES } from '../../shared/addresses/config';
import { POSTAL_CODE_COUNTRIES } from '../../shared/addresses/postal-codes';
import { isEnglish } from '../../shared/i18n/english';
import { useSiteWords } from '../site-words';
import { useStorefront } from '../storefront/context';
import type { FieldProps } from './FieldControl';
import {
  AMPM_CHOICES,
  countryChoices,
  NUMERIC_PARTS,
  PART_PLACEHOLDERS,
  PART_WORDS,
} from './parts';
import { addressLabels, DEFAULT_COUNTRY, visibleParts } from './values';

const KNOWN_COUNTRIES = [...REGION_COUNTRIES, ...POSTAL_CODE_COUNTRIES];

export function MultiPartControl(props: FieldProps & { readonly ids: string | undefined }) {
  const { field, domId, error } = props;
  const parts = visibleParts(field);
  const values = Array.isArray(props.value) ? (props.value as readonly string[]) : [];
  const at = (i: number) => values[i] ?? '';
  const set = (i: number, next: string) =>
    props.onChange(parts.map((_, j) => (j === i ? next : at(j))));
  const country = field.type === 'address' ? at(5) || DEFAULT_COUNTRY : '';
  const words = useSiteWords();
  const { language, strings } = useStorefront();
  // In English each country names its region and postal code (State, ZIP Code); in another
  // language the checkout's general words do.
  const english = isEnglish(language);
  // Countries are named in the page's language (Intl), by code as before.
  const countries = useMemo(
    () => countryChoices(KNOWN_COUNTRIES, english ? 'en' : language),
    [english, language],
  );
  const address = addressLabels(country);
  const state = english ? address.state : (strings.fieldRegion ?? address.state);
  const zip = english ? address.zip : (strings.fieldPostalCode ?? address.zip);

  return (
    <div className={`sb-form-parts sb-form-parts--${field.type}`}>
      {parts.map((part, i) => {
        const id = i === 0 ? `${domId}-input` : `${domId}-${part}`;
        const common = {
          id,
          name: `${field.id}-${part}`,
          value: at(i),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': props.ids,
        };
        const key = PART_WORDS[part];
        let label = key ? words[key] : part;
        // The phone's Country part is a calling code, not a country.
        if (field.type === 'phone' && part === 'Country') label = words.partCountryCode;
        if (part === 'State') label = state;
        if (part === 'Zip') label = zip;
        let control = (
          <input
            {...common}
            type="text"
            inputMode={NUMERIC_PARTS.has(part) ? 'numeric' : undefined}
            placeholder={PART_PLACEHOLDERS[part]}
            onChange={(event) => set(i, event.target.value)}
          />
        );
        if (part === 'Ampm') {
          control = (
            <select {...common} onChange={(event) => set(i, event.target.value)}>
              <option value="">—</option>
              {AMPM_CHOICES.map((choice) => (
                <option key={choice}>{choice}</option>
              ))}
            </select>
          );
        } else if (field.type === 'address' && part === 'Country') {
          control = (
            <select {...common} value={country} onChange={(event) => set(i, event.target.value)}>
              {countries.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {choice.name}
                </option>
              ))}
            </select>
          );
        } else if (part === 'State' && address.regions.length > 0) {
          control = (
            <select {...common} onChange={(event) => set(i, event.target.value)}>
              <option value="">—</option>
              {address.regions.map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </select>
          );
        }
        return (
          <span className={`sb-form-part sb-form-part--${part}`} key={part}>
            <label htmlFor={id}>{label}</label>
            {control}
          </span>
        );
      })}
    </div>
  );
}
