// The item form's main image (docs/collections.md): "Choose main image" opens the file manager
// (the image blocks' own), the chosen picture shows with its focal point to move (FocalPicker,
// as on an image block), its alt text, and "Remove main image". An item saved before shows its
// image once the file's record is read.
import { useEffect, useState } from 'react';
import type { ImageRef } from '../../../blocks/media/image-ref';
import { FILES_API_PATH, type FileRecord } from '../../../shared/api/files';
import type { ItemInput } from '../../../shared/content/collections';
import type { FilesClient } from '../../files/client';
import { imageRefFromFile } from '../../files/image-ref';
import { call } from '../../owner-call';
import { TextField } from '../commerce/FormBits';
import { FocalPicker } from '../fields/FocalPicker';
import { FilesDialog } from '../files/LazyFilesDialog';

export type MainImage = NonNullable<ItemInput['mainImage']>;

export function MainImageField(props: {
  readonly value: MainImage | null;
  readonly onChange: (value: MainImage | null) => void;
  /** The file manager's calls; the real ones by default (tests pass a fake). */
  readonly files?: FilesClient;
}) {
  const { value, onChange } = props;
  const [browsing, setBrowsing] = useState(false);
  const [file, setFile] = useState<ImageRef | null>(null);
  const [missing, setMissing] = useState(false);
  const fileId = value?.fileId ?? null;

  useEffect(() => {
    if (fileId === null || file?.fileId === fileId) return;
    let current = true;
    void call<FileRecord>('GET', `${FILES_API_PATH}/${encodeURIComponent(fileId)}`).then(
      (answer) => {
        if (!current) return;
        if (answer.ok) setFile(imageRefFromFile(answer.value));
        setMissing(!answer.ok);
      },
    );
    return () => {
      current = false;
    };
  }, [fileId, file?.fileId]);

  const shown =
    value && file?.fileId === value.fileId ? { ...file, focalPoint: value.focalPoint } : null;
  return (
    <fieldset className="field image-field content-main-image">
      <legend className="field-label">Main image</legend>
      {shown ? (
        <FocalPicker
          image={shown}
          onFocus={(focalPoint) => value && onChange({ ...value, focalPoint })}
        />
      ) : (
        <p className="empty-hint">
          {value
            ? missing
              ? 'The chosen file is no longer in the library.'
              : 'Loading the image…'
            : 'No image chosen.'}
        </p>
      )}
      <button type="button" className="button" onClick={() => setBrowsing(true)}>
        {value ? 'Replace main image' : 'Choose main image'}
      </button>
      {browsing ? (
        <FilesDialog
          client={props.files}
          onClose={() => setBrowsing(false)}
          onPick={(picked) => {
            setBrowsing(false);
            const ref = imageRefFromFile(picked);
            setFile(ref);
            onChange({ fileId: picked.id, alt: value?.alt ?? '', focalPoint: ref.focalPoint });
          }}
        />
      ) : null}
      {value ? (
        <>
          <TextField
            label="Alt text"
            help="What the image shows, for visitors who cannot see it."
            value={value.alt}
            onChange={(alt) => onChange({ ...value, alt })}
          />
          <button type="button" className="button button-quiet" onClick={() => onChange(null)}>
            Remove main image
          </button>
        </>
      ) : null}
    </fieldset>
  );
}
