// The image block's designs (spec §3 image variants: inline, poster, card, overlap, collage,
// stack) as data: which parts each design shows, whether it crops the image (then the focal
// point decides what stays), how wide the image is drawn (for `sizes`), where the click-through
// link goes, which settings apply, and the alt text that follows from the parts shown.
import { imageAltText } from '../../shared/content/image-alt';
import type { ImageRef } from '../media/image-ref';
import type { ChoiceOption, FieldContext } from '../types';

export const IMAGE_DESIGNS = ['inline', 'poster', 'card', 'overlap', 'collage', 'stack'] as const;
export type ImageDesign = (typeof IMAGE_DESIGNS)[number];

export const IMAGE_DESIGN_OPTIONS: readonly ChoiceOption[] = [
  { value: 'inline', label: 'Inline' },
  { value: 'poster', label: 'Poster' },
  { value: 'card', label: 'Card' },
  { value: 'overlap', label: 'Overlap' },
  { value: 'collage', label: 'Collage' },
  { value: 'stack', label: 'Stack' },
];

export interface DesignParts {
  /** The caption under the image. */
  readonly caption: boolean;
  /** The title and description. */
  readonly text: boolean;
  /** A button carries the link (when it has a label). */
  readonly button: boolean;
  /** The image fills a fixed shape and is cropped around its focal point. */
  readonly cropped: boolean;
  /** How wide the image is drawn, for the browser's choice of width variant. */
  readonly sizes: string;
}

const PHONE = '(max-width: 432px) 100vw';

const PARTS: Readonly<Record<ImageDesign, DesignParts>> = {
  inline: { caption: true, text: false, button: false, cropped: false, sizes: `${PHONE}, 1024px` },
  poster: { caption: false, text: true, button: false, cropped: true, sizes: `${PHONE}, 1024px` },
  card: { caption: false, text: true, button: true, cropped: true, sizes: `${PHONE}, 50vw` },
  overlap: { caption: false, text: true, button: true, cropped: true, sizes: `${PHONE}, 1024px` },
  collage: { caption: false, text: true, button: true, cropped: true, sizes: `${PHONE}, 50vw` },
  stack: { caption: false, text: true, button: true, cropped: false, sizes: `${PHONE}, 1024px` },
};

export function isImageDesign(value: unknown): value is ImageDesign {
  return IMAGE_DESIGNS.includes(value as ImageDesign);
}

export function designParts(design: ImageDesign): DesignParts {
  return PARTS[design];
}

/**
 * Where the click-through link goes: nowhere without a link; the whole poster; the button of a
 * design that has one when it has a label; else the image itself.
 */
export type LinkPlacement = 'none' | 'image' | 'block' | 'button';

export function linkPlacement(design: ImageDesign, hasLink: boolean, buttonLabel: string) {
  if (!hasLink) return 'none' satisfies LinkPlacement;
  if (design === 'poster') return 'block' satisfies LinkPlacement;
  if (PARTS[design].button && buttonLabel.trim() !== '') return 'button' satisfies LinkPlacement;
  return 'image' satisfies LinkPlacement;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The design a panel context holds; a stored value that does not fit reads as the default. */
function contextDesign(context: FieldContext): ImageDesign {
  return isImageDesign(context.design) ? context.design : 'inline';
}

/** Which settings apply to the chosen design (the rest are hidden and keep their values). */
export function imageFieldApplies(key: string, context: FieldContext): boolean {
  const parts = PARTS[contextDesign(context)];
  const hasLink = text(context.link).trim() !== '';
  switch (key) {
    case 'caption':
      return parts.caption;
    case 'title':
    case 'description':
      return parts.text;
    case 'buttonLabel':
      return parts.button && hasLink;
    case 'newWindow':
      return hasLink;
    default:
      return true;
  }
}

/**
 * The image's alt text: the owner's, else (shared/content/image-alt.ts) the title, the
 * description cut to 250 characters, the file name. Only text the design shows counts, so a
 * title hidden by the inline design never speaks for its image.
 */
export function imageBlockAlt(input: {
  readonly design: ImageDesign;
  readonly alt: string;
  readonly title: string;
  readonly description: string;
  readonly image: ImageRef | null;
}): string {
  const shows = PARTS[input.design].text;
  return imageAltText({
    altText: input.alt,
    title: shows ? input.title.trim() : undefined,
    body: shows ? input.description : undefined,
    filename: input.image?.name,
  });
}
