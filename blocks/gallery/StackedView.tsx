// The stacked design: the images one under another, each whole at its own ratio and at most
// max-width px wide (visibility.ts explains that reading of the spec), `padding` px apart.
import { cssVars } from './css-vars';
import { GalleryFigure } from './GalleryFigure';
import { stackedSizes } from './layout';
import type { GalleryViewProps } from './view-props';

export function StackedView({ items, settings, meta, onOpen }: GalleryViewProps) {
  const maxWidth = settings['max-width'];
  const style = cssVars({
    '--sb-gallery-gap': `${settings.padding}px`,
    '--sb-gallery-max-width': `${maxWidth}px`,
  });
  return (
    <ul className="sb-gallery-stacked" style={style}>
      {items.map((item, index) => (
        <li key={item.id} className="sb-gallery-cell">
          <GalleryFigure
            item={item}
            index={index}
            sizes={stackedSizes(maxWidth)}
            fit="natural"
            meta={meta}
            newWindow={settings.newWindow}
            onOpen={onOpen}
          />
        </li>
      ))}
    </ul>
  );
}
