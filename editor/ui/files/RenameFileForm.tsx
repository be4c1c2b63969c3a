// Renaming a file in place: the name field refuses a blank name with the spec's "Please enter a
// file name."; Enter saves, Escape or Cancel keeps the old name (and leaves the dialog open).
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { FileRecord } from '../../../shared/api/files';
import { Feedback } from '../Feedback';
import type { RenameOutcome } from './use-files-manager';

export interface RenameFileFormProps {
  readonly file: FileRecord;
  readonly onRename: (file: FileRecord, name: string) => Promise<RenameOutcome>;
  readonly onDone: () => void;
}

export function RenameFileForm({ file, onRename, onDone }: RenameFileFormProps) {
  const [name, setName] = useState(file.name);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();

  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const outcome = await onRename(file, name);
    setSaving(false);
    if (outcome.ok) {
      onDone();
    } else if (outcome.fieldError) {
      setError(outcome.fieldError);
      inputRef.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onDone();
  }

  return (
    <form
      className="file-rename"
      aria-label={`Rename ${file.name}`}
      onSubmit={submit}
      onKeyDown={onKeyDown}
      noValidate
    >
      <input
        ref={inputRef}
        className="input"
        aria-label="File name"
        value={name}
        spellCheck={false}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      />
      {error ? (
        <Feedback tone="error" id={errorId} className="field-error">
          {error}
        </Feedback>
      ) : null}
      <div className="file-rename-actions">
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button-primary" disabled={saving}>
          Save
        </button>
      </div>
    </form>
  );
}
