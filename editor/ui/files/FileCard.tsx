// One file in the manager: its 300w thumbnail (cropped around the focal point; a note sign for
// an audio file), name, size in 1024 steps and pixel size (or "Audio"), and its actions.
// Buttons are named with the file ("Rename beach.jpg"), so each is distinct when read out of
// context.
import { useEffect, useRef, useState } from 'react';
import { type FileRecord, isAudioRecord } from '../../../shared/api/files';
import { formatFileSize } from '../../../shared/content/file-size';
import { parseImageSize } from '../../../shared/content/image-size';
import { imageVariantUrl } from '../../../shared/content/image-variants';
import { RenameFileForm } from './RenameFileForm';
import type { RenameOutcome } from './use-files-manager';

/** The variant shown as the thumbnail (the server answers the original for a smaller image). */
export const THUMBNAIL_VARIANT = '300w';

export interface FileCardProps {
  readonly file: FileRecord;
  readonly onPick?: (file: FileRecord) => void;
  /** Given, the card has a "Select <name>" checkbox (choosing several files at once). */
  readonly onToggle?: (file: FileRecord) => void;
  readonly selected?: boolean;
  /** Absent: the role may not rename (nor delete) files. */
  readonly onRename?: (file: FileRecord, name: string) => Promise<RenameOutcome>;
  readonly onDelete?: (file: FileRecord) => void;
}

function pixelSize(originalSize: string): string {
  const size = parseImageSize(originalSize);
  return size ? `${size.width} × ${size.height}` : '';
}

export function FileCard(props: FileCardProps) {
  const { file, onPick, onToggle, selected = false, onRename, onDelete } = props;
  const [renaming, setRenaming] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!renaming && returnFocus.current) {
      returnFocus.current = false;
      renameButton.current?.focus();
    }
  }, [renaming]);

  const finishRename = () => {
    returnFocus.current = true;
    setRenaming(false);
  };
  const { x, y } = file.focalPoint;
  const pixels = pixelSize(file.originalSize);

  return (
    <li className={selected ? 'file-card is-selected' : 'file-card'}>
      {isAudioRecord(file) ? (
        <div className="file-thumb file-thumb-audio" aria-hidden="true">
          ♪
        </div>
      ) : (
        <img
          className="file-thumb"
          src={imageVariantUrl(file.url, THUMBNAIL_VARIANT)}
          alt=""
          loading="lazy"
          decoding="async"
          style={{ objectPosition: `${x * 100}% ${y * 100}%` }}
        />
      )}
      <div className="file-info">
        {renaming && onRename ? (
          <RenameFileForm file={file} onRename={onRename} onDone={finishRename} />
        ) : (
          <p className="file-name" title={file.name}>
            {file.name}
          </p>
        )}
        <p className="file-meta">
          {formatFileSize(file.size)}
          {pixels ? ` · ${pixels}` : ''}
          {isAudioRecord(file) ? ' · Audio' : ''}
        </p>
      </div>
      {renaming ? null : (
        <div className="file-actions">
          {onToggle ? (
            <label className="file-select">
              <input
                type="checkbox"
                className="checkbox"
                checked={selected}
                aria-label={`Select ${file.name}`}
                onChange={() => onToggle(file)}
              />
              Select
            </label>
          ) : null}
          {onPick ? (
            <button
              type="button"
              className="button button-primary"
              aria-label={`Choose ${file.name}`}
              onClick={() => onPick(file)}
            >
              Choose
            </button>
          ) : null}
          {onRename ? (
            <button
              ref={renameButton}
              type="button"
              className="button"
              aria-label={`Rename ${file.name}`}
              onClick={() => setRenaming(true)}
            >
              Rename
            </button>
          ) : null}
          {onDelete ? (
            <button
              type="button"
              className="button button-danger"
              aria-label={`Delete ${file.name}`}
              onClick={() => onDelete(file)}
            >
              Delete
            </button>
          ) : null}
        </div>
      )}
    </li>
  );
}
