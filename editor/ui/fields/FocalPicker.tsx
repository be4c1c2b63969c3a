// An image with its focal point: click on the picture, or focus it and use the arrow keys, to
// move the point (ImageField.tsx for image blocks, MainImageField.tsx for a collection item).
import type { KeyboardEvent, MouseEvent } from 'react';
import { type ImageRef, imageSources, objectPosition } from '../../../blocks/media/image-ref';
import { focalPointAfterKey, focalPointAt } from './focal-point';

export function FocalPicker(props: {
  readonly image: ImageRef;
  readonly onFocus: (point: { x: number; y: number }) => void;
}) {
  const { image, onFocus } = props;
  const sources = imageSources(image);
  if (!sources) return null;
  const onClick = (event: MouseEvent<HTMLButtonElement>) =>
    onFocus(
      focalPointAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY),
    );
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = focalPointAfterKey(image.focalPoint, event.key);
    if (!next) return;
    event.preventDefault();
    onFocus(next);
  };
  return (
    <button
      type="button"
      className="focal-picker"
      aria-label={`Focal point of ${image.name ?? 'the image'}: ${Math.round(image.focalPoint.x * 100)}% across, ${Math.round(image.focalPoint.y * 100)}% down. Click the image or use the arrow keys to move it.`}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <img
        src={sources.src}
        srcSet={sources.srcSet}
        sizes="260px"
        alt=""
        style={{ objectPosition: objectPosition(image.focalPoint) }}
      />
      <span
        className="focal-dot"
        aria-hidden="true"
        style={{ left: `${image.focalPoint.x * 100}%`, top: `${image.focalPoint.y * 100}%` }}
      />
    </button>
  );
}
