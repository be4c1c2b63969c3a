// The "Restaurant" template: a wood-fired neighbourhood restaurant, with Home, Menu, Events (an
// events collection of upcoming evenings and classes), Reservations (a booking form) and About.

import type { FormDefinitionInput } from '../../../shared/api/forms';
import { BlockType } from '../../../shared/codes/block-types';
import { PageType } from '../../../shared/codes/page-types';
import type { Block, Page } from '../../../shared/document/schema';
import {
  accordion,
  button,
  choiceField,
  formIdOf,
  formSection,
  image,
  imageRef,
  map,
  NAME_AND_EMAIL,
  page,
  quote,
  type SiteTemplate,
  section,
  siteDocument,
  type TemplateContent,
  type TemplateEvents,
  type TemplateInput,
  text,
} from './parts';
import { eventItems } from './restaurant-events';

const ADDRESS = '1120 West Fulton Market, Chicago, IL 60607';

const dish = (id: string, name: string, description: string, price: string, tags = '') => ({
  id,
  name,
  description,
  price,
  tags,
});

const MENU: Block = {
  id: 'menu-card',
  type: BlockType.menu,
  settings: {
    columns: 'two',
    leaders: true,
    sections: [
      {
        id: 'menu-small',
        title: 'Small plates',
        note: 'Good for the table while you decide.',
        items: [
          dish(
            'menu-bread',
            'Oven bread',
            'Sourdough from the morning bake, cultured butter, sea salt.',
            '7',
            'V',
          ),
          dish(
            'menu-olives',
            'Warm olives',
            'Castelvetrano and Kalamata, orange peel, fennel seed.',
            '8',
            'VG, GF',
          ),
          dish(
            'menu-burrata',
            'Burrata',
            'Charred peaches, basil oil, toasted hazelnuts.',
            '16',
            'V, GF',
          ),
          dish('menu-squid', 'Grilled squid', 'Chickpeas, preserved lemon, chilli.', '17', 'GF'),
        ],
      },
      {
        id: 'menu-oven',
        title: 'From the oven',
        note: 'Cooked over oak in the wood-fired oven.',
        items: [
          dish(
            'menu-bream',
            'Whole sea bream',
            'Lemon, capers, green herbs, grilled bread.',
            '34',
            'GF',
          ),
          dish(
            'menu-chicken',
            'Half chicken',
            'Brined overnight, salsa verde, crisp potatoes.',
            '29',
            'GF',
          ),
          dish(
            'menu-squash',
            'Roast squash',
            'Brown butter, sage, ricotta salata, pumpkin seeds.',
            '22',
            'V',
          ),
        ],
      },
      {
        id: 'menu-pasta',
        title: 'Pasta',
        note: 'Made by hand every afternoon.',
        items: [
          dish('menu-tagliatelle', 'Tagliatelle', 'Slow tomato, basil, aged parmesan.', '21', 'V'),
          dish('menu-agnolotti', 'Agnolotti', 'Braised short rib, marsala, parsley.', '26'),
          dish('menu-cacio', 'Cacio e pepe', 'Bucatini, pecorino, black pepper.', '19', 'V'),
        ],
      },
      {
        id: 'menu-sweet',
        title: 'Dessert',
        note: 'Baked here every morning.',
        items: [
          dish('menu-torta', 'Olive oil cake', 'Crème fraîche, roasted plums.', '11', 'V'),
          dish('menu-affogato', 'Affogato', 'Vanilla gelato, a shot of espresso.', '9', 'V, GF'),
        ],
      },
    ],
  },
};

function forms(input: TemplateInput): FormDefinitionInput[] {
  return [
    {
      id: formIdOf(input.siteId, 'reservation'),
      name: 'Reservation request',
      fields: [
        ...NAME_AND_EMAIL,
        { id: 'phone', type: 'phone', title: 'Phone', showCountryCode: true },
        { id: 'date', type: 'date', title: 'Date', required: true },
        choiceField('time', 'Time', [
          '5:30 pm',
          '6:00 pm',
          '6:30 pm',
          '7:00 pm',
          '7:30 pm',
          '8:00 pm',
          '8:30 pm',
          '9:00 pm',
        ]),
        choiceField('guests', 'Guests', ['1', '2', '3', '4', '5', '6', '7 or more']),
        {
          id: 'notes',
          type: 'textarea',
          title: 'Anything we should know?',
          placeholder: 'Allergies, a birthday, a high chair',
          maxLength: 1000,
        },
      ],
      parsedSubmissionMessage:
        '<p>Thank you! We will confirm your table by email within a few hours.</p>',
      parsedDisclaimerMessage: '<p>We use your details only for your booking.</p>',
    },
  ];
}

function pages(input: TemplateInput, events: TemplateEvents): Page[] {
  const ref = (name: string) => imageRef('restaurant', input.images, name);
  const home = page('home', 'Home', [
    section(
      'home-hero',
      [
        text('home-title', 'Wood-fired food, made to share', 'h1', 'center'),
        text(
          'home-lede',
          'A neighbourhood kitchen in Fulton Market. Bread from the morning bake, pasta made every afternoon and whatever the farmers bring, cooked over oak.',
          'paragraph',
          'center',
        ),
        button('home-book', 'Book a table', '/reservations', 'center', 'large'),
        image(
          'home-image',
          ref('hero'),
          'The wood-fired oven glowing behind a table of bread, olives and wine',
        ),
      ],
      { padding: 'large', theme: 'darkest', divider: 'soft-corners' },
    ),
    section('home-dishes', [
      text('home-dishes-title', 'From the kitchen', 'h2', 'center'),
      image('home-dish-pasta', ref('pasta'), 'A bowl of tagliatelle with tomato and basil', {
        design: 'card',
        title: 'Pasta, by hand',
        description: 'Rolled every afternoon at the bench by the window.',
        link: '/menu',
        buttonLabel: 'See the menu',
      }),
      image('home-dish-fish', ref('fish'), 'A grilled sea bream with lemon and herbs', {
        design: 'card',
        title: 'Whole fish from the oven',
        description: 'Lake and sea fish, grilled over oak, served with lemon and green herbs.',
        link: '/menu',
        buttonLabel: 'See the menu',
      }),
    ]),
    section(
      'home-events',
      [
        text('home-events-title', 'Coming up', 'h2'),
        {
          id: 'home-events-list',
          type: BlockType.tourDates,
          settings: { title: '', collection: `/${events.slug}`, itemsToShow: 3 },
        },
        button('home-events-all', 'All events', `/${events.slug}`),
      ],
      { theme: 'light' },
    ),
    section('home-visit', [
      text('home-visit-title', 'Visit', 'h2'),
      text(
        'home-visit-hours',
        `${ADDRESS}\nTuesday to Thursday 5–10 pm · Friday and Saturday 5–11 pm · Sunday 11 am–3 pm`,
        'paragraph',
      ),
      map('home-map', ADDRESS, input.name),
    ]),
  ]);

  const menu = page('menu', 'Menu', [
    section('menu-intro', [
      text('menu-title', 'Menu', 'h1', 'center'),
      text(
        'menu-lede',
        'The menu changes with the market; this is tonight’s. V vegetarian, VG vegan, GF gluten-free. Please tell us about any allergy.',
        'paragraph',
        'center',
      ),
      MENU,
    ]),
  ]);

  // The collection page draws its own title and list; its page adds nothing above them.
  const eventsPage: Page = {
    ...page(events.slug, 'Events', []),
    pageType: PageType.mainContent,
    collection: { id: events.collectionId, view: 'list' },
  };

  const reservations = page('reservations', 'Reservations', [
    formSection(
      'reservations',
      'Book a table',
      'Ask for a table up to sixty days ahead and we confirm by email. For tonight, call us on (312) 555-0142; we keep a few tables and the bar for walk-ins.',
      formIdOf(input.siteId, 'reservation'),
    ),
    section(
      'reservations-notes',
      [
        text('reservations-notes-title', 'Before you come', 'h2'),
        accordion('reservations-faq', [
          [
            'Groups',
            'For eight or more we set a sharing menu at $70 a guest. Write to us and we will plan it together.',
          ],
          [
            'Cancellations',
            'Plans change: let us know a day ahead so we can offer the table to someone else.',
          ],
          [
            'Access',
            'The dining room and restrooms are step-free. Tell us if you need anything else.',
          ],
        ]),
      ],
      { theme: 'light' },
    ),
  ]);

  const about = page('about', 'About', [
    section('about-story', [
      text('about-title', 'A kitchen built around a fire', 'h1'),
      image(
        'about-room',
        ref('dining-room'),
        'The dining room in the evening, with pendant lamps and an arched window',
      ),
      text(
        'about-body',
        `${input.name} opened in 2017 in an old cold-storage building, with a second-hand oven and twelve tables. Chef Rosa Bellini cooks the food of her grandmother’s Puglia with what grows around Chicago.\n\nWe buy from eleven farms within a hundred miles, bake every morning and make our pasta every afternoon. The wine list leans towards small growers who farm the way our suppliers do.`,
        'paragraph',
      ),
      quote(
        'about-quote',
        'The kind of place you walk past once and then come back to every week.',
        'Chicago Reader',
      ),
    ]),
  ]);
  return [home, menu, eventsPage, reservations, about];
}

function build(input: TemplateInput): TemplateContent {
  const events: TemplateEvents = {
    collectionId: `${input.siteId}-events`.slice(0, 64),
    title: 'Events',
    slug: 'events',
    items: eventItems,
  };
  return {
    site: siteDocument('restaurant', input, {
      description: 'Wood-fired cooking, handmade pasta and natural wine in Fulton Market, Chicago.',
      timeZone: 'America/Chicago',
      buttons: { shape: 'square', fill: 'solid', cornerRadius: 0 },
      type: { headings: [2.6, 700], paragraphs: [1.05, 1.6] },
      pages: pages(input, events),
      footerPages: ['menu', 'reservations', 'about'],
      store: false,
      footer: section(
        'footer-main',
        [
          text('footer-name', input.name, 'h3'),
          text('footer-note', `${ADDRESS}\n(312) 555-0142 · Closed Mondays`, 'paragraph'),
        ],
        { padding: 'small', theme: 'darkest' },
      ),
      social: ['https://www.instagram.com/oliveandember'],
    }),
    products: [],
    forms: forms(input),
    events,
  };
}

export const restaurantTemplate: SiteTemplate = {
  id: 'restaurant',
  name: 'Restaurant',
  defaultName: 'Olive & Ember',
  description: 'A restaurant: home, menu, upcoming events, a reservation form and about.',
  images: ['hero', 'pasta', 'fish', 'dining-room', 'wine-evening', 'live-music', 'pasta-class'],
  build,
};
