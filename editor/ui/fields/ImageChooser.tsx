// How an owner picks an image: "Choose image" opens the file manager ("Files": upload, search,
// choose), or an address for an image elsewhere.
import { useId, useState } from 'react';
import { DEFAULT_FOCAL_POINT, type ImageRef } from '../../../blocks/media/image-ref';
import { imageRefFromFile } from '../../files/image-ref';
import { FilesDialog } from '../files/LazyFilesDialog';

export function ImageChooser(props: {
  label: string;
  current: ImageRef | null;
  onChoose: (image: ImageRef) => void;
}) {
  const { label, current, onChoose } = props;
  const [browsing, setBrowsing] = useState(false);
  const [address, setAddress] = useState(current && !current.fileId ? current.url : '');
  const id = useId();
  return (
    <div className="image-chooser">
      <button type="button" className="button" onClick={() => setBrowsing(true)}>
        {current ? `Replace ${label.toLowerCase()}` : `Choose ${label.toLowerCase()}`}
      </button>
      {browsing ? (
        <FilesDialog
          onClose={() => setBrowsing(false)}
          onPick={(file) => {
            setBrowsing(false);
            onChoose(imageRefFromFile(file));
          }}
        />
      ) : null}
      <details className="image-address">
        <summary>Use an address instead</summary>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onChoose({
              url: address.trim(),
              focalPoint: current?.focalPoint ?? DEFAULT_FOCAL_POINT,
            });
          }}
        >
          <label htmlFor={id} className="field-label">
            Image address
          </label>
          <input
            id={id}
            className="input"
            type="text"
            inputMode="url"
            spellCheck={false}
            value={address}
            onChange={(event) => setAddress(event.target.value)}
            placeholder="https://example.com/photo.jpg"
          />
          <button type="submit" className="button">
            Use address
          </button>
        </form>
      </details>
    </div>
  );
}
