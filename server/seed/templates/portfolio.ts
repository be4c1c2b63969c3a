// The "Portfolio" template: a landscape and still-life photographer, with Home (a gallery),
// Projects, About and Contact (an enquiry form). No store: the header shows no cart.
import type { FormDefinitionInput } from '../../../shared/api/forms';
import type { Page } from '../../../shared/document/schema';
import {
  accordion,
  button,
  choiceField,
  formIdOf,
  formSection,
  type GalleryEntry,
  gallery,
  image,
  imageRef,
  NAME_AND_EMAIL,
  page,
  quote,
  type SiteTemplate,
  section,
  siteDocument,
  socialLinks,
  type TemplateContent,
  type TemplateInput,
  text,
} from './parts';

const PROFILES = [
  'https://www.instagram.com/elinmarsh.studio',
  'https://www.behance.net/elinmarsh',
  'https://www.linkedin.com/in/elinmarsh',
];

function forms(input: TemplateInput): FormDefinitionInput[] {
  return [
    {
      id: formIdOf(input.siteId, 'enquiry'),
      name: 'Project enquiry',
      fields: [
        ...NAME_AND_EMAIL,
        choiceField('kind', 'What kind of project?', [
          'Editorial',
          'Brand and product',
          'Prints',
          'Something else',
        ]),
        { id: 'date', type: 'date', title: 'When would you like to start?' },
        {
          id: 'message',
          type: 'textarea',
          title: 'Tell me about it',
          placeholder: 'The story, the places, the deadline',
          required: true,
          maxLength: 3000,
        },
      ],
      parsedSubmissionMessage: '<p>Thank you. I will write back within three working days.</p>',
      parsedDisclaimerMessage: '<p>Your details are used only to answer your enquiry.</p>',
    },
  ];
}

function pages(input: TemplateInput): Page[] {
  const ref = (name: string) => imageRef('portfolio', input.images, name);
  const work: GalleryEntry[] = [
    ['dunes', 'Erg Chebbi', 'Morocco, 2024', 'Sand dunes at sunset under a pale orange sky'],
    [
      'coast',
      'Seven Sisters',
      'East Sussex, 2023',
      'Chalk cliffs above a calm sea with a lighthouse',
    ],
    ['forest', 'Morning, Black Forest', 'Germany, 2024', 'Pine forest fading into morning mist'],
    ['city', 'Blue hour', 'Chicago, 2022', 'A city skyline at dusk reflected in a river'],
    ['mountains', 'Lago di Braies', 'Dolomites, 2023', 'Snowy mountains reflected in a still lake'],
    ['still-life', 'Pears and jug', 'Studio, 2024', 'Two pears and a glass jug on linen'],
  ].map(([name, title, description, alt]) => ({
    ref: ref(name!),
    title: title!,
    description: description!,
    alt: alt!,
  }));

  const home = page('home', 'Home', [
    section(
      'home-intro',
      [
        text('home-title', 'Quiet places, patient light', 'h1', 'center'),
        text(
          'home-lede',
          'Landscape and still-life photography for magazines, brands and the walls of people who like to look at the same picture for years.',
          'paragraph',
          'center',
        ),
        button('home-projects', 'See the projects', '/projects', 'center'),
      ],
      { padding: 'medium' },
    ),
    section(
      'home-work',
      [
        gallery('home-gallery', work, {
          design: 'grid',
          perRow: 3,
          ratio: 'standard',
          quiet: true,
        }),
      ],
      {
        padding: 'small',
      },
    ),
    section(
      'home-clients',
      [
        quote(
          'home-quote',
          'Elin waited four mornings for the fog to sit right in that valley. The cover sold out.',
          'Hannah Ives, photo editor, Field & Shore',
        ),
        button('home-contact', 'Start a project', '/contact', 'left'),
      ],
      { theme: 'darkest', cornerRadius: 22 },
    ),
  ]);

  const project = (id: string, name: string, title: string, body: string, alt: string) =>
    image(id, ref(name), alt, { design: 'card', title, description: body });
  const projects = page('projects', 'Projects', [
    section('projects-intro', [
      text('projects-title', 'Projects', 'h1'),
      text(
        'projects-lede',
        'Three recent commissions. Prints of most photographs are available in three sizes; ask through the contact page.',
        'paragraph',
      ),
    ]),
    section('projects-list', [
      project(
        'projects-desert',
        'dunes',
        'The long walk: Sahara',
        'Twelve days with a camel train from Merzouga, for a travel issue on slow journeys. Shot on medium format at first and last light only.',
        'Sand dunes at sunset',
      ),
      project(
        'projects-coast',
        'coast',
        'Edges: the English coast',
        'A year-long series on chalk, wind and erosion, commissioned by a coastal trust for its centenary exhibition.',
        'Chalk cliffs and a lighthouse above the sea',
      ),
      project(
        'projects-studio',
        'still-life',
        'Harvest: a still-life series',
        'Seasonal produce in north light for a cookbook by a farm kitchen in Vermont. Forty plates, one table, one window.',
        'Two pears and a glass jug in a studio',
      ),
    ]),
  ]);

  const about = page('about', 'About', [
    section('about-bio', [
      text('about-title', 'Hello, I’m Elin', 'h1'),
      image(
        'about-portrait',
        { ...ref('portrait'), focalPoint: { x: 0.5, y: 0.45 } },
        'Elin holding a film camera',
        {
          design: 'card',
          title: 'Elin Marsh',
          description:
            'Photographer. Landscapes, still lifes and the weather in between. Portland, Maine.',
        },
      ),
      text(
        'about-body',
        'I grew up on a fjord where the light changes every ten minutes, and I have been chasing it ever since. For fifteen years I have photographed landscapes and still lifes for magazines, publishers and brands that care how things are made.\n\nI work alone or with a small crew, on film and digital, and I take on about eight commissions a year so each one gets the time it needs.',
        'paragraph',
      ),
    ]),
    section(
      'about-facts',
      [
        text('about-facts-title', 'Good to know', 'h2'),
        accordion('about-faq', [
          [
            'Where do you work?',
            'Anywhere with a road or a footpath. Travel is quoted at cost, and I am based in Portland, Maine.',
          ],
          [
            'Do you sell prints?',
            'Yes: archival pigment prints in three sizes, signed and numbered, editions of 25.',
          ],
          [
            'Who have you worked with?',
            'Field & Shore, Northbound Press, the Coastal Heritage Trust, Alder Outdoor and Saltbox Kitchen, among others.',
          ],
        ]),
        socialLinks('about-social', PROFILES, 'left'),
      ],
      { theme: 'light' },
    ),
  ]);

  const contact = page('contact', 'Contact', [
    formSection(
      'contact',
      'Start a project',
      'Tell me a little about the place, the story and your dates. I read every message myself.',
      formIdOf(input.siteId, 'enquiry'),
    ),
  ]);
  return [home, projects, about, contact];
}

function build(input: TemplateInput): TemplateContent {
  return {
    site: siteDocument('portfolio', input, {
      description: 'Landscape and still-life photography for editorial, brands and prints.',
      buttons: { shape: 'square', fill: 'outline', cornerRadius: 0 },
      type: { headings: [2.6, 400], paragraphs: [1.05, 1.65] },
      pages: pages(input),
      footerPages: [],
      store: false,
      footer: section(
        'footer-main',
        [
          text(
            'footer-note',
            `© ${input.name} · Portland, Maine · Available worldwide`,
            'paragraph',
            'center',
          ),
        ],
        { padding: 'small' },
      ),
      social: PROFILES,
    }),
    products: [],
    forms: forms(input),
  };
}

export const portfolioTemplate: SiteTemplate = {
  id: 'portfolio',
  name: 'Portfolio',
  defaultName: 'Elin Marsh Studio',
  description: 'A photographer’s portfolio: a gallery, projects, about and an enquiry form.',
  images: ['dunes', 'coast', 'forest', 'city', 'mountains', 'still-life', 'portrait'],
  build,
};
