// An image setting: the chosen image with its focal point (click on the picture, or focus it and
// use the arrow keys), "Choose image" (the file manager), an address for an image elsewhere, and
// "Remove image". Each change is one undo step; refusals show under the field.
import { memo, useState } from 'react';
import { type ImageRef, imageSources } from '../../../blocks/media/image-ref';
import type { FieldDescriptor, SettingsPath } from '../../../blocks/types';
import { useEditorStore } from '../context';
import { Feedback } from '../Feedback';
import { FocalPicker } from './FocalPicker';
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

  return (
    <fieldset className="field image-field">
      <legend className="field-label">{field.label}</legend>
      {image && sources ? (
        <FocalPicker image={image} onFocus={setFocus} />
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
