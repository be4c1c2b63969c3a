// The site's pages: pick the page to edit, add one, rename it (title and URL slug), reorder,
// delete (after a confirmation). Refusals are shown next to the form that caused them.
import { type FormEvent, memo, useId, useState } from 'react';
import { useShallow } from 'zustand/shallow';
import { ConfirmDialog } from './ConfirmDialog';
import { useEditorState, useEditorStore } from './context';

export const PagesPanel = memo(function PagesPanel() {
  const ids = useEditorState(useShallow((state) => state.site.pages.map((page) => page.id)));
  return (
    <section aria-label="Pages" className="panel pages">
      <h2 className="panel-title">Pages</h2>
      <ul className="page-list">
        {ids.map((id, index) => (
          <PageRow key={id} pageId={id} index={index} count={ids.length} />
        ))}
      </ul>
      <AddPageForm />
    </section>
  );
});

const PageRow = memo(function PageRow(props: { pageId: string; index: number; count: number }) {
  const { pageId, index, count } = props;
  const store = useEditorStore();
  const title = useEditorState((s) => s.site.pages.find((p) => p.id === pageId)?.title ?? '');
  const slug = useEditorState((s) => s.site.pages.find((p) => p.id === pageId)?.slug ?? '');
  const current = useEditorState((state) => state.pageId === pageId);
  const [mode, setMode] = useState<'idle' | 'editing' | 'deleting'>('idle');
  const formId = useId();
  const slugId = useId();

  function remove() {
    setMode('idle');
    store.getState().deletePage(pageId);
  }

  return (
    <li className={current ? 'page-row is-current' : 'page-row'}>
      <div className="page-row-main">
        <button
          type="button"
          className="page-name"
          aria-current={current ? 'page' : undefined}
          aria-describedby={slugId}
          onClick={() => store.getState().selectPage(pageId)}
        >
          {title}
        </button>
        <span id={slugId} className="page-slug">
          /{slug}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label={`Page ${title} up`}
          title="Earlier in the list"
          disabled={index === 0}
          onClick={() => store.getState().movePage(pageId, index - 1)}
        >
          ↑
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Page ${title} down`}
          title="Later in the list"
          disabled={index === count - 1}
          onClick={() => store.getState().movePage(pageId, index + 1)}
        >
          ↓
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Rename page ${title}`}
          title="Rename"
          aria-expanded={mode === 'editing'}
          aria-controls={mode === 'editing' ? formId : undefined}
          onClick={() => setMode(mode === 'editing' ? 'idle' : 'editing')}
        >
          ✎
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={`Delete page ${title}`}
          title="Delete"
          onClick={() => setMode('deleting')}
        >
          ✕
        </button>
      </div>
      {mode === 'editing' ? (
        <RenameForm
          id={formId}
          pageId={pageId}
          title={title}
          slug={slug}
          onDone={() => setMode('idle')}
        />
      ) : null}
      {mode === 'deleting' ? (
        <ConfirmDialog
          title={`Delete the page “${title}”?`}
          message="Its sections and blocks are deleted with it. Undo brings the page back."
          confirmLabel="Delete page"
          onConfirm={remove}
          onCancel={() => setMode('idle')}
        />
      ) : null}
    </li>
  );
});

function RenameForm(props: {
  id: string;
  pageId: string;
  title: string;
  slug: string;
  onDone: () => void;
}) {
  const store = useEditorStore();
  const [title, setTitle] = useState(props.title);
  const [slug, setSlug] = useState(props.slug);
  const [message, setMessage] = useState<string | null>(null);
  const titleId = useId();
  const slugId = useId();
  const messageId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = store.getState().renamePage(props.pageId, title, slug);
    if (result.ok) props.onDone();
    else setMessage(result.message);
  }

  const invalid = message ? { 'aria-invalid': true, 'aria-describedby': messageId } : {};
  return (
    <form id={props.id} className="page-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={titleId} className="field-label">
          Page title
        </label>
        <input
          id={titleId}
          className="input"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          {...invalid}
        />
      </div>
      <div className="field">
        <label htmlFor={slugId} className="field-label">
          URL slug
        </label>
        <input
          id={slugId}
          className="input"
          value={slug}
          spellCheck={false}
          onChange={(event) => setSlug(event.target.value)}
          {...invalid}
        />
      </div>
      {message ? (
        <p id={messageId} className="field-error" role="alert">
          {message}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="button" className="button" onClick={props.onDone}>
          Cancel
        </button>
        <button type="submit" className="button button-primary">
          Rename
        </button>
      </div>
    </form>
  );
}

function AddPageForm() {
  const store = useEditorStore();
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const inputId = useId();
  const messageId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = store.getState().addPage(title);
    if (result.ok) {
      setTitle('');
      setMessage(null);
    } else {
      setMessage(result.message);
    }
  }

  return (
    <form className="page-form add-page" onSubmit={submit}>
      <label htmlFor={inputId} className="field-label">
        New page title
      </label>
      <div className="input-row">
        <input
          id={inputId}
          className="input"
          value={title}
          placeholder="e.g. Services"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        <button type="submit" className="button">
          Add page
        </button>
      </div>
      {message ? (
        <p id={messageId} className="field-error" role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
