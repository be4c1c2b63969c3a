// The "Shop" template: a small studio shop of candles and stoneware, with Home, Shop (the
// products page), About and Contact, six products and a contact form.
import type { ProductInput } from '../../../shared/api/commerce';
import type { FormDefinitionInput } from '../../../shared/api/forms';
import { PageType } from '../../../shared/codes/page-types';
import { ProductType } from '../../../shared/codes/product-types';
import type { Page } from '../../../shared/document/schema';
import {
  button,
  choiceField,
  formIdOf,
  formSection,
  gallery,
  image,
  imageRef,
  map,
  NAME_AND_EMAIL,
  newsletter,
  page,
  product,
  productImage,
  quote,
  type SiteTemplate,
  section,
  siteDocument,
  socialLinks,
  type TemplateContent,
  type TemplateInput,
  text,
} from './parts';

const SOCIAL = ['https://www.instagram.com/wickandclay', 'https://www.pinterest.com/wickandclay'];

const usd = (value: string) => ({ value, currency: 'USD' });

function products(input: TemplateInput): ProductInput[] {
  const picture = (name: string, alt: string) => [productImage('shop', input.images, name, alt)];
  const options = (sku: string, option: string, values: string[], price: string, qty: number) =>
    values.map((value) => ({
      sku: `${sku}-${value.slice(0, 3).toUpperCase()}`,
      attributes: { [option]: value },
      priceMoney: usd(price),
      qtyInStock: qty,
    }));
  return [
    {
      name: 'Ember Soy Candle',
      slug: 'ember-soy-candle',
      description:
        'Hand-poured soy wax in a glazed stoneware jar that becomes a cup when the candle is done. About fifty hours of slow, clean burn.',
      images: picture('jar-candle', 'A soy candle in a dark stoneware jar with a linen label'),
      categories: ['Candles'],
      structuredContent: {
        productType: ProductType.physical,
        variantOptionOrdering: ['Scent'],
        variants: options(
          'WC-EMBER',
          'Scent',
          ['Fig & Cedar', 'Smoked Orange', 'Sea Salt'],
          '28.00',
          24,
        ),
      },
    },
    {
      name: 'Beeswax Taper Pair',
      slug: 'beeswax-taper-pair',
      description:
        'Two ten-inch tapers dipped by hand from local beeswax. They burn dripless for about eight hours each and smell faintly of honey.',
      images: picture('taper-candles', 'Two beeswax taper candles in brass holders'),
      categories: ['Candles'],
      structuredContent: {
        productType: ProductType.physical,
        variants: [{ sku: 'WC-TAPER', priceMoney: usd('22.00'), qtyInStock: 40 }],
      },
    },
    {
      name: 'Speckled Stoneware Mug',
      slug: 'speckled-stoneware-mug',
      description:
        'Thrown on the wheel in our studio and dipped in one of two glazes. Holds twelve ounces; dishwasher and microwave safe.',
      images: picture('stoneware-mug', 'A speckled stoneware mug with a green rim'),
      categories: ['Stoneware'],
      structuredContent: {
        productType: ProductType.physical,
        variantOptionOrdering: ['Glaze'],
        variants: options('WC-MUG', 'Glaze', ['Moss', 'Oat'], '34.00', 12),
      },
    },
    {
      name: 'Terracotta Bud Vase',
      slug: 'terracotta-bud-vase',
      description:
        'A small round vase for a single stem or a sprig of dried grass. Unglazed outside, sealed inside so it holds water.',
      images: picture('bud-vase', 'A round terracotta bud vase holding a dried stem'),
      categories: ['Stoneware'],
      structuredContent: {
        productType: ProductType.physical,
        variants: [
          {
            sku: 'WC-BUD',
            priceMoney: usd('26.00'),
            salePriceMoney: usd('19.00'),
            onSale: true,
            qtyInStock: 15,
          },
        ],
      },
    },
    {
      name: 'Lemon Grove Serving Bowl',
      slug: 'lemon-grove-serving-bowl',
      description:
        'A wide, shallow bowl in a deep green glaze, made for salads, fruit and long lunches. Each one is a little different.',
      images: picture('serving-bowl', 'A wide green serving bowl filled with lemons'),
      categories: ['Stoneware'],
      structuredContent: {
        productType: ProductType.physical,
        variants: [{ sku: 'WC-BOWL', priceMoney: usd('68.00'), qtyInStock: 3 }],
      },
      merchandising: { scarcityEnabled: true, scarcityText: 'Only {qty} left from this firing' },
    },
    {
      name: 'Linen Napkins, Set of Four',
      slug: 'linen-napkins-set-of-four',
      description:
        'Stonewashed European linen, soft from the first use and softer with every wash. Eighteen inches square.',
      images: picture('linen-napkins', 'A stack of folded linen napkins tied with twine'),
      categories: ['Table linen'],
      structuredContent: {
        productType: ProductType.physical,
        variantOptionOrdering: ['Colour'],
        variants: options('WC-NAPKIN', 'Colour', ['Oat', 'Sage', 'Clay'], '36.00', 20),
      },
    },
  ];
}

function forms(input: TemplateInput): FormDefinitionInput[] {
  return [
    {
      id: formIdOf(input.siteId, 'contact'),
      name: 'Contact us',
      fields: [
        ...NAME_AND_EMAIL,
        choiceField('topic', 'Topic', [
          'An order',
          'Wholesale',
          'A studio visit',
          'Something else',
        ]),
        {
          id: 'message',
          type: 'textarea',
          title: 'Message',
          placeholder: 'How can we help?',
          required: true,
          maxLength: 2000,
        },
      ],
      parsedSubmissionMessage: '<p>Thank you! We reply within two working days.</p>',
      parsedDisclaimerMessage: '<p>We use your details only to answer you.</p>',
    },
  ];
}

function pages(input: TemplateInput): Page[] {
  const ref = (name: string) => imageRef('shop', input.images, name);
  const home = page('home', 'Home', [
    section(
      'home-hero',
      [
        text(
          'home-hero-title',
          'Small-batch candles and stoneware for slow mornings',
          'h1',
          'center',
        ),
        text(
          'home-hero-intro',
          'Poured, thrown and glazed by two makers in a converted garage studio. New pieces every month, until the kiln runs out.',
          'paragraph',
          'center',
        ),
        button('home-hero-shop', 'Shop the collection', '/shop', 'center', 'large'),
        image(
          'home-hero-image',
          ref('hero'),
          'A sunlit shelf with a bud vase, mugs and a lit candle',
        ),
      ],
      { padding: 'large', divider: 'soft-corners', theme: 'light' },
    ),
    section('home-new', [
      text('home-new-title', 'New this month', 'h2', 'center'),
      product('home-new-candle', 'ember-soy-candle'),
      product('home-new-mug', 'speckled-stoneware-mug'),
      button('home-new-all', 'See all six pieces', '/shop', 'center'),
    ]),
    section(
      'home-words',
      [
        quote(
          'home-words-quote',
          'The mug has become the one everybody in the house reaches for first. It is the right weight in the hand.',
          'Priya, who ordered two more',
        ),
        text(
          'home-words-body',
          'Everything ships in recycled paper from our studio within three working days. Orders over $75 ship free.',
          'paragraph',
        ),
      ],
      { cornerRadius: 22, divider: 'rounded', theme: 'darkest' },
    ),
    section('home-letter', [
      newsletter(
        'home-letter-signup',
        'First look at each firing',
        'A short letter when new pieces come out of the kiln, a day before they reach the shop.',
      ),
    ]),
  ]);

  const shop: Page = {
    ...page('shop', 'Shop', [
      section('shop-intro', [
        text('shop-title', 'Shop', 'h1'),
        text(
          'shop-body',
          'Every piece is made in small runs, so colours and glazes vary a little from the photographs. Free shipping over $75.',
          'paragraph',
        ),
      ]),
    ]),
    pageType: PageType.mainContent,
  };

  const about = page('about', 'About', [
    section('about-story', [
      text('about-title', 'Two makers, one small kiln', 'h1'),
      image(
        'about-image',
        ref('studio'),
        'The studio: a potter’s wheel by the window and shelves of drying pots',
      ),
      text(
        'about-body',
        `${input.name} started in 2019 with a borrowed wheel and a box of candle wax. Today Ines throws the stoneware and Theo pours the candles, in the same studio where you can pick up your order.\n\nWe buy our clay from a family quarry two hours away, our wax from beekeepers in the county, and we fire the kiln only when it is full.`,
        'paragraph',
      ),
    ]),
    section(
      'about-pieces',
      [
        text('about-pieces-title', 'From the studio shelves', 'h2', 'center'),
        gallery(
          'about-gallery',
          [
            {
              ref: ref('bud-vase'),
              title: 'Bud vases',
              description: 'Terracotta, unglazed',
              alt: 'A terracotta bud vase with a dried stem',
            },
            {
              ref: ref('serving-bowl'),
              title: 'Serving bowls',
              description: 'Moss glaze',
              alt: 'A green serving bowl with lemons',
            },
            {
              ref: ref('linen-napkins'),
              title: 'Table linen',
              description: 'Stonewashed linen',
              alt: 'Folded linen napkins tied with twine',
            },
          ],
          { design: 'grid', perRow: 3, quiet: true },
        ),
      ],
      { theme: 'light' },
    ),
  ]);

  const contact = page('contact', 'Contact', [
    formSection(
      'contact',
      'Visit or write',
      'The studio shop is open Thursday to Sunday, 10 am to 6 pm. Questions about an order, wholesale or a custom set? Write to us below.',
      formIdOf(input.siteId, 'contact'),
    ),
    section(
      'contact-where',
      [
        text('contact-where-title', 'Find the studio', 'h2'),
        text('contact-where-address', '48 Foundry Street, Asheville, NC 28801', 'paragraph'),
        map('contact-map', '48 Foundry Street, Asheville, NC 28801', input.name),
        socialLinks('contact-social', SOCIAL),
      ],
      { theme: 'light' },
    ),
  ]);
  return [home, shop, about, contact];
}

function build(input: TemplateInput): TemplateContent {
  return {
    site: siteDocument('shop', input, {
      description: 'Small-batch soy candles, beeswax tapers and stoneware, made by hand.',
      buttons: { shape: 'pill', fill: 'solid', cornerRadius: 6 },
      type: { headings: [2.5, 700], paragraphs: [1.06, 1.6] },
      pages: pages(input),
      footerPages: ['shop', 'about', 'contact'],
      store: true,
      footer: section(
        'footer-main',
        [
          text('footer-name', input.name, 'h3'),
          text(
            'footer-note',
            'Hand-poured and hand-thrown in Asheville, North Carolina.\nStudio shop open Thursday to Sunday, 10–6.',
            'paragraph',
          ),
        ],
        { padding: 'small', theme: 'dark' },
      ),
      social: SOCIAL,
    }),
    products: products(input),
    forms: forms(input),
  };
}

export const shopTemplate: SiteTemplate = {
  id: 'shop',
  name: 'Shop',
  defaultName: 'Wick & Clay',
  description: 'A small studio shop: home, six products, about and a contact form.',
  images: [
    'hero',
    'studio',
    'jar-candle',
    'taper-candles',
    'stoneware-mug',
    'bud-vase',
    'serving-bowl',
    'linen-napkins',
  ],
  build,
};
