// What every design's view receives from the gallery renderer.
import type { OpenLightbox } from './GalleryFigure';
import type { GalleryItem } from './item';
import type { MetaLayout } from './layout';
import type { GallerySettings } from './schema';

export interface GalleryViewProps {
  /** The images shown, in order (items without a usable image are left out). */
  readonly items: readonly GalleryItem[];
  readonly settings: GallerySettings;
  /** How titles and descriptions show, or null when this design hides them. */
  readonly meta: MetaLayout | null;
  /** Opens the lightbox; undefined when the lightbox is off. */
  readonly onOpen: OpenLightbox | undefined;
}
