// The outside services a service card links to, one row per block type code: the service's name
// as it spells it, a small drawn glyph (SVG path data on a 24-unit grid), what the block will show
// on the published site, the hosts an owner's address may be on (none listed: any host), an example
// address, the call-to-action wording, whether one path segment reads as a @handle, and the
// type's own extra setting. Nothing here contacts a service.
import { BlockType } from '../../shared/codes/block-type-codes';

export interface GlyphShape {
  readonly d: string;
  /** Filled in this colour; otherwise drawn as a line. */
  readonly fill?: string;
  readonly stroke?: string;
}

export const TOCK_VARIANTS = ['reservations', 'events'] as const;
export type TockVariant = (typeof TOCK_VARIANTS)[number];

export interface Wording {
  /** What the block will show on the published site, in one line. */
  readonly tagline: string;
  /** The call-to-action link's text. */
  readonly cta: string;
}

export type ServiceExtra = 'asin' | 'restaurantId' | 'variant';

export interface ServiceInfo extends Wording {
  readonly type: number;
  readonly name: string;
  readonly glyph: readonly GlyphShape[];
  readonly hosts: readonly string[];
  readonly example: string;
  readonly handles: boolean;
  readonly extra?: ServiceExtra;
  /** Wording per design, for a type with variants (Tock). */
  readonly variants?: Readonly<Record<TockVariant, Wording>>;
}

const AMAZON_HOSTS = [
  'amazon.com',
  'amazon.ca',
  'amazon.com.mx',
  'amazon.com.br',
  'amazon.co.uk',
  'amazon.de',
  'amazon.fr',
  'amazon.it',
  'amazon.es',
  'amazon.nl',
  'amazon.se',
  'amazon.pl',
  'amazon.com.be',
  'amazon.com.tr',
  'amazon.ae',
  'amazon.sa',
  'amazon.in',
  'amazon.co.jp',
  'amazon.sg',
  'amazon.com.au',
  'amzn.to',
  'a.co',
];

const OPENTABLE_HOSTS = [
  'opentable.com',
  'opentable.ca',
  'opentable.com.mx',
  'opentable.co.uk',
  'opentable.ie',
  'opentable.de',
  'opentable.nl',
  'opentable.it',
  'opentable.es',
  'opentable.jp',
  'opentable.com.au',
];

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

const OPENTABLE_GLYPH: readonly GlyphShape[] = [
  { d: circle(6.5, 12, 2.5), fill: '#da3743' },
  { d: circle(16, 12, 5), stroke: '#da3743' },
];

const OPENTABLE = {
  name: 'OpenTable',
  glyph: OPENTABLE_GLYPH,
  tagline: 'Book a table',
  cta: 'Book on OpenTable',
  hosts: OPENTABLE_HOSTS,
  example: 'https://www.opentable.com/r/your-restaurant',
  handles: false,
  extra: 'restaurantId',
} as const;

export const SERVICES: readonly ServiceInfo[] = [
  {
    type: BlockType.twitter,
    name: 'X (Twitter)',
    glyph: [
      { d: 'M4.5 4h4l11 16h-4z', fill: '#111' },
      { d: 'M19 4 5 20', stroke: '#111' },
    ],
    tagline: 'Your latest posts',
    cta: 'Open on X',
    hosts: ['x.com', 'twitter.com'],
    example: 'https://x.com/yourname',
    handles: true,
  },
  {
    type: BlockType.foursquare,
    name: 'Foursquare',
    glyph: [
      { d: 'M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7z', fill: '#f94877' },
      { d: circle(12, 9, 2.5), fill: '#fff' },
    ],
    tagline: 'Your place, with tips from visitors',
    cta: 'Open on Foursquare',
    hosts: ['foursquare.com', '4sq.com'],
    example: 'https://foursquare.com/v/your-place',
    handles: false,
  },
  {
    type: BlockType.instagram,
    name: 'Instagram',
    glyph: [
      {
        d: 'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3z',
        stroke: '#d62976',
      },
      { d: circle(12, 12, 4), stroke: '#d62976' },
      { d: circle(17.2, 6.8, 1.1), fill: '#d62976' },
    ],
    tagline: 'Your latest photos',
    cta: 'Open on Instagram',
    hosts: ['instagram.com', 'instagr.am'],
    example: 'https://www.instagram.com/yourname',
    handles: true,
  },
  {
    type: BlockType.fiveHundredPx,
    name: '500px',
    glyph: [
      { d: 'M3 8h4l2-3h6l2 3h4v12H3z', stroke: '#222' },
      { d: circle(12, 13.5, 3.5), stroke: '#0099e5' },
    ],
    tagline: 'Your photo portfolio',
    cta: 'Open on 500px',
    hosts: ['500px.com'],
    example: 'https://500px.com/p/yourname',
    handles: false,
  },
  {
    type: BlockType.flickr,
    name: 'Flickr',
    glyph: [
      { d: circle(7, 12, 4), fill: '#0063dc' },
      { d: circle(17, 12, 4), fill: '#ff0084' },
    ],
    tagline: 'Your photos and albums',
    cta: 'Open on Flickr',
    hosts: ['flickr.com', 'flic.kr'],
    example: 'https://www.flickr.com/photos/yourname',
    handles: false,
  },
  {
    type: BlockType.amazon,
    name: 'Amazon',
    glyph: [
      { d: 'M6 3h12v9H6z', stroke: '#232f3e' },
      { d: 'M3.5 15.5c5 4 12 4 17 0', stroke: '#ff9900' },
      { d: 'M17.5 14h3v3', stroke: '#ff9900' },
    ],
    tagline: 'A product you recommend',
    cta: 'View on Amazon',
    hosts: AMAZON_HOSTS,
    example: 'https://www.amazon.com/dp/B000000000',
    handles: false,
    extra: 'asin',
  },
  { type: BlockType.opentable, ...OPENTABLE },
  {
    type: BlockType.soundcloud,
    name: 'SoundCloud',
    glyph: [
      {
        d: 'M7 19h11a4 4 0 0 0 0-8 5.5 5.5 0 0 0-10.6 1.6A3.2 3.2 0 0 0 7 19z',
        fill: '#ff5500',
      },
    ],
    tagline: 'Your tracks and playlists',
    cta: 'Listen on SoundCloud',
    hosts: ['soundcloud.com'],
    example: 'https://soundcloud.com/yourname',
    handles: true,
  },
  {
    type: BlockType.weddingRegistry,
    name: 'Wedding registry',
    glyph: [
      { d: 'M4 11h16v9H4z', stroke: '#b5838d' },
      { d: 'M3 7.5h18V11H3z', stroke: '#b5838d' },
      { d: 'M12 7.5V20', stroke: '#b5838d' },
      { d: 'M12 7.5C10 3.5 6 4.5 8.5 7.5M12 7.5c2-4 6-3 3.5 0', stroke: '#b5838d' },
    ],
    tagline: 'Your gift registry',
    cta: 'View the registry',
    hosts: [],
    example: 'https://www.zola.com/registry/yourname',
    handles: false,
  },
  {
    type: BlockType.acuity,
    name: 'Acuity Scheduling',
    glyph: [
      { d: 'M4 6h16v14H4z', stroke: '#2d6cdf' },
      { d: 'M4 10h16M8 3.5V7M16 3.5V7', stroke: '#2d6cdf' },
      { d: 'M9 15l2 2 4-4', stroke: '#2d6cdf' },
    ],
    tagline: 'Schedule an appointment',
    cta: 'Schedule on Acuity',
    hosts: ['acuityscheduling.com', 'as.me'],
    example: 'https://yourname.as.me/',
    handles: false,
  },
  { type: BlockType.opentableV2, ...OPENTABLE },
  {
    type: BlockType.tock,
    name: 'Tock',
    glyph: [
      { d: circle(12, 12, 9), stroke: '#1f1f1f' },
      { d: 'M12 7v5l3.5 2', stroke: '#1f1f1f' },
    ],
    tagline: 'Reserve a table',
    cta: 'Reserve on Tock',
    hosts: ['exploretock.com'],
    example: 'https://www.exploretock.com/your-restaurant',
    handles: false,
    extra: 'variant',
    variants: {
      reservations: { tagline: 'Reserve a table', cta: 'Reserve on Tock' },
      events: { tagline: 'Tickets to your upcoming events', cta: 'See events on Tock' },
    },
  },
];

/** The service of a service-card type code; undefined for any other code. */
export function serviceOf(type: number): ServiceInfo | undefined {
  return SERVICES.find((service) => service.type === type);
}

/** The tagline and call to action for the chosen design (only Tock has designs). */
export function wordingOf(service: ServiceInfo, variant: TockVariant | undefined): Wording {
  return (variant && service.variants?.[variant]) || service;
}
