// The site a fresh install starts with: a small shop with three pages. Block settings use the
// keys of the block renderers in blocks/; images point at the files the seed stored
// (demo-files.ts), or at the shipped illustrations when there are none.
import { BlockType } from '../../shared/codes/block-types';
import { PageType } from '../../shared/codes/page-types';
import { type PlainBlockStyle, richTextFromPlain } from '../../shared/content/rich-text/plain';
import { hexToHsl } from '../../shared/design/color';
import { defaultDesign } from '../../shared/design/site-design';
import { navigationOfPages } from '../../shared/document/navigation';
import {
  type Block,
  DEFAULT_HEADER,
  DEFAULT_SITE_SETTINGS,
  type Page,
  SCHEMA_VERSION,
  type Section,
  type SectionStyle,
  type Site,
} from '../../shared/document/schema';
import type { DemoImageName, DemoImages } from './demo-files';
import { DEMO_CONTACT_FORM_ID } from './demo-forms';

export const DEMO_SITE_ID = 'demo';

/** Juniper & Oak's colours: linen, sand, juniper green, oak brown, charcoal. */
const DEMO_PALETTE = ['#faf7f0', '#ecdfc8', '#3f6b4f', '#7a5230', '#1f2421'].map(
  (hex) => hexToHsl(hex)!,
);

type Align = 'left' | 'center' | 'right';

const text = (id: string, body: string, style: PlainBlockStyle, align: Align = 'left'): Block => ({
  id,
  type: BlockType.html,
  settings: { content: richTextFromPlain(body, { style, align: align === 'left' ? '' : align }) },
});

const button = (id: string, label: string, url: string, align: Align = 'left'): Block => ({
  id,
  type: BlockType.button,
  settings: { label, url, size: 'medium', align, newWindow: false },
});

/**
 * A product block naming a demo store product by slug: the store makes product ids when it is
 * seeded (server/seed/demo-store.ts), so the document cannot know them; the frame finds a
 * product by id or slug.
 */
const product = (id: string, slug: string, layout: 'side' | 'stacked' = 'side'): Block => ({
  id,
  type: BlockType.product,
  settings: { productId: slug, layout, variantDisplay: 'buttons', showDescription: true },
});

const CENTRE = { x: 0.5, y: 0.5 };

/** An image reference: the stored file when the seed made one, else the shipped illustration. */
function imageRef(name: DemoImageName, images: DemoImages) {
  const file = images[name];
  if (!file) return { url: `/media/${name}.svg`, focalPoint: CENTRE };
  const { id, name: fileName, url, originalSize, variants, focalPoint } = file;
  return { url, fileId: id, name: fileName, originalSize, variants: [...variants], focalPoint };
}

const quote = (id: string, body: string, source: string): Block => ({
  id,
  type: BlockType.quote,
  settings: { text: body, source },
});

const spacer = (id: string, height: number): Block => ({
  id,
  type: BlockType.spacer,
  settings: { height },
});

const rule = (id: string): Block => ({ id, type: BlockType.horizontalRule, settings: {} });

const section = (id: string, blocks: Block[], style: Partial<SectionStyle> = {}): Section => ({
  id,
  style: { padding: 'medium', cornerRadius: 0, divider: 'none', theme: null, ...style },
  blocks,
});

const page = (id: string, title: string, sections: Section[]): Page => ({
  id,
  title,
  slug: id,
  pageType: PageType.page,
  sections,
});

/** The demo site, with its images pointing at the seeded files where there are some. */
export function buildDemoSite(images: DemoImages = {}): Site {
  const image = (id: string, name: DemoImageName, alt: string, caption = ''): Block => ({
    id,
    type: BlockType.image,
    settings: { image: imageRef(name, images), alt, caption },
  });
  const galleryItem = (name: DemoImageName, title: string, description: string) => ({
    id: `gallery-${name}`,
    mediaType: 'imageFile',
    image: imageRef(name, images),
    title,
    description,
    altText: '',
    link: '',
  });
  const gallery: Block = {
    id: 'about-gallery',
    type: BlockType.gallery,
    settings: {
      design: 'grid',
      'thumbnails-per-row': 3,
      'aspect-ratio': 'four-three',
      lightbox: true,
      items: [
        galleryItem('bowls', 'Oak bowls', 'Three turned oak bowls on a shelf'),
        galleryItem('workshop', 'The bench', 'A woodworking bench with hand tools'),
        galleryItem('storefront', 'The shop', 'The Juniper & Oak shop front'),
      ],
    },
  };
  return { ...demoDocument(image, gallery) };
}

type ImageBlock = (id: string, name: DemoImageName, alt: string, caption?: string) => Block;

function demoDocument(image: ImageBlock, gallery: Block): Site {
  const home = page('home', 'Home', [
    section(
      'home-hero',
      [
        text('home-hero-title', 'Handmade for the everyday table', 'h1', 'center'),
        text(
          'home-hero-intro',
          'Turned bowls, cutting boards and linen from our workshop in the hills.',
          'paragraph',
          'center',
        ),
        button('home-hero-about', 'Meet the makers', '/about', 'center'),
      ],
      { padding: 'large', divider: 'soft-corners', theme: 'light' },
    ),
    section('home-feature', [
      image('home-feature-image', 'bowls', 'Three turned oak bowls on a shelf', 'Oak bowls, 2024'),
      text('home-feature-heading', 'This season', 'h2'),
      product('home-feature-product', 'linen-cushion'),
    ]),
    section(
      'home-words',
      [
        quote(
          'home-words-quote',
          'The bowl I bought ten years ago is still the first thing I reach for.',
          'Maya, a customer since 2014',
        ),
        text('home-words-faq-title', 'Good to know', 'h2'),
        { id: 'home-words-faq', type: BlockType.accordion, settings: {} },
      ],
      { padding: 'small', cornerRadius: 22, divider: 'rounded', theme: 'darkest' },
    ),
  ]);

  const about = page('about', 'About', [
    section('about-story', [
      text('about-story-title', 'Our story', 'h1'),
      image('about-story-image', 'storefront', 'The Juniper & Oak shop front'),
      text(
        'about-story-body',
        'Juniper & Oak began as a weekend stall. Today two of us turn, sand and oil every piece by hand.',
        'paragraph',
      ),
    ]),
    section('about-workshop', [
      spacer('about-workshop-space', 40),
      rule('about-workshop-rule'),
      gallery,
      text('about-workshop-note', 'Visits by appointment, Thursdays to Saturdays.', 'h3'),
    ]),
  ]);

  const contact = page('contact', 'Contact', [
    section('contact-intro', [
      text('contact-intro-title', 'Say hello', 'h1'),
      text(
        'contact-intro-body',
        'Questions about an order or a commission? We answer within two working days.',
        'paragraph',
      ),
      button('contact-intro-mail', 'Email us', 'mailto:hello@juniper-and-oak.example', 'left'),
    ]),
    section('contact-form', [
      {
        id: 'contact-form-form',
        type: BlockType.form,
        settings: { formId: DEMO_CONTACT_FORM_ID },
      },
      spacer('contact-form-space', 24),
      text('contact-form-address', '12 Mill Lane, Hebden Bridge', 'paragraph', 'right'),
      {
        id: 'contact-form-map',
        type: BlockType.map,
        settings: { address: '12 Mill Lane, Hebden Bridge', label: 'Juniper & Oak workshop' },
      },
      { id: 'contact-form-social', type: BlockType.socialLinks, settings: {} },
    ]),
  ]);

  // The products collection page (type 1): featured product blocks, then every product listed.
  const shop: Page = {
    ...page('shop', 'Shop', [
      section('shop-intro', [
        text('shop-title', 'Shop', 'h1'),
        product('shop-table', 'oak-side-table'),
        product('shop-gift-card', 'gift-card'),
      ]),
      section('shop-more', [
        product('shop-subscription', 'beeswax-polish-subscription'),
        product('shop-walnut-bowl', 'walnut-bowl'),
      ]),
    ]),
    pageType: PageType.mainContent,
  };

  return {
    schemaVersion: SCHEMA_VERSION,
    id: DEMO_SITE_ID,
    title: 'Juniper & Oak',
    settings: { ...DEFAULT_SITE_SETTINGS },
    design: defaultDesign(DEMO_PALETTE),
    pages: [home, shop, about, contact],
    navigation: {
      main: navigationOfPages([home, shop, about, contact]),
      footer: [
        { kind: 'page', id: 'footer-about', pageId: about.id },
        { kind: 'page', id: 'footer-contact', pageId: contact.id },
      ],
    },
    header: { ...DEFAULT_HEADER },
    footer: {
      sections: [
        section(
          'footer-main',
          [
            text(
              'footer-note',
              'Juniper & Oak · Handmade in small batches since 2014',
              'paragraph',
            ),
          ],
          { padding: 'small' },
        ),
      ],
      showNavigation: true,
      socialLinks: [{ id: 'footer-instagram', url: 'https://www.instagram.com/juniperandoak' }],
    },
  };
}

/** The demo document without seeded files (images point at the shipped illustrations). */
export const demoSite: Site = buildDemoSite();
