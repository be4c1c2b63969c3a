// The pieces the image designs are built from: the image (or a placeholder when there is none),
// optionally wrapped in its link, and the text part (title, description, button).
import type { ReactNode } from 'react';
import { type ImageRef, imageSources } from '../media/image-ref';
import { ResponsiveImage } from '../media/ResponsiveImage';

export const NO_IMAGE_TEXT = 'No image yet';

/** The attributes of an owner's link: its safe address, and a new window without an opener. */
export interface LinkAttributes {
  readonly href: string;
  readonly target?: '_blank';
  readonly rel?: 'noopener noreferrer';
}

export function linkAttributes(href: string | null, newWindow: boolean): LinkAttributes | null {
  if (href === null) return null;
  return newWindow ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
}

function PictureIcon() {
  return (
    <svg className="sb-image-empty-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" />
      <circle cx="9" cy="9.5" r="1.75" fill="currentColor" />
      <path d="M4 17.5 9.5 12l4 4 2.5-2.5 4 4" fill="none" stroke="currentColor" />
    </svg>
  );
}

/** The image, or a quiet placeholder in its place until one is chosen (or when it is unsafe). */
export function ImageMedia(props: {
  readonly image: ImageRef | null;
  readonly alt: string;
  readonly sizes: string;
  readonly cropped: boolean;
}) {
  if (imageSources(props.image) === null) {
    return (
      <div className="sb-image-empty" role="img" aria-label={NO_IMAGE_TEXT}>
        <PictureIcon />
        <span className="sb-image-empty-text">{NO_IMAGE_TEXT}</span>
      </div>
    );
  }
  return (
    <ResponsiveImage
      className={props.cropped ? 'sb-image-img sb-image-img--cover' : 'sb-image-img'}
      image={props.image}
      alt={props.alt}
      sizes={props.sizes}
    />
  );
}

/** The image as the link itself; named by its alt text, or plainly when that is empty. */
export function MediaLink(props: {
  readonly link: LinkAttributes;
  readonly alt: string;
  readonly children: ReactNode;
}) {
  return (
    <a
      className="sb-image-link"
      href={props.link.href}
      target={props.link.target}
      rel={props.link.rel}
      aria-label={props.alt === '' ? 'Open link' : undefined}
    >
      {props.children}
    </a>
  );
}

/** Title, description and button; nothing when all three are absent. */
export function ImageText(props: {
  readonly title: string;
  readonly description: string;
  readonly button: { readonly label: string; readonly link: LinkAttributes } | null;
}) {
  const title = props.title.trim();
  const description = props.description.trim();
  if (title === '' && description === '' && props.button === null) return null;
  return (
    <div className="sb-image-text">
      {title ? <h3 className="sb-image-title">{title}</h3> : null}
      {description ? <p className="sb-image-description">{description}</p> : null}
      {props.button ? (
        <a className="sb-button sb-button--medium sb-image-button" {...props.button.link}>
          {props.button.label}
        </a>
      ) : null}
    </div>
  );
}
