// The pieces the designed templates are built from (docs/site-templates.md): blocks with the
// settings keys of their renderers in blocks/ (each test parses them with the block's schema),
// sections, pages, images and what a template hands the seeding besides its document.
import type { ProductImage, ProductInput } from '../../../shared/api/commerce';
import type { FileRecord } from '../../../shared/api/files';
import type { FormDefinitionInput } from '../../../shared/api/forms';
import { BlockType } from '../../../shared/codes/block-types';
import { PageType } from '../../../shared/codes/page-types';
import type { ItemInput } from '../../../shared/content/collections';
import { type PlainBlockStyle, richTextFromPlain } from '../../../shared/content/rich-text/plain';
import {
  fontTheme,
  paletteColors,
  type SiteTemplateId,
  TEMPLATE_LOOKS,
} from '../../../shared/design/brand-tones';
import { defaultDesign, type SiteDesign } from '../../../shared/design/site-design';
import { navigationOfPages } from '../../../shared/document/navigation';
import {
  type Block,
  DEFAULT_HEADER,
  DEFAULT_SITE_SETTINGS,
  type Page,
  SCHEMA_VERSION,
  type Section,
  type SectionStyle,
  type Site,
} from '../../../shared/document/schema';

/** The stored illustrations by name (file name without `.svg`); a missing one is shown from /media. */
export type TemplateImages = Readonly<Partial<Record<string, FileRecord>>>;

/** What a template is built with. */
export interface TemplateInput {
  readonly siteId: string;
  /** The site's name: its title, header and footer. */
  readonly name: string;
  readonly images: TemplateImages;
}

/** An events collection and its items, written beside the document. */
export interface TemplateEvents {
  readonly collectionId: string;
  readonly title: string;
  readonly slug: string;
  /** The items, dated from `now` so they are upcoming when the site is made. */
  items(now: number, timeZone: string, imageId: (name: string) => string | null): ItemInput[];
}

/** Everything a template writes: the document, its store, forms and collections. */
export interface TemplateContent {
  readonly site: Site;
  readonly products: readonly ProductInput[];
  readonly forms: readonly FormDefinitionInput[];
  readonly events?: TemplateEvents;
}

export interface SiteTemplate {
  readonly id: SiteTemplateId;
  readonly name: string;
  /** The site's name when the owner gives none. */
  readonly defaultName: string;
  readonly description: string;
  /** The illustrations it uses: server/seed/assets/templates/<id>/<name>.svg. */
  readonly images: readonly string[];
  build(input: TemplateInput): TemplateContent;
}

type Align = 'left' | 'center' | 'right';
type ImageRefValue = Record<string, unknown>;

const CENTRE = { x: 0.5, y: 0.5 };

/** An image setting: the stored file, else the shipped illustration under /media. */
export function imageRef(template: SiteTemplateId, images: TemplateImages, name: string) {
  const file = images[name];
  if (!file) return { url: `/media/templates/${template}/${name}.svg`, focalPoint: CENTRE };
  const { id, name: fileName, url, originalSize, variants, focalPoint } = file;
  return { url, fileId: id, name: fileName, originalSize, variants: [...variants], focalPoint };
}

/** A product's image: the stored file, else the shipped illustration. */
export function productImage(
  template: SiteTemplateId,
  images: TemplateImages,
  name: string,
  alt: string,
): ProductImage {
  const file = images[name];
  return file
    ? { fileId: file.id, url: file.url, alt }
    : { fileId: `${template}-${name}`, url: `/media/templates/${template}/${name}.svg`, alt };
}

export const text = (id: string, body: string, style: PlainBlockStyle, align: Align = 'left') => ({
  id,
  type: BlockType.html,
  settings: { content: richTextFromPlain(body, { style, align: align === 'left' ? '' : align }) },
});

export const button = (
  id: string,
  label: string,
  url: string,
  align: Align = 'left',
  size: 'small' | 'medium' | 'large' = 'medium',
): Block => ({
  id,
  type: BlockType.button,
  settings: { label, url, size, align, newWindow: false },
});

export interface ImageOptions {
  readonly design?: 'inline' | 'poster' | 'card' | 'overlap' | 'collage' | 'stack';
  readonly caption?: string;
  readonly title?: string;
  readonly description?: string;
  readonly link?: string;
  readonly buttonLabel?: string;
}

export const image = (
  id: string,
  ref: ImageRefValue,
  alt: string,
  options: ImageOptions = {},
): Block => ({
  id,
  type: BlockType.image,
  settings: {
    design: options.design ?? 'inline',
    image: ref,
    alt,
    caption: options.caption ?? '',
    title: options.title ?? '',
    description: options.description ?? '',
    link: options.link ?? '',
    newWindow: false,
    buttonLabel: options.buttonLabel ?? '',
  },
});

export interface GalleryEntry {
  readonly ref: ImageRefValue;
  readonly title: string;
  readonly description: string;
  readonly alt: string;
}

export const gallery = (
  id: string,
  entries: readonly GalleryEntry[],
  options: {
    design: 'grid' | 'slideshow' | 'carousel' | 'stack';
    perRow?: number;
    ratio?: string;
    /** Titles alone, on hover where there is one, for a quiet wall of pictures. */
    quiet?: boolean;
  },
): Block => ({
  id,
  type: BlockType.gallery,
  settings: {
    design: options.design,
    'thumbnails-per-row': options.perRow ?? 3,
    'aspect-ratio': options.ratio ?? 'four-three',
    lightbox: true,
    'show-meta-on-hover': options.quiet ?? false,
    'show-meta-only-title': options.quiet ?? false,
    transparentBackground: true,
    padding: 16,
    items: entries.map((entry, index) => ({
      id: `${id}-${index + 1}`,
      mediaType: 'imageFile',
      image: entry.ref,
      title: entry.title,
      description: entry.description,
      altText: entry.alt,
      link: '',
    })),
  },
});

export const quote = (id: string, body: string, source: string): Block => ({
  id,
  type: BlockType.quote,
  settings: { text: body, source },
});

export const spacer = (id: string, height: number): Block => ({
  id,
  type: BlockType.spacer,
  settings: { height },
});

export const rule = (id: string): Block => ({ id, type: BlockType.horizontalRule, settings: {} });

/** A product block naming a product by its slug (the store makes the ids). */
export const product = (id: string, slug: string, layout: 'side' | 'stacked' = 'side'): Block => ({
  id,
  type: BlockType.product,
  settings: { productId: slug, layout, variantDisplay: 'buttons', showDescription: true },
});

export const form = (id: string, formId: string): Block => ({
  id,
  type: BlockType.form,
  settings: { formId },
});

export const map = (id: string, address: string, label: string): Block => ({
  id,
  type: BlockType.map,
  settings: { address, label, zoom: 'neighbourhood', style: 'muted', height: 320 },
});

export const accordion = (id: string, panels: readonly [string, string][]): Block => ({
  id,
  type: BlockType.accordion,
  settings: {
    items: panels.map(([title, body], index) => ({ id: `${id}-${index + 1}`, title, body })),
    allowMultiple: false,
    firstOpen: true,
    dividers: true,
    icon: 'plus',
  },
});

export const newsletter = (id: string, title: string, description: string): Block => ({
  id,
  type: BlockType.newsletter,
  settings: {
    title,
    description,
    placeholder: 'Email Address',
    buttonLabel: 'Sign up',
    layout: 'inline',
    disclaimer: 'One letter a month. Unsubscribe at any time.',
    align: 'center',
  },
});

export const socialLinks = (id: string, urls: readonly string[], align: Align = 'center') => ({
  id,
  type: BlockType.socialLinks,
  settings: {
    profiles: urls.map((url, index) => ({ id: `${id}-${index + 1}`, url })),
    accountName: '',
    style: 'icon',
    shape: 'circle',
    size: 'medium',
    color: 'text',
    align,
  },
});

export const section = (
  id: string,
  blocks: Block[],
  style: Partial<SectionStyle> = {},
): Section => ({
  id,
  style: { padding: 'medium', cornerRadius: 0, divider: 'none', theme: null, ...style },
  blocks,
});

/** A page's opening section: its title, a paragraph and a form. */
export const formSection = (id: string, title: string, body: string, formId: string): Section =>
  section(id, [
    text(`${id}-title`, title, 'h1'),
    text(`${id}-body`, body, 'paragraph'),
    form(`${id}-form`, formId),
  ]);

export const page = (id: string, title: string, sections: Section[]): Page => ({
  id,
  title,
  slug: id,
  pageType: PageType.page,
  sections,
});

/** The template's own design: its first palette and font theme, with its sizes and buttons. */
function templateDesign(
  template: SiteTemplateId,
  changes: Partial<Pick<SiteDesign, 'fontUsageCategories' | 'buttons' | 'spacing'>> = {},
): SiteDesign {
  const looks = TEMPLATE_LOOKS[template];
  return {
    ...defaultDesign(paletteColors(looks.palettes[0]!)),
    fontThemes: looks.fontThemes.map(fontTheme),
    activeFontThemeId: looks.fontThemes[0]!,
    ...changes,
  };
}

export interface DocumentParts {
  readonly description: string;
  readonly timeZone?: string;
  readonly buttons: SiteDesign['buttons'];
  /** Headings' size (rem) and weight, paragraphs' size and line height. */
  readonly type: { readonly headings: [number, FontWeight]; readonly paragraphs: [number, number] };
  readonly spacing?: SiteDesign['spacing'];
  readonly pages: Page[];
  /** The pages the footer navigation lists (none: the footer shows no navigation). */
  readonly footerPages: readonly string[];
  /** Whether the header shows the account and cart links (a site with a store). */
  readonly store: boolean;
  readonly footer: Section;
  readonly social: readonly string[];
}

type FontWeight = SiteDesign['fontUsageCategories']['headings']['weight'];

/** A template's document: its pages, its design, navigation, header and footer. */
export function siteDocument(
  template: SiteTemplateId,
  input: TemplateInput,
  parts: DocumentParts,
): Site {
  const { type } = parts;
  return {
    schemaVersion: SCHEMA_VERSION,
    id: input.siteId,
    title: input.name,
    settings: {
      ...DEFAULT_SITE_SETTINGS,
      ...(parts.timeZone ? { timeZone: parts.timeZone } : {}),
      description: parts.description,
    },
    design: templateDesign(template, {
      buttons: parts.buttons,
      fontUsageCategories: {
        headings: { size: type.headings[0], weight: type.headings[1], lineHeight: 1.15 },
        paragraphs: { size: type.paragraphs[0], weight: 400, lineHeight: type.paragraphs[1] },
        buttons: { size: 1, weight: 600, lineHeight: 1.2 },
      },
      ...(parts.spacing ? { spacing: parts.spacing } : {}),
    }),
    pages: parts.pages,
    navigation: {
      main: navigationOfPages(parts.pages),
      footer: parts.footerPages.map((pageId) => ({ kind: 'page', id: `footer-${pageId}`, pageId })),
    },
    header: { ...DEFAULT_HEADER, showAccountLink: parts.store, showCartLink: parts.store },
    footer: {
      sections: [parts.footer],
      showNavigation: parts.footerPages.length > 0,
      socialLinks: parts.social.map((url, index) => ({ id: `footer-social-${index + 1}`, url })),
    },
  };
}

type FormField = FormDefinitionInput['fields'][number];

/** The name and email every form of the templates asks first. */
export const NAME_AND_EMAIL: readonly FormField[] = [
  { id: 'name', type: 'name', title: 'Name', required: true },
  { id: 'email', type: 'email', title: 'Email', required: true },
];

/** A required drop-down list. */
export const choiceField = (id: string, title: string, options: string[]): FormField => ({
  id,
  type: 'select',
  title,
  options,
  required: true,
});

/** A site's form ids start with its id, so several sites' forms do not meet. */
export const formIdOf = (siteId: string, name: string) => `${siteId}-${name}`.slice(0, 64);
