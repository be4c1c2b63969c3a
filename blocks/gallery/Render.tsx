// The gallery block: its images in the chosen design (grid, stacked, slideshow or slider), with
// titles and descriptions where the options say, and the lightbox when it is on. An empty gallery
// says where to add images.
import { useMemo, useRef, useState } from 'react';
import type { BlockRenderProps } from '../types';
import { CarouselView } from './CarouselView';
import { clampIndex } from './carousel';
import { GridView } from './GridView';
import { readGalleryItems, shownItems } from './item';
import { Lightbox } from './Lightbox';
import { metaLayout } from './layout';
import { StackedView } from './StackedView';
import type { GallerySettings } from './schema';
import type { GalleryViewProps } from './view-props';
import './gallery.css';

export const EMPTY_GALLERY_TITLE = 'This gallery has no images yet.';
export const EMPTY_GALLERY_HINT = 'Add images in Gallery options.';

export function GalleryRender({ settings, block }: BlockRenderProps<GallerySettings>) {
  // Read from the stored list item by item, so one bad value costs that value, not every image.
  const stored = block.settings.items;
  const items = useMemo(() => shownItems(readGalleryItems(stored)), [stored]);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  if (items.length === 0) {
    return (
      <div className="sb-gallery-empty">
        <p className="sb-gallery-empty-title">{EMPTY_GALLERY_TITLE}</p>
        <p>{EMPTY_GALLERY_HINT}</p>
      </div>
    );
  }

  const lightboxOpen = settings.lightbox && lightboxIndex !== null;
  const view: GalleryViewProps = {
    items,
    settings,
    meta: metaLayout(settings),
    onOpen: settings.lightbox
      ? (index, opener) => {
          openerRef.current = opener;
          setLightboxIndex(index);
        }
      : undefined,
  };
  const close = () => {
    setLightboxIndex(null);
    openerRef.current?.focus();
  };
  const className = [
    'sb-gallery',
    `sb-gallery--${settings.design}`,
    settings.transparentBackground ? 'sb-gallery--transparent' : 'sb-gallery--solid',
  ].join(' ');

  return (
    <div className={className}>
      {settings.design === 'grid' ? <GridView {...view} /> : null}
      {settings.design === 'stacked' ? <StackedView {...view} /> : null}
      {settings.design === 'slideshow' || settings.design === 'slider' ? (
        <CarouselView {...view} lightboxOpen={lightboxOpen} />
      ) : null}
      {lightboxOpen ? (
        <Lightbox
          items={items}
          index={clampIndex(lightboxIndex, items.length)}
          theme={settings.lightboxTheme}
          onIndex={setLightboxIndex}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
