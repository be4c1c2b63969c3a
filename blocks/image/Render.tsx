// The image block: a figure with alt text and an optional caption; an empty box until a source
// is set (or when the stored source is unsafe).
import type { BlockRenderProps } from '../types';
import { safeImageSrc } from '../url';
import type { ImageSettings } from './schema';

export function ImageRender({ settings }: BlockRenderProps<ImageSettings>) {
  const src = safeImageSrc(settings.src);
  const caption = settings.caption.trim();
  return (
    <figure className="sb-image">
      {src === null ? (
        <div className="sb-image-empty" role="img" aria-label={settings.alt || 'No image yet'}>
          No image yet
        </div>
      ) : (
        <img src={src} alt={settings.alt} loading="lazy" decoding="async" />
      )}
      {caption ? <figcaption>{settings.caption}</figcaption> : null}
    </figure>
  );
}
