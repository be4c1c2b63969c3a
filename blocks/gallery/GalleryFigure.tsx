// One gallery image with its title and description: a link when the owner gave it one, else a
// button that opens the lightbox (when it is on), else just the image.

import type { CSSProperties } from 'react';
import { ResponsiveImage } from '../media/ResponsiveImage';
import { useSiteHref } from '../site-path';
import { type GalleryItem, galleryItemAlt } from './item';
import type { MetaLayout } from './layout';

/** cover: fill the frame around the focal point; contain: whole image; natural: own ratio. */
export type ImageFit = 'cover' | 'contain' | 'natural';

/** Opens the lightbox at an image, from the element to give focus back to. */
export type OpenLightbox = (index: number, opener: HTMLElement) => void;

export interface GalleryFigureProps {
  readonly item: GalleryItem;
  readonly index: number;
  readonly sizes: string;
  readonly fit: ImageFit;
  readonly meta: MetaLayout | null;
  readonly newWindow: boolean;
  readonly onOpen?: OpenLightbox | undefined;
  readonly eager?: boolean;
  readonly className?: string;
}

const NEW_WINDOW = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function GalleryFigure(props: GalleryFigureProps) {
  const { item, index, sizes, fit, meta, newWindow, onOpen, eager } = props;
  const alt = galleryItemAlt(item);
  const number = index + 1;
  // A contained image sits in the middle of its frame; the focal point only steers a crop.
  const style: CSSProperties | undefined =
    fit === 'contain' ? { objectPosition: '50% 50%' } : undefined;
  const image = (
    <ResponsiveImage
      image={item.image}
      alt={alt}
      sizes={sizes}
      className={`sb-gallery-img sb-gallery-img--${fit}`}
      style={style}
      eager={eager}
    />
  );
  const siteHref = useSiteHref();
  const href = item.link === '' ? null : siteHref(item.link);
  let media = <div className="sb-gallery-media">{image}</div>;
  if (href !== null) {
    media = (
      <a
        className="sb-gallery-media"
        href={href}
        aria-label={alt === '' ? `Image ${number}` : undefined}
        {...(newWindow ? NEW_WINDOW : {})}
      >
        {image}
      </a>
    );
  } else if (onOpen) {
    media = (
      <button
        type="button"
        className="sb-gallery-media"
        aria-label={alt === '' ? `Open image ${number}` : `Open image ${number}: ${alt}`}
        onClick={(event) => onOpen(index, event.currentTarget)}
      >
        {image}
      </button>
    );
  }
  return (
    <figure className={['sb-gallery-item', props.className].filter(Boolean).join(' ')}>
      {media}
      {meta ? <GalleryMeta item={item} meta={meta} /> : null}
    </figure>
  );
}

function GalleryMeta({ item, meta }: { item: GalleryItem; meta: MetaLayout }) {
  const title = item.title.trim();
  const description = meta.onlyTitle ? '' : item.description.trim();
  if (title === '' && description === '') return null;
  const className = [
    'sb-gallery-meta',
    `sb-gallery-meta--${meta.position}`,
    meta.onHover ? 'sb-gallery-meta--hover' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <figcaption className={className}>
      {title ? <span className="sb-gallery-title">{item.title}</span> : null}
      {description ? <span className="sb-gallery-description">{item.description}</span> : null}
    </figcaption>
  );
}
