// The link editor under the toolbar: the address (typed, or a page of the site picked from a
// list), "Open in new window", and Remove for an existing link. A refused address stays in the
// box with the spec's message; Escape or Cancel closes and returns to the text.
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { checkTextLink } from '../../../../blocks/rich-text/link-input';
import { Feedback } from '../../Feedback';

export interface PageChoice {
  readonly title: string;
  readonly path: string;
}

export function LinkEditor(props: {
  initial: { readonly url: string; readonly newWindow: boolean } | null;
  pages: readonly PageChoice[];
  onApply: (url: string, newWindow: boolean) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { initial, pages, onApply, onRemove, onClose } = props;
  const id = useId();
  const [url, setUrl] = useState(initial?.url ?? '');
  const [newWindow, setNewWindow] = useState(initial?.newWindow ?? false);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkTextLink(
      url,
      pages.map((page) => page.path),
    );
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    onApply(checked.url, newWindow);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  }

  return (
    <form className="rt-link-editor" aria-label="Link" onSubmit={submit} onKeyDown={onKeyDown}>
      <label htmlFor={`${id}-url`} className="field-label">
        Link address
      </label>
      <input
        id={`${id}-url`}
        className="input"
        type="text"
        inputMode="url"
        spellCheck={false}
        // biome-ignore lint/a11y/noAutofocus: the editor opens on the owner's request (Link).
        autoFocus
        value={url}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(null);
        }}
      />
      {error ? (
        <Feedback tone="error" id={`${id}-error`} className="field-error">
          {error}
        </Feedback>
      ) : null}
      <label htmlFor={`${id}-page`} className="field-label">
        Or a page of this site
      </label>
      <select
        id={`${id}-page`}
        className="input"
        value={pages.some((page) => page.path === url) ? url : ''}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(null);
        }}
      >
        <option value="">Choose a page…</option>
        {pages.map((page) => (
          <option key={page.path} value={page.path}>
            {page.title}
          </option>
        ))}
      </select>
      <label className="field field-inline rt-link-window">
        <input
          type="checkbox"
          checked={newWindow}
          onChange={(event) => setNewWindow(event.target.checked)}
        />
        Open in new window
      </label>
      <div className="rt-link-actions">
        <button type="submit" className="button button-primary">
          Apply link
        </button>
        {initial ? (
          <button type="button" className="button button-danger" onClick={onRemove}>
            Remove link
          </button>
        ) : null}
        <button type="button" className="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
