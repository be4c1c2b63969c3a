// The image block: a figure with alt text and an optional caption; an empty box until an image
// is chosen (or when the stored address is unsafe).
import { imageSources } from '../media/image-ref';
import { ResponsiveImage } from '../media/ResponsiveImage';
import type { BlockRenderProps } from '../types';
import type { ImageSettings } from './schema';

export function ImageRender({ settings }: BlockRenderProps<ImageSettings>) {
  const caption = settings.caption.trim();
  return (
    <figure className="sb-image">
      {imageSources(settings.image) === null ? (
        <div className="sb-image-empty" role="img" aria-label={settings.alt || 'No image yet'}>
          No image yet
        </div>
      ) : (
        <ResponsiveImage
          image={settings.image}
          alt={settings.alt}
          sizes="(max-width: 432px) 100vw, 1024px"
        />
      )}
      {caption ? <figcaption>{settings.caption}</figcaption> : null}
    </figure>
  );
}
