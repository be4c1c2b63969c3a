// The thumbnail strip under a slideshow or slider: one button per image, `height` px tall, square
// or at the image's own ratio, `margin` px below the images. It scrolls sideways inside the block
// and keeps the current thumbnail in view (without scrolling the page).
import { useEffect, useRef } from 'react';
import { ResponsiveImage } from '../media/ResponsiveImage';
import { cssVars } from './css-vars';
import { type GalleryItem, galleryItemAlt } from './item';
import { thumbnailWidth } from './layout';

export function ThumbnailStrip(props: {
  items: readonly GalleryItem[];
  index: number;
  height: number;
  margin: number;
  square: boolean;
  onGo: (index: number) => void;
}) {
  const { items, index, height, margin, square, onGo } = props;
  const stripRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const strip = stripRef.current;
    const thumb = strip?.children[index];
    if (!strip || !(thumb instanceof HTMLElement)) return;
    strip.scrollLeft = thumb.offsetLeft - (strip.clientWidth - thumb.offsetWidth) / 2;
  }, [index]);

  return (
    <div
      ref={stripRef}
      className="sb-gallery-thumbs"
      style={cssVars({
        '--sb-gallery-thumb-height': `${height}px`,
        '--sb-gallery-thumb-margin': `${margin}px`,
      })}
    >
      {items.map((item, i) => {
        const width = thumbnailWidth(height, square, item.image);
        const alt = galleryItemAlt(item);
        return (
          <button
            key={item.id}
            type="button"
            className="sb-gallery-thumb"
            style={{ width: `${width}px` }}
            aria-label={alt === '' ? `View image ${i + 1}` : `View image ${i + 1}: ${alt}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onGo(i)}
          >
            <ResponsiveImage image={item.image} alt="" sizes={`${width}px`} />
          </button>
        );
      })}
    </div>
  );
}
