// How an owner picks an image: an address for an image on this site or elsewhere. (The file
// manager joins this when it lands.)
import { useId, useState } from 'react';
import { DEFAULT_FOCAL_POINT, type ImageRef } from '../../../blocks/media/image-ref';

export function ImageChooser(props: {
  current: ImageRef | null;
  onChoose: (image: ImageRef) => void;
}) {
  const { current, onChoose } = props;
  const [address, setAddress] = useState(current && !current.fileId ? current.url : '');
  const id = useId();
  return (
    <form
      className="image-address"
      onSubmit={(event) => {
        event.preventDefault();
        onChoose({ url: address.trim(), focalPoint: current?.focalPoint ?? DEFAULT_FOCAL_POINT });
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
  );
}
