// An image setting: the chosen image with its focal point (click on the picture, or focus it and
// use the arrow keys), "Choose image" (the file manager), an address for an image elsewhere, and
// "Remove image". Each change is one undo step; refusals show under the field.
import { type KeyboardEvent, type MouseEvent, memo, useState } from 'react';
import { type ImageRef, imageSources, objectPosition } from '../../../blocks/media/image-ref';
import type { FieldDescriptor, SettingsPath } from '../../../blocks/types';
import { useEditorStore } from '../context';
import { Feedback } from '../Feedback';
import { focalPointAfterKey, focalPointAt } from './focal-point';
import { ImageChooser } from './ImageChooser';
import { useSettingAt } from './use-setting';

type ImageDescriptor = Extract<FieldDescriptor, { kind: 'image' }>;

const asImage = (value: unknown): ImageRef | null =>
  typeof value === 'object' && value !== null && typeof (value as ImageRef).url === 'string'
    ? (value as ImageRef)
    : null;

export const ImageField = memo(function ImageField(props: {
  blockId: string;
  path: SettingsPath;
  field: ImageDescriptor;
}) {
  const { blockId, path, field } = props;
  const store = useEditorStore();
  const image = asImage(useSettingAt(blockId, path));
  const [message, setMessage] = useState('');
  const sources = imageSources(image);

  function save(value: ImageRef | null) {
    const result = store.getState().updateBlockSettings(blockId, path, value);
    setMessage(result.ok ? '' : result.message);
  }

  function setFocus(point: { x: number; y: number }) {
    if (image) save({ ...image, focalPoint: point });
  }

  const onClick = (event: MouseEvent<HTMLButtonElement>) =>
    setFocus(
      focalPointAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY),
    );
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = image ? focalPointAfterKey(image.focalPoint, event.key) : null;
    if (!next) return;
    event.preventDefault();
    setFocus(next);
  };

  return (
    <fieldset className="field image-field">
      <legend className="field-label">{field.label}</legend>
      {image && sources ? (
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
      ) : (
        <p className="empty-hint">No image chosen.</p>
      )}
      <ImageChooser label={field.label} current={image} onChoose={save} />
      {image ? (
        <button type="button" className="button button-quiet" onClick={() => save(null)}>
          Remove image
        </button>
      ) : null}
      <Feedback tone="error" className="field-error">
        {message}
      </Feedback>
      {field.help ? <p className="field-help">{field.help}</p> : null}
    </fieldset>
  );
});
