// An <img> for a stored image: srcset and sizes from its width variants, the focal point as the
// crop's centre, lazy loading unless it is the first thing on the page.
import type { CSSProperties } from 'react';
import { type ImageRef, imageSources, objectPosition } from './image-ref';

export function ResponsiveImage(props: {
  image: ImageRef | null | undefined;
  alt: string;
  /** How wide the image is shown, for the browser's choice of variant ("(max-width: 432px) 100vw, 50vw"). */
  sizes: string;
  className?: string;
  style?: CSSProperties;
  eager?: boolean;
}) {
  const { image, alt, sizes, className, style, eager } = props;
  const sources = imageSources(image);
  if (!sources) return null;
  return (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      width={sources.width}
      height={sources.height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      style={{ objectPosition: objectPosition(image?.focalPoint), ...style }}
    />
  );
}
