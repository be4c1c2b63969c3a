// The service-card block types (twitter 6, foursquare 24, instagram 25, 500px 42, flickr 45,
// amazon 46, opentable 50, soundcloud 56, wedding registry 63, acuity 65, opentable v2 66, tock
// 68): one definition per row of services.ts, each with the owner's address (https, on the
// service's hosts, empty allowed), an optional title and button label, the alignment, and the
// type's own extra (Amazon ASIN, OpenTable restaurant ID, Tock design).
import { z } from 'zod';
import { type Alignment, alignField, alignSchema } from '../align';
import { familyDefinition, type Setting, setting } from '../family';
import type { BlockSchemaDefinition } from '../types';
import { ASIN_PATTERN, addressHelp, checkServiceAddress, RESTAURANT_ID_PATTERN } from './hosts';
import { SERVICES, type ServiceInfo, TOCK_VARIANTS, type TockVariant } from './services';

export const MAX_CARD_TITLE = 200;
export const MAX_CARD_BUTTON_LABEL = 80;

export type ServiceCardSettings = {
  readonly url: string;
  readonly title: string;
  readonly buttonLabel: string;
  readonly align: Alignment;
  readonly asin?: string;
  readonly restaurantId?: string;
  readonly variant?: TockVariant;
};

function addressSetting(service: ServiceInfo): Setting {
  const schema = z
    .string()
    .superRefine((value, ctx) => {
      const verdict = checkServiceAddress(service, value);
      if (!verdict.ok) ctx.addIssue({ code: 'custom', message: verdict.message });
    })
    .default('');
  return setting(schema, {
    key: 'url',
    label: `${service.name} address`,
    kind: 'url',
    placeholder: service.example,
    help: addressHelp(service),
  });
}

const EXTRAS: Readonly<Record<NonNullable<ServiceInfo['extra']>, Setting>> = {
  asin: setting(
    z
      .string()
      .refine(
        (value) => value === '' || ASIN_PATTERN.test(value),
        'An ASIN is 10 capital letters and digits, such as B08N5WRWNW.',
      )
      .default(''),
    {
      key: 'asin',
      label: 'Product ASIN',
      kind: 'text',
      translatable: false,
      maxLength: 10,
      help: 'Optional: the product’s 10-character code on Amazon, used when no address is given.',
    },
  ),
  restaurantId: setting(
    z
      .string()
      .refine(
        (value) => value === '' || RESTAURANT_ID_PATTERN.test(value),
        'A restaurant ID is a number of up to 10 digits, such as 123456.',
      )
      .default(''),
    {
      key: 'restaurantId',
      label: 'Restaurant ID',
      kind: 'text',
      translatable: false,
      maxLength: 10,
      help: 'Optional: your restaurant’s number on OpenTable, used when no address is given.',
    },
  ),
  variant: setting(
    z.enum(TOCK_VARIANTS, 'Choose reservations or events.').default('reservations'),
    {
      key: 'variant',
      label: 'Design',
      kind: 'choice',
      display: 'segmented',
      options: [
        { value: 'reservations', label: 'Reservations' },
        { value: 'events', label: 'Events' },
      ],
    },
  ),
};

function serviceSettings(service: ServiceInfo): Setting[] {
  const list = [
    addressSetting(service),
    setting(
      z
        .string()
        .max(MAX_CARD_TITLE, `A title can be at most ${MAX_CARD_TITLE} characters.`)
        .default(''),
      {
        key: 'title',
        label: 'Title',
        kind: 'text',
        maxLength: MAX_CARD_TITLE,
        help: 'Optional: shown above the card’s text.',
      },
    ),
    setting(
      z
        .string()
        .max(
          MAX_CARD_BUTTON_LABEL,
          `A button label can be at most ${MAX_CARD_BUTTON_LABEL} characters.`,
        )
        .default(''),
      {
        key: 'buttonLabel',
        label: 'Button label',
        kind: 'text',
        maxLength: MAX_CARD_BUTTON_LABEL,
        placeholder: service.cta,
        help: service.variants
          ? 'Optional: leave empty for the wording of the chosen design.'
          : `Optional: leave empty for “${service.cta}”.`,
      },
    ),
    setting(alignSchema().default('left'), alignField()),
  ];
  return service.extra ? [...list, EXTRAS[service.extra]] : list;
}

export const serviceCardSchemas: readonly BlockSchemaDefinition<ServiceCardSettings>[] =
  SERVICES.map((service) =>
    familyDefinition<ServiceCardSettings>(service.type, serviceSettings(service)),
  );
