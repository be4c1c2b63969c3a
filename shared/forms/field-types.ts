// Form field types and their settings: spec site-and-editor.md §3 "Form field types and their
// settings"; child parts of multi-part fields: storefront.md §3 "Form field types".

/** A select's first entry, chosen by no one (its value is empty). */
export const SELECT_PROMPT = 'Select an option';

export const FORM_FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'website',
  'currency',
  'password',
  'twitter',
  'date',
  'time',
  'name',
  'address',
  'phone',
  'section',
  'radio',
  'checkbox',
  'select',
  'likert',
  'hidden',
] as const;

export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export type FormFieldSetting =
  | 'description'
  | 'placeholder'
  | 'required'
  | 'currencySymbol'
  | 'showCountryCode'
  | 'underline'
  | 'options'
  | 'key'
  | 'value'
  | 'maxLength';

const SETTINGS: Readonly<Record<FormFieldType, readonly FormFieldSetting[]>> = {
  text: ['description', 'placeholder', 'required'],
  textarea: ['description', 'placeholder', 'required'],
  email: ['description', 'placeholder', 'required'],
  number: ['description', 'placeholder', 'required'],
  website: ['description', 'placeholder', 'required'],
  currency: ['description', 'currencySymbol', 'required'],
  password: ['description', 'required'],
  twitter: ['description', 'required'],
  date: ['description', 'required'],
  time: ['description', 'required'],
  name: ['description', 'required'],
  address: ['description', 'required'],
  phone: ['description', 'showCountryCode', 'required'],
  section: ['description', 'underline'],
  radio: ['description', 'options', 'required'],
  checkbox: ['description', 'options', 'required'],
  select: ['description', 'options', 'required'],
  likert: ['description', 'options', 'required'],
  hidden: ['key', 'value'],
};

export function isFormFieldType(value: unknown): value is FormFieldType {
  return typeof value === 'string' && (FORM_FIELD_TYPES as readonly string[]).includes(value);
}

/**
 * The settings a field type offers. "textarea additionally has maxLength when a vanilla form
 * handler flag is on."
 */
export function fieldSettings(
  type: FormFieldType,
  flags: { readonly vanillaFormHandler: boolean } = { vanillaFormHandler: false },
): readonly FormFieldSetting[] {
  const settings = SETTINGS[type];
  return type === 'textarea' && flags.vanillaFormHandler ? [...settings, 'maxLength'] : settings;
}

/** Multi-part fields and their child parts, in submission order. */
export const FIELD_PARTS = {
  address: ['Line1', 'Line2', 'City', 'State', 'Zip', 'Country'],
  date: ['Month', 'Day', 'Year'],
  name: ['First', 'Last'],
  phone: ['Country', 'Areacode', 'Prefix', 'Line'],
  time: ['Hour', 'Minute', 'Second', 'Ampm'],
} as const;

export type MultiPartFieldType = keyof typeof FIELD_PARTS;

export function isMultiPartFieldType(type: FormFieldType): type is MultiPartFieldType {
  return Object.hasOwn(FIELD_PARTS, type);
}
