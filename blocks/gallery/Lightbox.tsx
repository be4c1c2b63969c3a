// The lightbox: a modal dialog over the page ("Image N of M", dark or light) showing one image
// large. Focus moves to its Close button and stays inside (Tab wraps); the arrow keys move between
// images; Escape, Close or a click on the backdrop closes it, and the gallery then gives focus back
// to the image it was opened from.
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { ResponsiveImage } from '../media/ResponsiveImage';
import { keyMove, wrapIndex } from './carousel';
import { type GalleryItem, galleryItemAlt } from './item';
import { LIGHTBOX_SIZES } from './layout';
import type { LightboxTheme } from './options';
import './lightbox.css';

/** Tab and Shift+Tab wrap around the dialog's buttons. */
function keepFocusInside(event: KeyboardEvent<HTMLElement>) {
  const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  if (!first || !last) return;
  const active = event.currentTarget.ownerDocument.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

export function Lightbox(props: {
  items: readonly GalleryItem[];
  index: number;
  theme: LightboxTheme;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { items, index, theme, onIndex, onClose } = props;
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = items.length;
  const item = items[index];

  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  if (!item) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      keepFocusInside(event);
    } else {
      const to = keyMove(event.key, count, index);
      if (to === null) return;
      event.preventDefault();
      onIndex(to);
    }
  };
  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  const title = item.title.trim();
  const description = item.description.trim();

  return createPortal(
    <div
      className={`sb-gallery-lightbox sb-gallery-lightbox--${theme}`}
      role="dialog"
      aria-modal="true"
      aria-label={`Image ${index + 1} of ${count}`}
      onKeyDown={onKeyDown}
      onClick={onBackdrop}
    >
      <figure className="sb-gallery-lightbox-figure">
        <ResponsiveImage
          key={item.id}
          image={item.image}
          alt={galleryItemAlt(item)}
          sizes={LIGHTBOX_SIZES}
          className="sb-gallery-lightbox-img"
          style={{ objectPosition: '50% 50%' }}
          eager
        />
        {title || description ? (
          <figcaption className="sb-gallery-lightbox-caption">
            {title ? <span className="sb-gallery-title">{item.title}</span> : null}
            {description ? (
              <span className="sb-gallery-description">{item.description}</span>
            ) : null}
          </figcaption>
        ) : null}
      </figure>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="sb-gallery-lightbox-step sb-gallery-lightbox-step--previous"
            aria-label="Previous image"
            onClick={() => onIndex(wrapIndex(index - 1, count))}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="sb-gallery-lightbox-step sb-gallery-lightbox-step--next"
            aria-label="Next image"
            onClick={() => onIndex(wrapIndex(index + 1, count))}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
      <button ref={closeRef} type="button" className="sb-gallery-lightbox-close" onClick={onClose}>
        Close
      </button>
    </div>,
    document.body,
  );
}
