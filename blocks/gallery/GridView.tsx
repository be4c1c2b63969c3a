// The grid design: thumbnails-per-row columns (at most two on a phone) of cells in the chosen
// aspect ratio, cropped around each focal point (auto crop) or shown whole, `padding` px apart.
import { cssVars } from './css-vars';
import { GalleryFigure } from './GalleryFigure';
import { aspectRatioCss, gridSizes, phoneColumns } from './layout';
import type { GalleryViewProps } from './view-props';

export function GridView({ items, settings, meta, onOpen }: GalleryViewProps) {
  const columns = settings['thumbnails-per-row'];
  const sizes = gridSizes(columns);
  const style = cssVars({
    '--sb-gallery-columns': columns,
    '--sb-gallery-phone-columns': phoneColumns(columns),
    '--sb-gallery-gap': `${settings.padding}px`,
    '--sb-gallery-ratio': aspectRatioCss(settings['aspect-ratio']),
  });
  return (
    <ul className="sb-gallery-grid" style={style}>
      {items.map((item, index) => (
        <li key={item.id} className="sb-gallery-cell">
          <GalleryFigure
            item={item}
            index={index}
            sizes={sizes}
            fit={settings['auto-crop'] ? 'cover' : 'contain'}
            meta={meta}
            newWindow={settings.newWindow}
            onOpen={onOpen}
          />
        </li>
      ))}
    </ul>
  );
}
