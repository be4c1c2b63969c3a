// What the file manager says while it works: one progress bar per upload (labelled with the
// file's name), refusals in an alert region until dismissed, and a polite status after changes.
import { useId } from 'react';
import { Feedback } from '../Feedback';
import type { Notice, UploadInProgress } from './use-files-manager';

function UploadRow({ upload }: { upload: UploadInProgress }) {
  const id = useId();
  const percent = Math.round(upload.progress * 100);
  return (
    <li className="files-upload">
      <label htmlFor={id} className="files-upload-name">
        {upload.name}
      </label>
      <progress id={id} max={1} value={upload.progress} />
      <span className="files-upload-state">
        {upload.progress >= 1 ? 'Processing' : `${percent}%`}
      </span>
    </li>
  );
}

export function UploadList({ uploads }: { uploads: readonly UploadInProgress[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="files-uploads" aria-label="Uploads">
      {uploads.map((upload) => (
        <UploadRow key={upload.key} upload={upload} />
      ))}
    </ul>
  );
}

export function Notices({
  notices,
  onDismiss,
}: {
  notices: readonly Notice[];
  onDismiss: (key: number) => void;
}) {
  return (
    <Feedback tone="error" as="div" className="files-notices">
      {notices.map((notice) => (
        <div key={notice.key} className="files-notice">
          <div>
            <p className="files-notice-title">{notice.title}</p>
            <p>{notice.message}</p>
          </div>
          <button
            type="button"
            className="button"
            aria-label={`Dismiss: ${notice.title}: ${notice.message}`}
            onClick={() => onDismiss(notice.key)}
          >
            Dismiss
          </button>
        </div>
      ))}
    </Feedback>
  );
}
