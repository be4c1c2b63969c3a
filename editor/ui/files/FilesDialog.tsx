// The file manager, a modal dialog named "Files": search by name, upload by the button or by
// dropping files onto it (a progress bar per file), choose, rename and delete (after the spec's
// confirmation). Escape closes it and focus goes back to what opened it (Dialog does both).
// A picker of one file gives each image a "Choose <name>" button; a picker of several
// (onPickMany) a "Select <name>" checkbox each, the count said in a status line, and "Add N
// images". Audio files (album tracks) are listed with the images, never chosen by an image field.
// Uploading, renaming and deleting need files:write; without it the files are only shown.
import { type DragEvent, useId, useMemo, useRef, useState } from 'react';
import {
  ACCEPTED_FILE_TYPES,
  deleteFileTitle,
  FileMessage,
  type FileRecord,
  isAudioRecord,
} from '../../../shared/api/files';
import { useCan } from '../../auth/owner';
import { createFilesClient, type FilesClient } from '../../files/client';
import { emptyListText } from '../../files/file-list';
import {
  addSelectedLabel,
  selectedFiles,
  selectionText,
  toggleSelected,
} from '../../files/file-selection';
import { ConfirmDialog } from '../ConfirmDialog';
import { CloseActions, Dialog } from '../Dialog';
import { FileCard } from './FileCard';
import { Notices, UploadList } from './FilesStatus';
import { useFilesManager } from './use-files-manager';
import './files.css';
import { Feedback } from '../Feedback';

export const FILES_DIALOG_TITLE = 'Files';

export interface FilesDialogProps {
  readonly onClose: () => void;
  /** Given, each file gets a "Choose" button that hands it here. */
  readonly onPick?: (file: FileRecord) => void;
  /** Given (instead of onPick), several files are selected, then handed here at once. */
  readonly onPickMany?: (files: FileRecord[]) => void;
  /** What onPickMany adds, for its button ("Add 3 images"). */
  readonly pickNoun?: string;
  /** The files API; the real one by default (tests pass a fake). */
  readonly client?: FilesClient;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

export function FilesDialog(props: FilesDialogProps) {
  const { onClose, onPick, onPickMany, pickNoun = 'image', client } = props;
  const filesClient = useMemo(() => client ?? createFilesClient(), [client]);
  const manager = useFilesManager(filesClient);
  const [confirming, setConfirming] = useState<FileRecord | null>(null);
  const [dragging, setDragging] = useState(false);
  const [selected, setSelected] = useState<readonly string[]>([]);
  const toggle = (file: FileRecord) => setSelected((ids) => toggleSelected(ids, file.id));
  const fileInput = useRef<HTMLInputElement>(null);
  const searchInput = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const mayChange = useCan('files:write');

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (!mayChange || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function onDragLeave(event: DragEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    if (!mayChange || !hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    manager.upload(Array.from(event.dataTransfer.files));
  }

  async function confirmDelete() {
    const file = confirming;
    setConfirming(null);
    if (file && (await manager.remove(file))) searchInput.current?.focus();
  }

  // Audio files (an album's tracks, TracksField.tsx) are listed, renamed and deleted like
  // images, but an image field cannot choose one.
  const { files } = manager;
  const { loadError } = manager;
  return (
    <>
      <Dialog
        title={FILES_DIALOG_TITLE}
        message={
          <p>
            {mayChange
              ? 'Upload images with the button or by dropping them here.'
              : 'The images uploaded to this site.'}
          </p>
        }
        onEscape={onClose}
        className="files-dialog"
      >
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer's shortcut; "Upload files" does the same by keyboard */}
        <div
          className={dragging ? 'files-body is-dragging' : 'files-body'}
          onDragOver={onDragOver}
          onDragLeave={onDragLeave}
          onDrop={onDrop}
        >
          <div className="files-toolbar">
            <div className="files-search">
              <label htmlFor={searchId} className="field-label">
                Search files
              </label>
              <input
                ref={searchInput}
                id={searchId}
                type="search"
                className="input"
                value={manager.search}
                data-autofocus
                onChange={(event) => manager.setSearch(event.target.value)}
              />
            </div>
            {mayChange ? (
              <>
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => fileInput.current?.click()}
                >
                  Upload files
                </button>
                <input
                  ref={fileInput}
                  type="file"
                  multiple
                  accept={ACCEPTED_FILE_TYPES}
                  hidden
                  tabIndex={-1}
                  onChange={(event) => {
                    manager.upload(Array.from(event.target.files ?? []));
                    event.target.value = '';
                  }}
                />
              </>
            ) : null}
          </div>
          <UploadList uploads={manager.uploads} />
          <Notices notices={manager.notices} onDismiss={manager.dismiss} />
          <p className="visually-hidden" role="status">
            {manager.announcement}
          </p>
          <div className="files-list-area">
            {loadError ? (
              <div className="files-load-error">
                <p>{loadError}</p>
                <button type="button" className="button" onClick={manager.reload}>
                  Try again
                </button>
              </div>
            ) : null}
            {files === null ? (
              loadError ? null : (
                <p className="empty-hint">Loading files…</p>
              )
            ) : files.length === 0 ? (
              <p className="empty-hint">{emptyListText(manager.search)}</p>
            ) : (
              <ul className="files-grid" aria-label="Uploaded files">
                {files.map((file) => (
                  <FileCard
                    key={file.id}
                    file={file}
                    onPick={isAudioRecord(file) ? undefined : onPick}
                    onToggle={onPickMany && !isAudioRecord(file) ? toggle : undefined}
                    selected={selected.includes(file.id)}
                    onRename={mayChange ? manager.rename : undefined}
                    onDelete={mayChange ? setConfirming : undefined}
                  />
                ))}
              </ul>
            )}
          </div>
          {dragging ? (
            <div className="files-drop-hint" aria-hidden="true">
              Drop files to upload them
            </div>
          ) : null}
        </div>
        {onPickMany ? (
          <PickManyActions
            files={selectedFiles(files ?? [], selected)}
            noun={pickNoun}
            onPick={onPickMany}
            onClose={onClose}
          />
        ) : (
          <CloseActions onClose={onClose} />
        )}
      </Dialog>
      {confirming ? (
        <ConfirmDialog
          title={deleteFileTitle(confirming.name)}
          message={FileMessage.deleteMessage}
          confirmLabel="Delete"
          onConfirm={confirmDelete}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}

/** The status line of a selection, "Add N images" (refused while none is chosen) and Close. */
function PickManyActions(props: {
  readonly files: FileRecord[];
  readonly noun: string;
  readonly onPick: (files: FileRecord[]) => void;
  readonly onClose: () => void;
}) {
  const { files, noun, onPick, onClose } = props;
  return (
    <div className="dialog-actions files-pick-actions">
      <Feedback tone="info" className="files-selection">
        {selectionText(files.length, noun)}
      </Feedback>
      <button type="button" className="button" onClick={onClose}>
        Close
      </button>
      <button
        type="button"
        className="button button-primary"
        aria-disabled={files.length === 0 ? true : undefined}
        onClick={() => {
          if (files.length > 0) onPick(files);
        }}
      >
        {addSelectedLabel(files.length, noun)}
      </button>
    </div>
  );
}
